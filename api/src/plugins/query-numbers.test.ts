// A number in a query string has one spelling, decimal digits (query-numbers.ts): Ajv's coercion took `page=0x10`
// as page 16 (issue 30). Checked on routes of three areas, since the rule is the app's, not a route's.
import { ErrorCode } from '@yachts/contracts/envelope';
import { loginAs } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { numericQueryFields } from './query-numbers';
import { answerOf, bodyOf, dataOf } from '../testing/answers';

const t = fileApp();

const OTHER_SPELLINGS = ['0x10', '0X10', '0b1', '0o7', '1e1', '+1', '%201', '1%20', '%20', '01', '-0x1', 'Infinity'];

describe('query numbers', () => {
  it('refuses hex, binary, octal, exponents, signs, spaces and leading zeros with a 400 in the /api/v1 envelope', async () => {
    const urls = (value: string) => [
      `/api/v1/yachts/new?page=${value}`,
      `/api/v1/yachts/new?pageSize=${value}`,
      `/api/v1/yachts/idle?cabins=${value}`,
      `/api/v1/community/search?q=boat&page=${value}`,
    ];
    for (const value of OTHER_SPELLINGS) {
      for (const url of urls(value)) {
        const response = await t.app.inject({ url });
        expect([url, response.statusCode, answerOf(response).code, dataOf(response)]).toEqual([url, 400, ErrorCode.BAD_REQUEST, null]);
      }
    }
    // In the route's own words, as "page=abc" is answered.
    const hex = await t.app.inject({ url: '/api/v1/yachts/new?page=0x10' });
    expect(answerOf(hex).msg).toBe(answerOf(await t.app.inject({ url: '/api/v1/yachts/new?page=abc' })).msg);
  });

  it('refuses them for a login as well (the user area) and in decimal fields (lengths)', async () => {
    const member = await loginAs(t.app);
    const response = await t.app.inject({ url: '/api/v1/user/leaveMessage?page=0x10', headers: { 'access-token': member.token } });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: ErrorCode.BAD_REQUEST, data: null });
    for (const value of ['0x10', '1e1', '+12.5', '012.5', '12.']) {
      const length = await t.app.inject({ url: `/api/v1/yachts/new?lengthMin=${value}` });
      expect([value, length.statusCode]).toEqual([value, 400]);
    }
  });

  it('takes decimal digits as before', async () => {
    const member = await loginAs(t.app);
    for (const url of [
      '/api/v1/yachts/new?page=2&pageSize=5',
      '/api/v1/yachts/new?lengthMin=12.5&cabins=0',
      '/api/v1/community/search?q=boat&page=1',
    ]) {
      expect([url, (await t.app.inject({ url })).statusCode]).toEqual([url, 200]);
    }
    const own = await t.app.inject({ url: '/api/v1/user/leaveMessage?page=1&page_size=10', headers: { 'access-token': member.token } });
    expect(own.statusCode).toBe(200);
  });

  it('finds numbers in JSON Schema and TypeBox querystrings, unions included, and leaves text alone', () => {
    const fields = numericQueryFields({
      type: 'object',
      properties: {
        page: { type: 'integer' },
        length: { type: 'number' },
        either: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        text: { type: 'string' },
        digitsOrText: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
      },
    });
    expect(fields).toEqual(['page', 'length', 'either']);
  });
});
