// The platform's answers: the site settings the pages read, uploaded pictures, and the operator's feedback list.
import { Type, type Static } from 'typebox';
import { DateTime } from './common';

export const FeedbackTypeSchema = Type.Object({ name: Type.String(), value: Type.Integer() });
export type FeedbackType = Static<typeof FeedbackTypeSchema>;

/** data of GET /api/v1/config/website. */
export const WebsiteConfigSchema = Type.Object({
  site_name: Type.String(),
  upload_config: Type.Object({
    pic_upload_file_type: Type.String({ description: 'Comma list of accepted extensions, e.g. "jpg,jpeg,png,webp"' }),
    pic_upload_max_size: Type.Integer({ description: 'Bytes per photo' }),
    pic_upload_max_count: Type.Integer({ description: 'Photos per feedback report and per upload call' }),
  }),
  feedback_types: Type.Array(FeedbackTypeSchema),
  feedback_image_required: Type.Boolean({ description: 'Whether a feedback report needs at least one photo' }),
});
export type WebsiteConfig = Static<typeof WebsiteConfigSchema>;

/** One item of data of POST /index/ajax/pic. */
export const UploadedPictureSchema = Type.Object({ url: Type.String({ examples: ['/uploads/2026/11/abc.jpg'] }) });
export type UploadedPicture = Static<typeof UploadedPictureSchema>;

/** A feedback report as the operator reads it. */
export const FeedbackReportRowSchema = Type.Object({
  id: Type.Integer(),
  feedback_type: Type.Integer(),
  feedback_advice: Type.String(),
  email: Type.String(),
  area_code: Type.String(),
  mobile: Type.String(),
  problem_img: Type.Array(Type.String()),
  created_at: DateTime(),
});
export type FeedbackReportRow = Static<typeof FeedbackReportRowSchema>;
