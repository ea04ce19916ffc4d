// Builds the Fastify app: plugins -> repositories -> routes, in that order.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import accountGuardsPlugin from './accounts/account-guards';
import authPlugin from './accounts/auth';
import compressionPlugin from './plugins/compression';
import serverTimingPlugin from './plugins/server-timing';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import formStylePlugin from './platform/form-style';
import jsonDepthPlugin from './plugins/json-depth';
import mailerPlugin from './platform/mailer';
import openapiPlugin from './plugins/openapi';
import pathIdsPlugin from './plugins/path-ids';
import queryNumbersPlugin from './plugins/query-numbers';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import signedCallsPlugin from './platform/signed-calls';
import textInputPlugin from './plugins/text-input';
import visitorSessionPlugin from './platform/visitor-session';
import repositoriesPlugin from './repositories';
import accountRoutes from './accounts/account-routes';
import catalogueRoutes from './catalogue/catalogue-routes';
import communityRoutes from './community/community-routes';
import communityCommentRoutes from './community/community-comment-routes';
import communityReportRoutes from './community/community-report-routes';
import communityModerationRoutes from './community/community-moderation-routes';
import secondLookRoutes from './community/second-look-routes';
import notificationHub from './user-area/notification-hub';
import notificationRoutes from './user-area/notification-routes';
import communityWritingRoutes from './community/community-writing-routes';
import communitySearchRoutes from './community/community-search-routes';
import devMailRoutes from './platform/dev-mail-routes';
import enquiryRoutes from './catalogue/enquiry-routes';
import searchFormRoute from './catalogue/search-form-route';
import consentRoutes from './platform/consent-routes';
import feedbackRoutes from './platform/feedback-routes';
import gatewayRoutes from './platform/gateway-routes';
import healthRoutes from './platform/health-routes';
import messageRoutes from './platform/side-message-routes';
import operatorRoutes from './platform/operator-routes';
import operatorAccessPlugin from './operators/operator-access';
import operatorAccountRoutes from './operators/operator-account-routes';
import memberRoutes from './operators/member-routes';
import exchangeRatesRoutes from './catalogue/exchange-rates/exchange-rates-routes';
import operatorSellingRoutes from './selling/operator-selling-routes';
import sellingRoutes from './selling/selling-routes';
import sessionRoutes from './platform/session-routes';
import siteConfigRoutes from './platform/site-config-routes';
import sitemapRoutes from './platform/sitemap-routes';
import uploadRoutes from './platform/upload-routes';
import userAreaRoutes from './user-area/user-area-routes';
import userAreaApiRoutes from './user-area/user-area-api-routes';
import jobWorkerPlugin from './platform/job-worker';
import lifecyclePlugin from './platform/lifecycle';
import mailQueuePlugin from './platform/mail-queue';
import { directoryStorage, s3Storage } from './platform/upload-storage';
import listingFreshnessPlugin from './selling/listing-freshness';
import { listingLinkKey } from './selling/listing-link-token';
import alertJobsPlugin from './catalogue/saved-searches/alert-jobs';
import noticeMailsPlugin from './user-area/notice-mails';
import savedSearchRoutes from './catalogue/saved-searches/saved-search-routes';
import { unsubscribeKey } from './lib/unsubscribe-token';
import { resolveAppSecret } from './platform/app-secret';

/** What a test may add that is no setting of the site: a PGlite dump to start an empty database from. */
export interface BuildOptions {
  pgliteTemplate?: string;
}

