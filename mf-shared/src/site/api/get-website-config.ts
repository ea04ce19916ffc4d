// GET /api/v1/config/website: upload rules and the feedback question types (docs/product.md §3, §7C).
import { apiGet } from '../../api/api-client';

export interface FeedbackType {
  name: string;
  value: number;
}

export interface WebsiteConfig {
  site_name: string;
  upload_config: {
    /** Comma list of allowed image extensions, e.g. "jpg,jpeg,png,webp". */
    pic_upload_file_type: string;
    pic_upload_max_size?: number;
    pic_upload_max_count?: number;
  };
  feedback_types: FeedbackType[];
  /** Whether the feedback popup asks for at least one photo (product rules §5 "when configured"). */
  feedback_image_required?: boolean;
}

let cached: Promise<WebsiteConfig> | null = null;

/** Read once per page; a failure is not cached, so the next opening tries again. */
export function getWebsiteConfig(): Promise<WebsiteConfig> {
  cached ??= apiGet<WebsiteConfig>('/api/v1/config/website').catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
