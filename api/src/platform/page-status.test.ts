// The status of a server-drawn page (page-status.ts): a page names its yacht, topic, section or member by an id
// with one spelling, and an address that names nothing answers 404, as the probe of issue 30 asked.
import fs from 'node:fs';
import type { YachtListPage } from '@yachts/contracts/catalogue';
import type { TopicSummary } from '@yachts/contracts/community';
import type { Page } from '@yachts/contracts/envelope';
import path from 'node:path';
import { loginAs } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { dataOf, firstOf } from '../testing/answers';

const t = fileApp();

beforeAll(() => {
  const shell = path.join(t.staticDir, 'host/index.html');
  fs.mkdirSync(path.dirname(shell), { recursive: true });
  fs.writeFileSync(shell, '<!doctype html><title>shell</title><div id="root"></div>');
});

async function status(url: string): Promise<[string, number]> {
  return [url, (await t.app.inject({ url, headers: { accept: 'text/html' } })).statusCode];
}

describe('page ids have one spelling', () => {
  it('a yacht is at its canonical address only: signs, leading zeros, spaces and strays are 404', async () => {
    const yacht = firstOf(dataOf<YachtListPage>(await t.app.inject({ url: '/api/v1/yachts/new?pageSize=1' })).items);
    const used = firstOf(dataOf<YachtListPage>(await t.app.inject({ url: '/api/v1/yachts/idle?pageSize=1' })).items);
    const id = String(yacht.id);
    expect(await status(yacht.url)).toEqual([yacht.url, 200]);
    expect(await status(`/yachts/${id}`)).toEqual([`/yachts/${id}`, 200]);
    expect(await status(used.url)).toEqual([used.url, 200]);
    const wrong = [
      '/yachts/-1-x',
      '/yachts/-1',
      `/yachts/-${id}-x`,
      `/yachts/0${id}-x`,
      `/yachts/+${id}`,
      `/yachts/%20${id}`,
      `/yachts/${id}e0`,
      '/yachts/0x10',
      '/yachts/',
      '/yachts',
      '/yachts/used',
      `/yachts/used/-${used.id}`,
      `/yachts/used/0${used.id}-x`,
      `/yachts/${id}/more`,
      '/yachts/99999999999-x',
    ];
    for (const url of wrong) expect(await status(url)).toEqual([url, 404]);
  });

  it('community items and private id pages refuse other spellings', async () => {
    const topic = firstOf(dataOf<Page<TopicSummary>>(await t.app.inject({ url: '/api/v1/community/topics?pageSize=1' })).items);
    expect(await status(`/community/topic/${topic.id}`)).toEqual([`/community/topic/${topic.id}`, 200]);
    expect(await status(`/community/topic/${topic.id}/edit`)).toEqual([`/community/topic/${topic.id}/edit`, 200]);
    expect(await status('/message/interactiveDetail/12')).toEqual(['/message/interactiveDetail/12', 200]);
    expect(await status('/sell/applications/3')).toEqual(['/sell/applications/3', 200]);
    const wrong = [
      `/community/topic/0${topic.id}`,
      `/community/topic/-${topic.id}`,
      `/community/module/+${topic.module.id}`,
      `/community/topic/0${topic.id}/edit`,
      '/community/article/-1/edit',
      '/message/interactiveDetail/-1',
      '/message/interactiveDetail/0x10',
      '/sell/new/01/edit',
      '/sell/used/-1/edit',
      '/sell/applications/1e3',
      '/sell/listings/new/-5',
      '/sell/listings/used/007',
    ];
    for (const url of wrong) expect(await status(url)).toEqual([url, 404]);
  });
});

describe("a member's public pages", () => {
  it('answer 200 for a member and 404 for an unknown uuid or anything that is no uuid', async () => {
    const member = await loginAs(t.app);
    for (const page of ['information', 'topic', 'reply']) {
      const own = `/account/${page}/${member.uuid}`;
      expect(await status(own)).toEqual([own, 200]);
      for (const uuid of ['00000000-0000-4000-8000-000000000000', crypto.randomUUID(), member.uuid.toUpperCase(), 'not-a-uuid', '-1']) {
        expect(await status(`/account/${page}/${uuid}`)).toEqual([`/account/${page}/${uuid}`, 404]);
      }
    }
  });
});
