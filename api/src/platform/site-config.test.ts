// GET /api/v1/config/website: what the pages read before showing the feedback popup and the photo picker.
import { eq } from 'drizzle-orm';
import type { WebsiteConfig } from '@yachts/contracts/wire/platform';
import { feedbackReports, feedbackTypes } from '../db/schema';
import { seedReferenceData } from '../seed/seed';
import { buildTestApp, dialectUnderTest, postForm, startVisitor, type TestApp } from '../testing/helper';
import { bodyOf, dataOf, firstOf, like } from '../testing/answers';
import { apiReference, jsonBodyOf, operationOf } from '../testing/openapi';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEED: 'false' }); // reference data is there even without the demo content
});
afterAll(async () => {
  await t.close();
});

describe(`GET /api/v1/config/website (${dialectUnderTest})`, () => {
  it('answers the site name, the upload rules and the feedback question types', async () => {
    const response = await t.app.inject({ url: '/api/v1/config/website' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({
      code: 0,
      msg: '',
      data: {
        site_name: 'Yacht Harbour',
        upload_config: { pic_upload_file_type: 'jpg,jpeg,png,webp', pic_upload_max_size: 8 * 1024 * 1024, pic_upload_max_count: 5 },
        feedback_types: [
          { name: 'Website problem', value: 1 },
          { name: 'Wrong listing information', value: 2 },
          { name: 'Account and login', value: 3 },
          { name: 'Buying or selling a yacht', value: 4 },
          { name: 'Suggestion', value: 5 },
          { name: 'Other', value: 6 },
        ],
        feedback_image_required: false,
      },
    });
  });

  it('says feedback needs a photo when FEEDBACK_IMAGE_REQUIRED=true, and the feedback route enforces it', async () => {
    const strict = await buildTestApp({ SEED: 'false', FEEDBACK_IMAGE_REQUIRED: 'true' });
    try {
      const config = dataOf<WebsiteConfig>(await strict.app.inject({ url: '/api/v1/config/website' }));
      expect(config.feedback_image_required).toBe(true);
      const visitor = await startVisitor(strict.app);
      const report = { feedback_type: 1, feedback_advice: 'The map is blank', email: 'ada@example.com' };
      const refused = await postForm(strict.app, visitor, '/index/ajax/feedback', report);
      expect(refused.statusCode).toBe(400);
      expect(bodyOf(refused)).toMatchObject({ code: 0, msg: { problem_img: 'Please upload at least one image' } });
      expect(await strict.app.database.db.select().from(feedbackReports)).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('seeds the question types idempotently, keeping an operator’s renaming', async () => {
    const { db } = t.app.database;
    await db.update(feedbackTypes).set({ name: 'Problem with the website' }).where(eq(feedbackTypes.value, 1));
    await seedReferenceData(db);
    await seedReferenceData(db);
    const types = dataOf<WebsiteConfig>(await t.app.inject({ url: '/api/v1/config/website' })).feedback_types;
    expect(types).toHaveLength(6);
    expect(firstOf(types)).toEqual({ name: 'Problem with the website', value: 1 });
    await db.update(feedbackTypes).set({ name: 'Website problem' }).where(eq(feedbackTypes.value, 1)); // shared database on PostgreSQL
  });

  it('is listed in the API reference, with the form-style routes and their bodies', async () => {
    const spec = await apiReference(t.app);
    expect(Object.keys(spec.paths)).toEqual(
      like.arrayContaining([
        '/api/v1/config/website',
        '/api/index/test/gettoken',
        '/side/message',
        '/index/ajax/feedback',
        '/index/ajax/pic',
      ]),
    );
    const feedbackBody = jsonBodyOf(operationOf(spec, '/index/ajax/feedback', 'post'));
    expect(Object.keys(feedbackBody.properties ?? {})).toEqual(
      like.arrayContaining(['__token__', 'feedback_type', 'feedback_advice', 'email', 'area_code', 'mobile', 'problem_img']),
    );
    expect(Object.keys(operationOf(spec, '/index/ajax/pic', 'post').requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });
});
