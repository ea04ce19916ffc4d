// The side "contact us" message: POST /side/message (docs/product.md §4 submit flow, §5 rules).
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@yachts/contracts/rules';
import { sideMessages } from '../db/schema';
import { hashSid } from './visitor-sid';
import { SHARED_ADDRESS_FACTOR } from '../plugins/rate-limit';
import { SIDE_MESSAGE_LIMIT } from './side-message-routes';
import { dialectUnderTest, postForm, startVisitor, type Visitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { bodyOf, like } from '../testing/answers';

const t = fileApp();

async function messagesOf(visitor: Visitor) {
  return t.app.database.db
    .select()
    .from(sideMessages)
    .where(eq(sideMessages.sidHash, hashSid(visitor.sid)));
}

describe(`POST /side/message (${dialectUnderTest})`, () => {
  it('stores the message and answers code 1 with a fresh token', async () => {
    const visitor = await startVisitor(t.app);
    const response = await postForm(t.app, visitor, '/side/message', {
      email: ' ada@example.com ',
      content: 'Do you broker catamarans in Greece?',
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ code: 1, msg: 'Thank you. Your message has been sent.', data: null, token: like.any(String) });
    expect(await messagesOf(visitor)).toEqual([
      like.objectContaining({ email: 'ada@example.com', content: 'Do you broker catamarans in Greece?' }),
    ]);
  });

  it.each([
    ['nothing', {}, { email: 'Please enter e-mail address.', content: 'Please leave a message.' }],
    [
      'an invalid e-mail',
      { email: 'ada@example', content: 'Hi' },
      { email: 'The e-mail address format is incorrect. Please re-enter it.' },
    ],
    ['blank content', { email: 'ada@example.com', content: ' \n ' }, { content: 'Please leave a message.' }],
    ['null fields', { email: null, content: null }, { email: MESSAGES.emailRequired, content: MESSAGES.messageRequired }],
    ['content over 2000 characters', { email: 'ada@example.com', content: 'x'.repeat(2001) }, { content: MESSAGES.tooLong(2000) }],
    [
      'fields of the wrong JSON type',
      { email: ['ada@example.com'], content: 12345 },
      { email: 'This field must be text.', content: 'This field must be text.' },
    ],
    ['an object for content', { email: 'ada@example.com', content: { toString: 'x' } }, { content: 'This field must be text.' }],
  ])('answers %s with the messages under each field, storing nothing', async (_name, fields, msg) => {
    const visitor = await startVisitor(t.app);
    const response = await postForm(t.app, visitor, '/side/message', fields);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ code: 0, msg, data: null, token: like.any(String) });
    expect(await messagesOf(visitor)).toEqual([]);
  });

  it('ignores fields it does not know', async () => {
    const visitor = await startVisitor(t.app);
    const response = await postForm(t.app, visitor, '/side/message', { email: 'ada@example.com', content: 'Hello', id: 1, sidHash: 'x' });
    expect(response.statusCode).toBe(200);
    expect((await messagesOf(visitor))[0]).toMatchObject({ content: 'Hello' });
  });

  it('answers 413 to a body over 16 KB', async () => {
    const visitor = await startVisitor(t.app);
    const response = await postForm(t.app, visitor, '/side/message', { email: 'ada@example.com', content: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: 'The request is too large.' });
  });

  it('limits a client to 5 messages in 10 minutes: 429 in the form envelope', async () => {
    const visitor = await startVisitor(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await postForm(t.app, visitor, '/side/message', { email: 'ada@example.com', content: `m${i}` })).statusCode).toBe(200);
    }
    const limited = await postForm(t.app, visitor, '/side/message', { email: 'ada@example.com', content: 'again' });
    expect(limited.statusCode).toBe(429);
    expect(bodyOf(limited)).toMatchObject({ code: 0, msg: like.stringContaining('Too many requests'), data: null });
    expect(await messagesOf(visitor)).toHaveLength(5);
  });

  it('does not count posts refused for a forged or missing anti-forgery token', async () => {
    const visitor = await startVisitor(t.app);
    for (let i = 0; i < 8; i += 1) {
      const forged = await postForm(t.app, { ...visitor, token: i % 2 ? 'forged' : '' }, '/side/message', {
        email: 'ada@example.com',
        content: 'x',
      });
      expect(forged.statusCode).toBe(403);
    }
    for (let i = 0; i < SIDE_MESSAGE_LIMIT.max; i += 1) {
      expect((await postForm(t.app, visitor, '/side/message', { email: 'ada@example.com', content: `m${i}` })).statusCode).toBe(200);
    }
    expect(await messagesOf(visitor)).toHaveLength(SIDE_MESSAGE_LIMIT.max);
  });

  it('gives each visitor behind one address their own allowance, up to a ceiling for the address', async () => {
    const address = (await startVisitor(t.app)).remoteAddress;
    const visitors = await Promise.all(
      Array.from({ length: SHARED_ADDRESS_FACTOR + 1 }, async () => ({ ...(await startVisitor(t.app)), remoteAddress: address })),
    );
    const answers: number[] = [];
    for (const visitor of visitors) {
      for (let i = 0; i < SIDE_MESSAGE_LIMIT.max; i += 1) {
        answers.push((await postForm(t.app, visitor, '/side/message', { email: 'ada@example.com', content: `m${i}` })).statusCode);
      }
    }
    // Ten visitors each send their five; the eleventh finds the address's ceiling of fifty reached.
    const ceiling = SIDE_MESSAGE_LIMIT.max * SHARED_ADDRESS_FACTOR;
    expect(answers.slice(0, ceiling).every((status) => status === 200)).toBe(true);
    expect(answers.slice(ceiling)).toEqual(Array.from({ length: SIDE_MESSAGE_LIMIT.max }, () => 429));
  });
});
