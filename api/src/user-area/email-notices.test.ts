// @dialect: the job queue.
// Notices by e-mail (decision 033): the member's choice per kind (replies, mentions, praise, price drops), a reply,
// mention or praise mailed a few minutes later unless read on the site by then or not wanted, a one-click link that
// stops that kind, and @mentions of the members of a conversation.
import { eq } from 'drizzle-orm';
import {
  EMAIL_NOTICE_DEFAULTS,
  EMAIL_SETTINGS_MESSAGES,
  NOTIFICATION_LIMITS,
  NOTIFICATIONS_API,
  type EmailSettings,
} from '@yachts/contracts/account';
import { ALERTS_API } from '@yachts/contracts/alerts';
import { COMMUNITY_CALLS } from '@yachts/contracts/community';
import { userMessages } from '../db/schema';
import { readOutbox, type OutboxEntry } from '../platform/mail-outbox';
import { apiGet, formCall, newMember, newModule, newTopic, signedCall, type Member } from '../community/community-support';
import { fileApp } from '../testing/file-app';
import { mentionedIn } from '../community/mentions';
import { answerOf, bodyOf, dataOf } from '../testing/answers';

const t = fileApp({ SEED: 'false' });
let sectionId: number;

beforeAll(async () => {
  sectionId = (await newModule(t.app, 'Notices')).id;
});

const settings = async (who: Member) => answerOf<EmailSettings>(await apiGet(t.app, who, NOTIFICATIONS_API.email));
const choose = (who: Member, fields: Record<string, unknown>) => signedCall(t.app, who, NOTIFICATIONS_API.email, fields);
const comment = async (who: Member, topicId: number, content: string) => {
  const response = await formCall(t.app, who, COMMUNITY_CALLS.createComment, { topic_id: topicId, content });
  expect(bodyOf(response)).toMatchObject({ code: 1 });
};
const mailsTo = async (who: Member): Promise<OutboxEntry[]> =>
  (await readOutbox(t.app.mailer.outboxDir, { limit: 50, to: who.login.user.email })).filter((mail) => mail.kind.startsWith('notice-'));
/** Runs the notice mails that are due once the delay has passed (and a little more). */
const afterDelay = () => t.app.jobs.runDue(new Date(Date.now() + NOTIFICATION_LIMITS.emailDelayMs + 60_000));
const inboxOf = (who: Member) => t.app.database.db.select().from(userMessages).where(eq(userMessages.userId, who.id));

describe('the e-mail choices', () => {
  it('start at the defaults, change one kind at a time, and refuse anything else without changing', async () => {
    const member = await newMember(t.app, 'Choosy Sailor');
    expect((await settings(member)).data).toEqual(EMAIL_NOTICE_DEFAULTS);
    expect(dataOf(await choose(member, { praise: true, replies: 'false' }))).toEqual({
      ...EMAIL_NOTICE_DEFAULTS,
      praise: true,
      replies: false,
    });
    for (const bad of [{ praise: 'yes' }, { likes: true }, { replies: null }, { praise: true, mentions: 1 }]) {
      const response = await choose(member, bad);
      expect(response.statusCode).toBe(400);
      expect(answerOf(response).msg).toBe(EMAIL_SETTINGS_MESSAGES.invalid);
    }
    const empty = await choose(member, {});
    expect(empty.statusCode).toBe(400);
    expect(answerOf(empty).msg).toBe(EMAIL_SETTINGS_MESSAGES.nothing);
    expect((await settings(member)).data).toEqual({ ...EMAIL_NOTICE_DEFAULTS, praise: true, replies: false });
  });

  it('need a login, and a signed change', async () => {
    expect((await apiGet(t.app, null, NOTIFICATIONS_API.email)).statusCode).toBe(401);
    expect((await signedCall(t.app, null, NOTIFICATIONS_API.email, { praise: true })).statusCode).toBe(401);
    const member = await newMember(t.app, 'Unsigned Sailor');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: NOTIFICATIONS_API.email,
      headers: { 'access-token': member.login.token },
      payload: { praise: true },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await settings(member)).data.praise).toBe(false);
  });

  it('price drops are the same choice as the saved searches page’s switch', async () => {
    const member = await newMember(t.app, 'Price Watcher');
    expect((await signedCall(t.app, member, ALERTS_API.priceDrops, { enabled: false })).statusCode).toBe(200);
    expect((await settings(member)).data['price-drops']).toBe(false);
    await choose(member, { 'price-drops': true });
    expect(dataOf(await apiGet(t.app, member, ALERTS_API.priceDrops))).toEqual({ enabled: true });
  });
});

