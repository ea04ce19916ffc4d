import type { FastifyInstance } from 'fastify';
import { FeedbackReportSchema, MESSAGES } from '@yachts/contracts/validation';
import { validateForm } from '../lib/form-validation';
import { HttpError } from '../lib/http-error';
import { hashSid } from './visitor-sid';
import { requireVisitorSid } from './form-style';
import { FormEnvelope, FormFailureSchema } from '@yachts/contracts/wire/common';
import { Type } from 'typebox';
import { formBodyOf } from '../lib/form-body';
import { UPLOADS_PREFIX } from '../lib/upload-paths';

export const FEEDBACK_LIMIT = { max: 5, timeWindow: '10 minutes' };
export const UNKNOWN_IMAGE_MESSAGE = 'One of the photos was not found. Please upload it again.';

export default function feedbackRoutes(app: FastifyInstance, options: { feedbackImageRequired: boolean }, done: () => void): void {
  app.post(
    '/index/ajax/feedback',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: FEEDBACK_LIMIT },
      schema: {
        tags: ['messages'],
        summary: 'A feedback report from the feedback popup (form-style)',
        description:
          'problem_img holds URLs returned by POST /index/ajax/pic in this visitor session; at least one when ' +
          'feedback_image_required of GET /api/v1/config/website is true.',
        formBody: formBodyOf(FeedbackReportSchema),
        response: { 200: FormEnvelope(Type.Null()), '4xx': FormFailureSchema },
      },
    },
    async (request) => {
      const sidHash = hashSid(requireVisitorSid(request));
      const report = validateForm(FeedbackReportSchema, request.body);
      if (!(await app.repositories.feedback.typeExists(report.feedback_type))) {
        throw new HttpError(400, { feedback_type: MESSAGES.feedbackType });
      }

      const imageUrls = [...new Set(report.problem_img)];
      if (options.feedbackImageRequired && imageUrls.length === 0) throw new HttpError(400, { problem_img: MESSAGES.feedbackImage });
      const paths = imageUrls.map((url) => (url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null));
      const known = paths.every((p) => p !== null) ? await app.repositories.uploads.pathsOwnedBy(paths, sidHash) : [];
      if (known.length !== imageUrls.length) throw new HttpError(400, { problem_img: UNKNOWN_IMAGE_MESSAGE });

      await app.repositories.feedback.createReport({
        feedbackType: report.feedback_type,
        advice: report.feedback_advice,
        email: report.email,
        areaCode: report.area_code,
        mobile: report.mobile,
        imageUrls,
        sidHash,
      });
      return { code: 1, msg: 'Thank you for your feedback.', data: null };
    },
  );
  done();
}
