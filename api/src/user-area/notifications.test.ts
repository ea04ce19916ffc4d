// @dialect: the live count's one query for every listener.
// The header's bell (decision 033): the unread count and the newest messages, marking them read, the live count over
// Server-Sent Events, which changes without asking when a message arrives, and what it tells of besides replies.
import { NOTIFICATION_LIMITS, NOTIFICATIONS_API, type Notifications } from '@yachts/contracts/account';
import { COMMUNITY_CALLS } from '@yachts/contracts/community';
import { ErrorCode } from '@yachts/contracts/envelope';
import { ACCESS_TOKEN_HEADER, signBody } from '@yachts/contracts/signing';
import { userMessages } from '../db/schema';
import { formCall, newMember, newModule, newTopic } from '../community/community-support';
import { loginAs, type LoggedIn } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, dataOf, firstOf } from '../testing/answers';

const t = fileApp();

const latest = async (who: LoggedIn) =>
  answerOf<Notifications>(
    await t.app.inject({ method: 'GET', url: NOTIFICATIONS_API.latest, headers: { [ACCESS_TOKEN_HEADER]: who.token } }),
  );
const read = (who: LoggedIn, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: NOTIFICATIONS_API.read, headers: { [ACCESS_TOKEN_HEADER]: who.token }, payload: signBody(body) });

let listening: Promise<string> | undefined;
/** The app on a real port (once per file): EventSource streams need a socket, not inject. */
const serverAddress = () => (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

/** A stream opened as the browser's EventSource does, read as it comes. */
async function openStream(who: LoggedIn) {
  const controller = new AbortController();
  const response = await fetch(`${await serverAddress()}${NOTIFICATIONS_API.stream}`, {
    headers: { cookie: who.cookie },
    signal: controller.signal,
  });
  // The stream of bytes the server sends (Node's fetch types its body's chunks as any).
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  return {
    response,
    abort: () => controller.abort(),
    get ended() {
      return ended;
    },
    /** Reads until the text matches; false when the stream ended first. */
    async until(pattern: RegExp): Promise<boolean> {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          return false;
        }
        text += decoder.decode(value);
      }
      return true;
    },
  };
}

async function messagesFor(who: LoggedIn, titles: string[]): Promise<number[]> {
  const rows = await t.app.database.db
    .insert(userMessages)
    .values(
      titles.map((title, i) => ({ userId: who.user.id, type: 'interactive', title, body: title, createdAt: new Date(Date.now() + i) })),
    )
    .returning({ id: userMessages.id });
  return rows.map((row) => row.id);
}

describe('the bell', () => {
  it('answers the unread count and the newest messages, and marks some or all read', async () => {
    const member = await loginAs(t.app);
    const [first, second] = await messagesFor(member, [
      'Ana replied to your topic',
      'Ben replied to your comment',
      'Your alert found 2 yachts',
    ]);
    const answer = await latest(member);
    expect(answer.code).toBe(ErrorCode.OK);
    const bell = answer.data;
    expect(bell.unread).toBe(3);
    expect(bell.items.map((item) => item.title)).toEqual([
      'Your alert found 2 yachts',
      'Ben replied to your comment',
      'Ana replied to your topic',
    ]);

    expect(dataOf<Notifications>(await read(member, { ids: [first, second] })).unread).toBe(1);
    expect(dataOf<Notifications>(await read(member, {})).unread).toBe(0);
    for (const ids of [['x'], 'all', [0]]) {
      const bad = await read(member, { ids });
      expect(bad.statusCode).toBe(400);
    }
    // Someone else's ids change nothing of theirs.
    const other = await loginAs(t.app);
    await messagesFor(other, ['Not yours']);
    await read(member, { ids: [firstOf((await latest(other)).data.items).id] });
    expect((await latest(other)).data.unread).toBe(1);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: NOTIFICATIONS_API.latest })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: NOTIFICATIONS_API.stream })).statusCode).toBe(401);
  });

  it('streams the unread count at once and again when a message arrives, without being asked [both engines]', async () => {
    const member = await loginAs(t.app);
    await messagesFor(member, ['Welcome aboard']);
    const stream = await openStream(member);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(await stream.until(/event: unread\ndata: \{"unread":1\}/)).toBe(true);
    await messagesFor(member, ['Ana replied to your topic']);
    expect(await stream.until(/data: \{"unread":2\}/)).toBe(true);
    stream.abort();
  });

  it(`holds ${NOTIFICATION_LIMITS.streamsPerMember} streams per member: a new one closes the oldest, the others stay live [both engines]`, async () => {
    const member = await loginAs(t.app);
    const other = await loginAs(t.app);
    await messagesFor(member, ['Welcome aboard']);
    const othersStream = await openStream(other);
    expect(await othersStream.until(/data: \{"unread":0\}/)).toBe(true);
    const streams = [];
    for (let i = 0; i < NOTIFICATION_LIMITS.streamsPerMember; i += 1) {
      const stream = await openStream(member);
      expect(await stream.until(/data: \{"unread":1\}/)).toBe(true);
      streams.push(stream);
    }
    // One more: the oldest is ended by the server (its read reaches the end), the newest answers.
    const newest = await openStream(member);
    expect(await newest.until(/data: \{"unread":1\}/)).toBe(true);
    expect(await streams[0]!.until(/never sent/)).toBe(false);
    // Two more close the next two oldest, in order.
    const more = [await openStream(member), await openStream(member)];
    for (const stream of more) expect(await stream.until(/data: \{"unread":1\}/)).toBe(true);
    expect(await streams[1]!.until(/never sent/)).toBe(false);
    expect(await streams[2]!.until(/never sent/)).toBe(false);
    // The member's five newest still hear of a new message, and another member's stream was never touched.
    await messagesFor(member, ['Ana replied to your topic']);
    const live = [streams[3]!, streams[4]!, newest, ...more];
    for (const stream of live) expect(await stream.until(/data: \{"unread":2\}/)).toBe(true);
    await messagesFor(other, ['Hello']);
    expect(await othersStream.until(/data: \{"unread":1\}/)).toBe(true);
    for (const stream of [...live, othersStream]) stream.abort();
  });
});

describe('what the bell tells of', () => {
  it('a praise of a post, once per member however often they take it back and give it again', async () => {
    const author = await newMember(t.app, 'Praised Author');
    const fan = await newMember(t.app, 'Keen Reader');
    const section = await newModule(t.app, 'Praise');
    const id = await newTopic(t.app, section.id, { author, title: 'Our first season in the Ionian' });
    const praise = () => formCall(t.app, fan, COMMUNITY_CALLS.praise, { id, type: 'topic' });
    expect(dataOf(await praise())).toMatchObject({ praised: true });
    const bell = (await latest(author.login)).data;
    expect(bell.unread).toBe(1);
    expect(bell.items[0]).toMatchObject({
      title: 'Keen Reader praised your topic “Our first season in the Ionian”',
      link: `/community/topic/${id}`,
      from: { uuid: fan.uuid },
    });
    expect(dataOf(await praise())).toMatchObject({ praised: false });
    expect(dataOf(await praise())).toMatchObject({ praised: true });
    expect((await latest(author.login)).data.items.filter((item) => item.title.includes('praised'))).toHaveLength(1);
  });
});
