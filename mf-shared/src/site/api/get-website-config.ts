// GET /api/v1/config/website: upload rules and the feedback question types (docs/product.md §3, §7C).
import { SITE_API } from '@yachts/contracts/site';
import type { WebsiteConfig } from '@yachts/contracts/wire/platform';
import { apiGet } from '../../api/api-client';

export type { FeedbackType, WebsiteConfig } from '@yachts/contracts/wire/platform';

let cached: Promise<WebsiteConfig> | null = null;

/** Read once per page; a failure is not cached, so the next opening tries again. */
export function getWebsiteConfig(): Promise<WebsiteConfig> {
  cached ??= apiGet<WebsiteConfig>(SITE_API.websiteConfig).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
