// Deeply nested JSON bodies (json-depth.ts): 100,000 nested arrays overflowed the stack of the signature's
// canonical string on every signed POST, a 500 before login or signature (issue 30). Now a 400 in the route's envelope.
import { ErrorCode } from '@yachts/contracts/envelope';
import { signBody } from '@yachts/contracts/signing';
import { loginAs, startVisitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { postAs } from '../testing/requests';
import { JSON_DEPTH_MESSAGE, MAX_JSON_DEPTH, jsonDepthExceeds } from './json-depth';
import { answerOf, bodyOf } from '../testing/answers';

const t = fileApp();

/** `{"operation": [[[…"follow"…]]]}` with `levels` arrays, as raw JSON text. */
function nested(levels: number, fields: object = {}): string {
  const head = JSON.stringify(fields).slice(0, -1);
  return `${head}${head.length > 1 ? ',' : ''}"operation":${'['.repeat(levels)}"follow"${']'.repeat(levels)}}`;
}

describe('JSON nesting', () => {
  it('a signed POST nested 100,000 deep is a 400 in the /api/v1 envelope, never a 500', async () => {
    const member = await loginAs(t.app);
    const signed = signBody({});
    for (const url of ['/api/v1/yachts/new/1/follow', '/api/v1/topic/comment/praise/1']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'access-token': member.token },
        payload: nested(100_000, signed),
      });
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        400,
        { code: ErrorCode.BAD_REQUEST, msg: JSON_DEPTH_MESSAGE, data: null },
      ]);
    }
    // Nested objects too, and without any login or signature.
    const objects = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/yachts/new/1/follow',
      headers: { 'content-type': 'application/json' },
      payload: objects,
    });
    expect(anonymous.statusCode).toBe(400);
    expect(answerOf(anonymous).code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('a form-style POST nested 1,000 deep (within its 16 KB limit) is a 400 in the form envelope', async () => {
    const visitor = await startVisitor(t.app);
    const response = await postAs(t.app, visitor, '/side/message', nested(1_000, { __token__: visitor.token, content: 'hello' }), {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: JSON_DEPTH_MESSAGE, data: null });
  });

  it('a body at the limit goes on to its route, which answers it as before', async () => {
    const member = await loginAs(t.app);
    // The outer object is one level: MAX_JSON_DEPTH - 1 arrays inside it reach the limit exactly.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/yachts/new/1/follow',
      headers: { 'content-type': 'application/json', 'access-token': member.token },
      payload: nested(MAX_JSON_DEPTH - 1, signBody({})),
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(answerOf(response).msg).not.toBe(JSON_DEPTH_MESSAGE);
  });

  it('counts brackets outside strings only, escapes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ text: `\\"${'{'.repeat(1000)}` }))).toBe(false);
    expect(jsonDepthExceeds(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(false);
    expect(jsonDepthExceeds(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true);
    // Siblings do not add up: depth is nesting, not count.
    expect(jsonDepthExceeds(`[${'[],'.repeat(10_000)}[]]`)).toBe(false);
  });
});
