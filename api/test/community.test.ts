// The community sections as the start-up seed makes them (issue 6 builds the community itself).
import { buildTestApp, dialectUnderTest, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
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
    // Three editorial topics and the two that seeded members wrote (seed/user-area-seed.ts).
    expect(body.data.items[0]).toMatchObject({ name: 'Cruising', topicCount: 5 });
  });
});
