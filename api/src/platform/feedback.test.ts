// The feedback report of the feedback popup: POST /index/ajax/feedback (docs/product.md §3, §4, §5, §8).
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@yachts/contracts/rules';
import { feedbackReports } from '../db/schema';
import { hashSid } from './visitor-sid';
import { dialectUnderTest, postForm, startVisitor, type Visitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { postAs } from '../testing/requests';
import { uploadedPng } from '../testing/uploads';
import { answerOf, bodyOf, like, rateLimitedForm } from '../testing/answers';

const t = fileApp();

const report = {
  feedback_type: 3,
  feedback_advice: '  The login code e-mail took ten minutes to arrive.  ',
  email: 'grace@example.com',
  area_code: '244',
  mobile: '923456789',
  problem_img: [] as string[],
};

const uploadPhoto = (visitor: Visitor) => uploadedPng(t.app, visitor, 20, '#336699', 'screen.png');

async function reportsOf(visitor: Visitor) {
  return t.app.database.db
    .select()
    .from(feedbackReports)
    .where(eq(feedbackReports.sidHash, hashSid(visitor.sid)));
}

describe(`POST /index/ajax/feedback (${dialectUnderTest})`, () => {
  it('stores a report with its photos and answers code 1 with a fresh token', async () => {
    const visitor = await startVisitor(t.app);
    const photos = [await uploadPhoto(visitor), await uploadPhoto(visitor)];
    const response = await postForm(t.app, visitor, '/index/ajax/feedback', { ...report, problem_img: photos });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ code: 1, msg: 'Thank you for your feedback.', data: null, token: like.any(String) });
    expect(await reportsOf(visitor)).toEqual([
      like.objectContaining({
        feedbackType: 3,
        advice: 'The login code e-mail took ten minutes to arrive.',
        email: 'grace@example.com',
        areaCode: '244',
        mobile: '923456789',
        imageUrls: photos,
      }),
    ]);
  });

  it('stores a report with only the required fields, the type given as digits', async () => {
    const visitor = await startVisitor(t.app);
    const response = await postForm(t.app, visitor, '/index/ajax/feedback', {
      feedback_type: '5',
      feedback_advice: 'Please add a filter by hull material.',
      email: 'x@example.org',
    });
    expect(response.statusCode).toBe(200);
    expect(await reportsOf(visitor)).toEqual([like.objectContaining({ feedbackType: 5, areaCode: '', mobile: '', imageUrls: [] })]);
  });

  it('answers the product rules §5 messages, field by field, for a form left empty', async () => {
    const visitor = await startVisitor(t.app);
    const response = await postForm(t.app, visitor, '/index/ajax/feedback', {});
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({
      code: 0,
      msg: {
        feedback_type: 'Please choose question type',
        feedback_advice: 'Please enter message',
        email: 'Please enter email',
      },
      data: null,
      token: like.any(String),
    });
    expect(await reportsOf(visitor)).toEqual([]);
  });

  it.each([
    ['an invalid e-mail', { email: 'grace@' }, { email: MESSAGES.emailInvalid }],
    ['blank text', { feedback_advice: '   ' }, { feedback_advice: 'Please enter message' }],
    ['a mobile number with letters', { mobile: '92x' }, { mobile: MESSAGES.mobileInvalid }],
    ['a question type that does not exist', { feedback_type: 99 }, { feedback_type: 'Please choose question type' }],
    ['a question type past the largest integer', { feedback_type: 2_147_483_648 }, { feedback_type: 'Please choose question type' }],
    ['a question type of 20 digits', { feedback_type: '99999999999999999999' }, { feedback_type: 'Please choose question type' }],
    [
      'six photos',
      { problem_img: Array.from({ length: 6 }, (_, i) => `/uploads/2026/01/${i}.jpg`) },
      { problem_img: 'Please upload at most 5 photos.' },
    ],
    ['a message over 2000 characters', { feedback_advice: 'x'.repeat(2001) }, { feedback_advice: MESSAGES.tooLong(2000) }],
  ])('refuses %s, storing nothing', async (_name, change, msg) => {
    const visitor = await startVisitor(t.app);
    const response = await postForm(t.app, visitor, '/index/ajax/feedback', { ...report, ...change });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg });
    expect(await reportsOf(visitor)).toEqual([]);
  });

  it.each([
    ['a URL the site never handed out', () => '/uploads/2026/01/AAAAAAAAAAAAAAAAAAAAAA.jpg'],
    ['a URL on another site', () => 'https://example.com/photo.jpg'],
    ['a path that climbs out of the uploads', () => '/uploads/../../etc/passwd'],
  ])('refuses a photo that is %s', async (_name, url) => {
    const visitor = await startVisitor(t.app);
    const response = await postForm(t.app, visitor, '/index/ajax/feedback', { ...report, problem_img: [url()] });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: { problem_img: 'One of the photos was not found. Please upload it again.' } });
    expect(await reportsOf(visitor)).toEqual([]);
  });

  it("refuses a photo another visitor uploaded, even with one of the visitor's own", async () => {
    const other = await startVisitor(t.app);
    const theirs = await uploadPhoto(other);
    const visitor = await startVisitor(t.app);
    const mine = await uploadPhoto(visitor);
    const response = await postForm(t.app, visitor, '/index/ajax/feedback', { ...report, problem_img: [mine, theirs] });
    expect(response.statusCode).toBe(400);
    expect(await reportsOf(visitor)).toEqual([]);
  });

  it('answers 400 with field messages, not 500, to fields of the wrong JSON type', async () => {
    const visitor = await startVisitor(t.app);
    const response = await postForm(t.app, visitor, '/index/ajax/feedback', {
      feedback_type: { $gt: 0 },
      feedback_advice: ['a', 'b'],
      email: 42,
      area_code: true,
      mobile: 923456789,
      problem_img: '/uploads/x.jpg',
    });
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).msg).toEqual({
      feedback_type: 'This field must be a number.',
      feedback_advice: 'This field must be text.',
      email: 'This field must be text.',
      area_code: 'This field must be text.',
      mobile: 'This field must be text.',
      problem_img: 'This field must be a list of text values.',
    });
    const nested = await postForm(t.app, visitor, '/index/ajax/feedback', { ...report, problem_img: [{ url: '/uploads/x.jpg' }] });
    expect(answerOf(nested).msg).toEqual({ problem_img: 'This field must be a list of text values.' });
    expect(await reportsOf(visitor)).toEqual([]);
  });

  it.each([
    ['a JSON array', '[1, 2]', 'application/json', 403, like.any(String)], // no __token__ in it
    ['malformed JSON', '{"feedback_type": ', 'application/json', 400, 'The request body is not valid JSON.'],
    ['a text body', 'hello', 'text/plain', 415, like.any(String)],
    ['a urlencoded form', 'feedback_type=1', 'application/x-www-form-urlencoded', 415, like.any(String)],
  ])('answers %s in the form envelope', async (_name, payload, type, status, msg) => {
    const visitor = await startVisitor(t.app);
    const response = await postAs(t.app, visitor, '/index/ajax/feedback', payload, { 'content-type': type });
    expect(response.statusCode).toBe(status);
    expect(bodyOf(response)).toEqual({ code: 0, msg, data: null, token: like.any(String) });
  });

  it('answers 413 to a body over 16 KB', async () => {
    const visitor = await startVisitor(t.app);
    const response = await postForm(t.app, visitor, '/index/ajax/feedback', { ...report, feedback_advice: 'x'.repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(bodyOf(response)).toEqual({ code: 0, msg: 'The request is too large.', data: null, token: like.any(String) });
    expect(await reportsOf(visitor)).toEqual([]);
  });

  it('limits a visitor to 5 reports in 10 minutes: 429 in the form envelope, nothing stored', async () => {
    const visitor = await startVisitor(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await postForm(t.app, visitor, '/index/ajax/feedback', { ...report, feedback_advice: `report ${i}` })).statusCode).toBe(200);
    }
    const limited = await postForm(t.app, visitor, '/index/ajax/feedback', { ...report, feedback_advice: 'one too many' });
    expect(limited.statusCode).toBe(429);
    expect(bodyOf(limited)).toEqual(rateLimitedForm());
    expect(await reportsOf(visitor)).toHaveLength(5);
    // Another visitor is not affected, even behind the same address.
    const neighbour = { ...(await startVisitor(t.app)), remoteAddress: visitor.remoteAddress };
    expect((await postForm(t.app, neighbour, '/index/ajax/feedback', report)).statusCode).toBe(200);
  });
});
