// Builds the Fastify app: plugins -> repositories -> each area's routes, in that order.
import { conversationKeySecret } from './lib/conversations';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
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
import operatorsArea from './operators/routes';
import catalogueArea from './catalogue/routes';
import sellingArea from './selling/routes';
import communityArea from './community/routes';
import userArea from './user-area/routes';
import accountsArea from './accounts/routes';
import platformArea, { uploadStorageOf } from './platform/routes';
import jobWorkerPlugin from './platform/job-worker';
import lifecyclePlugin from './platform/lifecycle';
import mailQueuePlugin from './platform/mail-queue';
import listingFreshnessPlugin from './selling/listing-freshness';
import { listingLinkKey } from './selling/listing-link-token';
import alertJobsPlugin from './catalogue/saved-searches/alert-jobs';
import noticeMailsPlugin from './user-area/notice-mails';
import { unsubscribeKey } from './lib/unsubscribe-token';
import { resolveAppSecret } from './platform/app-secret';

/**
 * What a test may add that is no setting of the site: a PGlite dump an empty data directory starts from, and an
 * uploads directory holding the seed pictures drawn once per test run.
 */
export interface BuildOptions {
  pgliteTemplate?: string;
  seedPicturesDrawnIn?: string;
  /** Test apps compile a route's schemas on its first call (testing/lazy-schemas.ts); production compiles them all at start. */
  schemaController?: FastifyServerOptions['schemaController'];
}

export async function buildApp(config: Config, build: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Behind a balancer, the client's address from X-Forwarded-For, from the proxies TRUST_PROXY names only.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The database plugin creates a fresh PGlite database (3-5 s alone, several times that on a busy machine),
    // migrates and seeds it before the app may answer: fastify's default of 10 s per plugin is too short for that, and
    // two minutes were too short on a machine loaded to 30. A bound for a start that hangs, not a measure of one.
    pluginTimeout: 600_000,
    // Ajv coerces query strings to the declared types and fills defaults; unknown keys are refused.
    ajv: { customOptions: { coerceTypes: true, useDefaults: true, removeAdditional: false, allErrors: false } },
    ...(build.schemaController ? { schemaController: build.schemaController } : {}),
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
    seedPicturesDrawnIn: build.seedPicturesDrawnIn,
  });
  await app.register(visitorSessionPlugin, { cookieSecure: config.cookieSecure });
  await app.register(rateLimitPlugin, { store: config.rateLimitStore });
  await app.register(formStylePlugin, { appSecret: config.appSecret, dataDir: config.dataDir });
  await app.register(signedCallsPlugin);
  await app.register(repositoriesPlugin, { catalogueCache: config.catalogueCache, communityCache: config.communityCache });
  await app.register(authPlugin, { cookieSecure: config.cookieSecure });
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    outboxDir: config.mailOutboxDir,
    production: config.env === 'production',
  });
  await app.register(accountGuardsPlugin, { appSecret: config.appSecret, dataDir: config.dataDir });
  await app.register(jobWorkerPlugin, { pollMs: config.jobsPollMs });
  await app.register(mailQueuePlugin);
  const appSecret = resolveAppSecret({ appSecret: config.appSecret, dataDir: config.dataDir });
  const alertsKey = unsubscribeKey(appSecret);
  await app.register(alertJobsPlugin, { publicUrl: config.publicUrl, unsubscribeKey: alertsKey });
  await app.register(noticeMailsPlugin, { publicUrl: config.publicUrl, unsubscribeKey: alertsKey });
  await app.register(listingFreshnessPlugin, { publicUrl: config.publicUrl, linkKey: listingLinkKey(appSecret) });

  // Each area registers its own routes. The operators' guard (app.operatorOnly) comes first, as every area's
  // operator routes use it; the platform comes last, as its gateway answers every path no route before it took.
  await app.register(operatorsArea, { operatorToken: config.operatorToken, appSecret });
  const conversationSecret = conversationKeySecret(appSecret);
  await app.register(catalogueArea, { unsubscribeKey: alertsKey, conversationSecret, publicUrl: config.publicUrl });
  const uploadStorage = uploadStorageOf(config);
  await app.register(sellingArea, { storage: uploadStorage, feedAllowedHosts: config.feedAllowedHosts, publicUrl: config.publicUrl });
  await app.register(communityArea, { publicUrl: config.publicUrl });
  await app.register(userArea, { conversationSecret, publicUrl: config.publicUrl });
  await app.register(accountsArea);
  await app.register(platformArea, { config, storage: uploadStorage });

  return app;
}
