import type { FastifyInstance } from 'fastify';
import { SITE_NAME } from '@yachts/contracts/site';
import { UPLOAD_LIMITS } from './images';
import { ApiEnvelope } from '@yachts/contracts/wire/common';

export default async function siteConfigRoutes(app: FastifyInstance, options: { feedbackImageRequired: boolean }) {
  app.get(
    '/api/v1/config/website',
    {
      schema: {
        tags: ['site'],
        summary: 'Site settings the pages need: name, photo upload rules, feedback question types',
        response: {
          200: ApiEnvelope({
            type: 'object',
            required: ['site_name', 'upload_config', 'feedback_types', 'feedback_image_required'],
            properties: {
              site_name: { type: 'string' },
              upload_config: {
                type: 'object',
                required: ['pic_upload_file_type', 'pic_upload_max_size', 'pic_upload_max_count'],
                properties: {
                  pic_upload_file_type: { type: 'string', description: 'Comma list of accepted extensions' },
                  pic_upload_max_size: { type: 'integer', description: 'Bytes per photo' },
                  pic_upload_max_count: { type: 'integer', description: 'Photos per feedback report and per upload call' },
                },
              },
              feedback_image_required: { type: 'boolean', description: 'Whether a feedback report needs at least one photo' },
              feedback_types: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['name', 'value'],
                  properties: { name: { type: 'string' }, value: { type: 'integer' } },
                },
              },
            },
          }),
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
}