describe('a reply by e-mail', () => {
  it('is sent after the delay to a member who has not read it on the site, with its link and a one-click stop [both engines]', async () => {
    const author = await newMember(t.app, 'Mailed Author');
    const replier = await newMember(t.app, 'Quick Replier');
    const topicId = await newTopic(t.app, sectionId, { author, title: 'Anchoring in weed' });
    await comment(replier, topicId, 'A fisherman anchor holds better in weed than a plough.');

    await t.app.jobs.runDue();
    expect(await mailsTo(author)).toEqual([]);
    await afterDelay();
    const [mail, ...more] = await mailsTo(author);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Quick Replier commented on your topic “Anchoring in weed”');
    expect(mail?.text).toContain('> A fisherman anchor holds better in weed than a plough.');
    expect(mail?.text).toMatch(new RegExp(`Read it and answer: http://localhost:8080/community/topic/${topicId}#comment-\\d+`));
    expect(mail?.text).toContain('Choose which notices we e-mail you: http://localhost:8080/user/notifications');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:8080\/api\/v1\/alerts\/unsubscribe\?token=r-/);

    // The link in the mail stops replies by e-mail, and says so; they still reach the bell.
    const token = /token=([^>]+)>/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const stopped = await t.app.inject({ method: 'POST', url: `${ALERTS_API.unsubscribe}?token=${token}` });
    expect(dataOf(stopped)).toMatchObject({
      stopped: 'replies',
      message: 'You will no longer get e-mails about replies. They still show on the bell.',
    });
    expect((await settings(author)).data.replies).toBe(false);
    await comment(replier, topicId, 'Or dive and set it by hand.');
    await afterDelay();
    expect(await mailsTo(author)).toHaveLength(1);
    expect((await inboxOf(author)).filter((message) => message.kind === 'reply')).toHaveLength(2);
  });

  it('is not sent when the member read it on the bell first [both engines]', async () => {
    const author = await newMember(t.app, 'Attentive Author');
    const replier = await newMember(t.app, 'Other Replier');
    const topicId = await newTopic(t.app, sectionId, { author, title: 'Watermakers' });
    await comment(replier, topicId, 'Ours makes 60 litres an hour.');
    expect((await signedCall(t.app, author, NOTIFICATIONS_API.read, {})).statusCode).toBe(200);
    await afterDelay();
    expect(await mailsTo(author)).toEqual([]);
  });

  it('praise is not e-mailed unless the member chose it', async () => {
    const author = await newMember(t.app, 'Modest Author');
    const fan = await newMember(t.app, 'Warm Fan');
    const first = await newTopic(t.app, sectionId, { author, title: 'Teak decks' });
    await formCall(t.app, fan, COMMUNITY_CALLS.praise, { id: first, type: 'topic' });
    await afterDelay();
    expect(await mailsTo(author)).toEqual([]);
    await choose(author, { praise: true });
    const second = await newTopic(t.app, sectionId, { author, title: 'Cork decks' });
    await formCall(t.app, fan, COMMUNITY_CALLS.praise, { id: second, type: 'topic' });
    await afterDelay();
    expect((await mailsTo(author)).map((mail) => mail.subject)).toEqual(['Warm Fan praised your topic “Cork decks”']);
  });
});

describe('@mentions', () => {
  it('tell the members of the conversation named after an @, the longest name first, nobody twice', async () => {
    const author = await newMember(t.app, 'Thread Starter');
    const annLee = await newMember(t.app, 'Ann Lee');
    const ann = await newMember(t.app, 'Ann');
    const outsider = await newMember(t.app, 'Far Away');
    const writer = await newMember(t.app, 'Mentioning Writer');
    const topicId = await newTopic(t.app, sectionId, { author, title: 'Crossing Biscay' });
    await comment(annLee, topicId, 'We went in August.');
    await comment(ann, topicId, 'Never again.');

    await comment(writer, topicId, 'Thanks @ann lee, and @ann lee again, and @Far Away; @Thread Starter, mail me at me@ann.com');
    const kinds = async (who: Member) => (await inboxOf(who)).map((message) => [message.kind, message.title]);
    expect((await kinds(annLee)).filter(([kind]) => kind === 'mention')).toEqual([
      ['mention', 'Mentioning Writer mentioned you on “Crossing Biscay”'],
    ]);
    expect((await kinds(ann)).filter(([kind]) => kind === 'mention')).toEqual([]);
    expect(await kinds(outsider)).toEqual([]);
    // The author is told once, of the comment on their topic.
    expect((await kinds(author)).filter(([, title]) => String(title).startsWith('Mentioning Writer'))).toEqual([
      ['reply', 'Mentioning Writer commented on your topic “Crossing Biscay”'],
    ]);
    await afterDelay();
    expect((await mailsTo(annLee)).map((mail) => mail.subject)).toContain('Mentioning Writer mentioned you on “Crossing Biscay”');
  });

  it('are found in the words the way a reader sees them', () => {
    const people = [
      { id: 1, name: 'Ann Lee' },
      { id: 2, name: 'Ann' },
      { id: 3, name: 'Bo' },
    ];
    expect(mentionedIn('@Ann Lee and @ann', people)).toEqual([1, 2]);
    expect(mentionedIn('@Ann Leeway', people)).toEqual([2]);
    expect(mentionedIn('bo@bo.com and @Bob', people)).toEqual([]);
    expect(mentionedIn('(@Bo)', people)).toEqual([3]);
    // Display names of any script, with digits, dots, hyphens and underscores (decision 036).
    const crew = [
      { id: 4, name: 'Jürgen Groß' },
      { id: 5, name: 'J.R. Hartley' },
      { id: 6, name: 'skipper_42' },
      { id: 7, name: 'Анна-Мария' },
      { id: 8, name: 'Анна' },
    ];
    expect(mentionedIn('@JÜRGEN GROSS? no: @jürgen groß, @J.R. Hartley. @Skipper_42!', crew)).toEqual([4, 5, 6]);
    expect(mentionedIn('@Анна-Мария и @анна', crew)).toEqual([7, 8]);
    expect(mentionedIn('@skipper_421 @J.R.', crew)).toEqual([]);
    const crowd = Array.from({ length: 20 }, (_, i) => ({ id: i + 10, name: `Crew${i}` }));
    expect(mentionedIn(crowd.map((person) => `@${person.name}`).join(' '), crowd)).toHaveLength(NOTIFICATION_LIMITS.mentionsPerComment);
  });
});
