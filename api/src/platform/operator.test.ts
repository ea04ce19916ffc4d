// Operator routes: only the operator credential reads them, and they do not exist without one.
import { buildTestApp, loginAs, postForm, startVisitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf } from '../testing/answers';

const TOKEN = 'operator-token-for-tests-0123456789';
const t = fileApp({ OPERATOR_TOKEN: TOKEN });

describe('GET /api/v1/operator/feedback', () => {
  it('refuses a missing or wrong credential with 401 and the envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong', TOKEN, `Bearer ${TOKEN}x`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/operator/feedback',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(bodyOf(response)).toEqual({ code: 400401, msg: 'Operator credentials are required.', data: null });
    }
  });

  it('lists stored reports, newest first, to the operator', async () => {
    const visitor = await startVisitor(t.app);
    for (const advice of ['First report', 'Second report']) {
      const sent = await postForm(t.app, visitor, '/index/ajax/feedback', {
        feedback_type: 1,
        feedback_advice: advice,
        email: 'a@example.com',
      });
      expect(sent.statusCode).toBe(200);
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/operator/feedback?limit=2',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    const { items } = dataOf<{ items: { feedback_advice: string; email: string; problem_img: string[] }[] }>(response);
    expect(items.map((item) => item.feedback_advice)).toEqual(['Second report', 'First report']);
    expect(items[0]).toMatchObject({ email: 'a@example.com', problem_img: [] });
  });

  it('answers a bad limit with the envelope, not a 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/operator/feedback?limit=5000',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).code).toBe(400100);
  });

  it('refuses every bearer token when no automation token is configured (operator accounts are the way in)', async () => {
    const plain = await buildTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/v1/operator/feedback', headers: { authorization: 'Bearer ' } });
      expect(response.statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/v1/operator/users/{uuid}/sessions/expire', () => {
  const expire = (uuid: string, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/operator/users/${uuid}/sessions/expire`,
      headers: authorization ? { authorization } : {},
    });
  const yachtsFollowed = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/yacht', headers: { 'access-token': token } });

  it('ends every login of the account: the next call answers 400208, other accounts keep theirs', async () => {
    const first = await loginAs(t.app);
    const second = await t.app.createLoginSession(first.user.id, 'test'); // the same account on a second device
    const other = await loginAs(t.app);
    expect(answerOf(await yachtsFollowed(first.token)).code).toBe(0);

    const response = await expire(first.uuid, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ code: 0, msg: '', data: { expired: 2 } });

    for (const who of [first, second]) {
      const refused = await yachtsFollowed(who.token);
      expect(refused.statusCode).toBe(401);
      expect(answerOf(refused).code).toBe(400208);
    }
    expect(answerOf(await yachtsFollowed(other.token)).code).toBe(0);
  });

  it('needs the operator credential and a known account, and changes nothing otherwise', async () => {
    const user = await loginAs(t.app);
    expect((await expire(user.uuid)).statusCode).toBe(401);
    expect((await expire(user.uuid, 'Bearer wrong')).statusCode).toBe(401);
    const unknown = await expire('00000000-0000-4000-8000-000000000000', `Bearer ${TOKEN}`);
    expect(unknown.statusCode).toBe(404);
    expect(bodyOf(unknown)).toEqual({ code: 400404, msg: 'There is no account with this id.', data: null });
    expect((await expire('not-a-uuid', `Bearer ${TOKEN}`)).statusCode).toBe(400);
    expect(answerOf(await yachtsFollowed(user.token)).code).toBe(0);
  });
});
