// Every number the api reads, at and past the bounds of the types that hold it: a PostgreSQL integer (ids, types,
// counts), a JavaScript safe integer, a double. Whatever a form, a link or a script sends, the answer is a sentence
// (4xx) or a page, never a 500 from a value the database cannot hold.
import { ErrorCode } from '@yachts/contracts/envelope';
import { SellIdleSchema } from '@yachts/contracts/selling-schemas';
import { PATH_ID_MESSAGES } from '../plugins/path-ids';
import { YachtFixtures } from '../catalogue/catalogue-support';
import { dialectUnderTest, loginAs, startVisitor, type LoggedIn } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { OPERATOR_TOKEN } from '../selling/selling-support';
import { bodyOf } from '../testing/answers';

const t = fileApp();

/** At and past each bound, as a number and as the digits a form or an address carries. */
const EDGES: unknown[] = [
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  '9007199254740993',
  1e308,
  -1,
  0,
  1.5,
  '2147483648',
  '99999999999999999999',
  '1e400',
  '-0',
];

/** The numeric fields of the bodies; the reference names more of them (see below). */
const NUMERIC_FIELDS = [
  'id',
  'ids',
  'cid',
  'yacht_id',
  'module_id',
  'topic_id',
  'article_id',
  'comment_id',
  'feedback_type',
  'page',
  'page_size',
  'pageSize',
  'limit',
  // The sell forms' numbers (year, length, price, …), as the contracts' schema types them.
  ...Object.entries(SellIdleSchema.describe().fields)
    .filter(([, field]) => field.type === 'number')
    .map(([name]) => name),
];

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: unknown; items?: { type?: unknown } }> } }> };
}
type Spec = { paths: Record<string, Record<string, Operation>> };

function numericIn(operation: Operation): string[] {
  const properties = Object.values(operation.requestBody?.content ?? {})[0]?.schema?.properties ?? {};
  return Object.entries(properties)
    .filter(([, schema]) => /integer|number/.test(JSON.stringify([schema.type, schema.items?.type])))
    .map(([name]) => name);
}

describe(`numbers at the bounds of their types (${dialectUnderTest})`, () => {
  let spec: Spec;
  beforeAll(async () => {
    spec = bodyOf<Spec>(await t.app.inject({ url: '/docs/json' }));
  });

  /** GETs change nothing: one member reads them all (a login each costs a password hash); each has its own visitor. */
  let reader: Promise<LoggedIn> | null = null;
  async function send(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
    const member = method === 'GET' ? await (reader ??= loginAs(t.app)) : await loginAs(t.app);
    const visitor = await startVisitor(t.app);
    return t.app.inject({
      method,
      url,
      remoteAddress: visitor.remoteAddress,
      headers: { cookie: `${visitor.cookie}; ${member.cookie}`, 'access-token': member.token, authorization: `Bearer ${OPERATOR_TOKEN}` },
      ...(payload ? { payload: { __token__: visitor.token, ...payload } } : {}),
    });
  }

  it('no POST body answers 500 when every numeric field is at or past a bound', async () => {
    const posts = Object.entries(spec.paths).filter(([, operations]) => 'post' in operations);
    expect(posts.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const [path, operations] of posts) {
      const names = [...new Set([...NUMERIC_FIELDS, ...numericIn(operations.post!)])];
      const url = path.replace(/\{uuid\}/g, '00000000-0000-4000-8000-000000000000').replace(/\{\w+\}/g, '1');
      for (const edge of EDGES) {
        const payload = Object.fromEntries(names.map((name) => [name, name === 'ids' ? [edge] : edge]));
        const response = await send('POST', url, payload);
        if (response.statusCode >= 500) failures.push(`POST ${url} ${JSON.stringify(edge)}: ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('no path id at or past a bound answers 500', async () => {
    const failures: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      if (!/\{(id|cid)\}/.test(path)) continue;
      for (const method of Object.keys(operations).filter((m) => m === 'get' || m === 'post')) {
        for (const edge of EDGES) {
          const url = path.replace(/\{(id|cid)\}/g, encodeURIComponent(String(edge))).replace(/\{\w+\}/g, '1');
          const response = await send(method.toUpperCase() as 'GET' | 'POST', url, method === 'post' ? { operation: 'follow' } : undefined);
          if (response.statusCode >= 500) failures.push(`${method} ${url}: ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('no query parameter of a GET at or past a bound answers 500', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      const get = operations.get;
      const query = (get?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      if (!get || query.length === 0 || /\{\w+\}/.test(path)) continue;
      for (const edge of EDGES) {
        // Each parameter alone (a text filter beside a bad number must not hide it), then all at once.
        const sets = [...query.map((name) => [name]), query];
        for (const names of sets) {
          const search = new URLSearchParams(names.map((name): [string, string] => [name, String(edge)]));
          const response = await send('GET', `${path}?${search.toString()}`);
          checked += 1;
          if (response.statusCode >= 500) failures.push(`GET ${path}?${search.toString()}: ${response.body}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });

  it('a path id has one spelling: another spelling of a real id ("0x10", "+1", "01", " 1", "1e1") is a 404', async () => {
    const yacht = await new YachtFixtures(t.app).add('new');
    const id = yacht.id;
    expect((await t.app.inject({ url: `/api/v1/yachts/new/${id}` })).statusCode).toBe(200);
    const spellings = [`0x${id.toString(16)}`, `+${id}`, `0${id}`, `%20${id}`, `${id}.0`, `${id / 10}e1`];
    for (const spelling of spellings) {
      for (const tail of ['', '/similar']) {
        const response = await t.app.inject({ url: `/api/v1/yachts/new/${spelling}${tail}` });
        expect([spelling, tail, response.statusCode, response.json()]).toEqual([
          spelling,
          tail,
          404,
          { code: ErrorCode.NOT_FOUND, msg: PATH_ID_MESSAGES.otherSpelling, data: null },
        ]);
      }
      const follow = await send('POST', `/api/v1/yachts/new/${spelling}/follow`, { operation: 'follow' });
      expect([spelling, follow.statusCode]).toEqual([spelling, 404]);
    }
  });
});
