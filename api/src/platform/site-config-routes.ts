import type { FastifyInstance } from 'fastify';
import { SITE_API, SITE_NAME } from '@yachts/contracts/site';
import { UPLOAD_LIMITS } from './images';
import { ApiEnvelope } from '@yachts/contracts/wire/common';
import { WebsiteConfigSchema } from '@yachts/contracts/wire/platform';

export default function siteConfigRoutes(app: FastifyInstance, options: { feedbackImageRequired: boolean }, done: () => void): void {
  app.get(
    SITE_API.websiteConfig,
    {
      schema: {
        tags: ['site'],
        summary: 'Site settings the pages need: name, photo upload rules, feedback question types',
        response: {
          200: ApiEnvelope(WebsiteConfigSchema),
        },
      },
    },
    async () => {
      const feedbackTypes = await app.repositories.feedback.listTypes();
      return {
        code: 0,
        msg: '',
        data: {
          site_name: SITE_NAME,
          upload_config: {
            pic_upload_file_type: UPLOAD_LIMITS.fileTypes.join(','),
            pic_upload_max_size: UPLOAD_LIMITS.maxFileBytes,
            pic_upload_max_count: UPLOAD_LIMITS.maxFiles,
          },
          feedback_types: feedbackTypes,
          feedback_image_required: options.feedbackImageRequired,
        },
      };
    },
  );
  done();
}