export async function buildApp(config: Config, build: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Behind a balancer, the client's address from X-Forwarded-For, from the proxies TRUST_PROXY names only.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The database plugin creates a fresh PGlite database (3-5 s alone, several times that on a busy machine),
    // migrates and seeds it before the app may answer: fastify's default of 10 s per plugin is too short for that.
    pluginTimeout: 120_000,
    // Ajv coerces query strings to the declared types and fills defaults; unknown keys are refused.
    ajv: { customOptions: { coerceTypes: true, useDefaults: true, removeAdditional: false, allErrors: false } },
  });

  await app.register(lifecyclePlugin);
  await app.register(errorsPlugin);
  await app.register(jsonDepthPlugin);
  await app.register(securityHeadersPlugin, { hstsMaxAge: config.hstsMaxAge });
  await app.register(serverTimingPlugin);
  await app.register(compressionPlugin);
  await app.register(textInputPlugin);
  await app.register(pathIdsPlugin);
  await app.register(queryNumbersPlugin);
  await app.register(openapiPlugin);
  await app.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    seed: config.seed,
    uploadsDir: config.uploadsDir,
    pgliteTemplate: build.pgliteTemplate,
  });
  await app.register(visitorSessionPlugin, { cookieSecure: config.cookieSecure });
  await app.register(rateLimitPlugin, { store: config.rateLimitStore });
  await app.register(formStylePlugin, { appSecret: config.appSecret, dataDir: config.dataDir });
  await app.register(signedCallsPlugin);
  await app.register(repositoriesPlugin, { catalogueCache: config.catalogueCache, communityCache: config.communityCache });
  await app.register(authPlugin, { cookieSecure: config.cookieSecure });
  const production = config.env === 'production';
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, outboxDir: config.mailOutboxDir, production });
  await app.register(accountGuardsPlugin, { appSecret: config.appSecret, dataDir: config.dataDir });
  await app.register(jobWorkerPlugin, { pollMs: config.jobsPollMs });
  await app.register(mailQueuePlugin);
  const alertsKey = unsubscribeKey(resolveAppSecret({ appSecret: config.appSecret, dataDir: config.dataDir }));
  await app.register(alertJobsPlugin, { publicUrl: config.publicUrl, unsubscribeKey: alertsKey });
  await app.register(noticeMailsPlugin, { publicUrl: config.publicUrl, unsubscribeKey: alertsKey });
  const appSecret = resolveAppSecret({ appSecret: config.appSecret, dataDir: config.dataDir });
  await app.register(listingFreshnessPlugin, { publicUrl: config.publicUrl, linkKey: listingLinkKey(appSecret) });

  await app.register(healthRoutes);
  await app.register(siteConfigRoutes, { feedbackImageRequired: config.feedbackImageRequired });
  await app.register(sessionRoutes);
  await app.register(messageRoutes);
  await app.register(feedbackRoutes, { feedbackImageRequired: config.feedbackImageRequired });
  await app.register(operatorAccessPlugin, { operatorToken: config.operatorToken });
  await app.register(operatorRoutes);
  await app.register(operatorAccountRoutes, { appSecret });
  await app.register(memberRoutes);
  const storage = config.uploadsStorage.kind === 's3' ? s3Storage(config.uploadsStorage) : directoryStorage(config.uploadsDir);
  await app.register(uploadRoutes, { uploadsDir: config.uploadsDir, storage });
  await app.register(catalogueRoutes);
  await app.register(searchFormRoute);
  await app.register(consentRoutes, { cookieSecure: config.cookieSecure, publicUrl: config.publicUrl });
  await app.register(enquiryRoutes);
  await app.register(sellingRoutes);
  await app.register(operatorSellingRoutes);
  await app.register(savedSearchRoutes, { unsubscribeKey: alertsKey });
  await app.register(exchangeRatesRoutes);
  await app.register(communityRoutes, { publicUrl: config.publicUrl });
  await app.register(communityCommentRoutes);
  await app.register(communityReportRoutes);
  await app.register(communityModerationRoutes);
  await app.register(secondLookRoutes);
  await app.register(notificationHub);
  await app.register(notificationRoutes);
  await app.register(communityWritingRoutes);
  await app.register(communitySearchRoutes);
  await app.register(accountRoutes);
  // The outbox shows e-mail codes: never served in production.
  if (!production) await app.register(devMailRoutes);
  await app.register(userAreaRoutes);
  await app.register(userAreaApiRoutes);
  // Before the gateway: /robots.txt and the sitemaps are no page paths, which its not-found handler would answer.
  await app.register(sitemapRoutes, { publicUrl: config.publicUrl });
  await app.register(gatewayRoutes, { config });

  return app;
}
