import { buildTestApp, dialectUnderTest, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`GET /api/v1/yachts/new (${dialectUnderTest})`, () => {
  it('lists the seeded yachts newest first with the total', async () => {
    const response = await t.app.inject({ url: '/api/v1/yachts/new?pageSize=5' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(38);
    expect(body.data.items).toHaveLength(5);
    expect(body.data.items[0]).toMatchObject({
      builder: 'Beneteau',
      model: 'Oceanis 40.1',
      type: 'sail',
      lengthM: 11.98,
      basePrice: 289000,
      currency: 'EUR',
    });
  });

  it('pages without overlap', async () => {
    const first = (await t.app.inject({ url: '/api/v1/yachts/new?page=1&pageSize=10' })).json().data.items.map((y: { id: number }) => y.id);
    const second = (await t.app.inject({ url: '/api/v1/yachts/new?page=2&pageSize=10' }))
      .json()
      .data.items.map((y: { id: number }) => y.id);
    expect(second).toHaveLength(10);
    expect(first.filter((id: number) => second.includes(id))).toEqual([]);
  });

  it('answers a page past the end with an empty list', async () => {
    const body = (await t.app.inject({ url: '/api/v1/yachts/new?page=99' })).json();
    expect(body.code).toBe(0);
    expect(body.data.items).toEqual([]);
  });

  it.each([
    ['page=0', 'page must be >= 1'],
    ['page=abc', 'page must be integer'],
    ['pageSize=61', 'pageSize must be <= 60'],
    ['sort=price', 'must NOT have additional properties'],
  ])('refuses %s with a clear message in the envelope', async (query, message) => {
    const response = await t.app.inject({ url: `/api/v1/yachts/new?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400100, msg: expect.stringContaining(message), data: null });
  });
});

describe(`GET /api/v1/community/modules (${dialectUnderTest})`, () => {
  it('lists the sections in their order with topic counts', async () => {
    const body = (await t.app.inject({ url: '/api/v1/community/modules' })).json();
    expect(body.code).toBe(0);
    expect(body.data.items.map((m: { slug: string }) => m.slug)).toEqual([
      'cruising',
      'buying-and-selling',
      'maintenance',
      'racing',
      'destinations',
      'motor-yachts',
    ]);
    expect(body.data.items[0]).toMatchObject({ name: 'Cruising', topicCount: 3 });
  });
});

describe('GET /health', () => {
  it('answers with the database in use', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: dialectUnderTest });
  });
});
