// The platform's routes, registered last: health, config, session, side messages, feedback, the operator overview,
// uploads, consent, the dev outbox, the sitemaps and, at the very end, the gateway (its not-found handler answers
// every path no route before it took).
import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import healthRoutes from './health-routes';
import siteConfigRoutes from './site-config-routes';
import sessionRoutes from './session-routes';
import messageRoutes from './side-message-routes';
import feedbackRoutes from './feedback-routes';
import operatorRoutes from './operator-routes';
import uploadRoutes from './upload-routes';
import consentRoutes from './consent-routes';
import devMailRoutes from './dev-mail-routes';
import sitemapRoutes from './sitemap-routes';
import gatewayRoutes from './gateway-routes';
import { directoryStorage, s3Storage, type UploadStorage } from './upload-storage';

export interface PlatformAreaOptions {
  config: Config;
  /** Where uploads are kept (the app makes it once: stock feeds store the photos they fetch there too). */
  storage: UploadStorage;
}

/** The uploads store the configuration names: a directory, or S3-compatible object storage. */
export function uploadStorageOf(config: Config): UploadStorage {
  return config.uploadsStorage.kind === 's3' ? s3Storage(config.uploadsStorage) : directoryStorage(config.uploadsDir);
}

export default fp<PlatformAreaOptions>(
  async (app, { config, storage }) => {
    await app.register(healthRoutes);
    await app.register(siteConfigRoutes, { feedbackImageRequired: config.feedbackImageRequired });
    await app.register(sessionRoutes);
    await app.register(messageRoutes);
    await app.register(feedbackRoutes, { feedbackImageRequired: config.feedbackImageRequired });
    await app.register(operatorRoutes);
    await app.register(uploadRoutes, { uploadsDir: config.uploadsDir, storage });
    await app.register(consentRoutes, { cookieSecure: config.cookieSecure, publicUrl: config.publicUrl });
    // The outbox shows e-mail codes: never served in production.
    if (config.env !== 'production') await app.register(devMailRoutes);
    // Before the gateway: /robots.txt and the sitemaps are no page paths, which its not-found handler would answer.
    await app.register(sitemapRoutes, { publicUrl: config.publicUrl });
    await app.register(gatewayRoutes, { config });
  },
  { name: 'platform-area' },
);
