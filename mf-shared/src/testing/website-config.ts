// Test support: the site's config call (docs/product.md §7C) as the api answers it, for pages that upload pictures.
import { SITE_API } from '@yachts/contracts/site';
import type { WebsiteConfig } from '@yachts/contracts/wire/platform';
import { apiOk, type FakeServer } from './fake-server';

/** Three formats allowed (webp not among them), 8 MB a picture, at most `maxCount` pictures. */
export function websiteConfig(maxCount: number): WebsiteConfig {
  return {
    site_name: 'Yacht Harbour',
    upload_config: { pic_upload_file_type: 'jpg,jpeg,png', pic_upload_max_size: 8 * 1024 * 1024, pic_upload_max_count: maxCount },
    feedback_types: [],
    feedback_image_required: false,
  };
}

/** Scripts the config call on `server` with `websiteConfig(maxCount)`. */
export function answerWebsiteConfig(server: FakeServer, maxCount: number): void {
  server.on('GET', SITE_API.websiteConfig, apiOk(websiteConfig(maxCount)));
}
