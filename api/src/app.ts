// Builds the Fastify app: plugins -> repositories -> routes, in that order.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import accountGuardsPlugin from './plugins/account-guards';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import formStylePlugin from './plugins/form-style';
import mailerPlugin from './plugins/mailer';
import openapiPlugin from './plugins/openapi';
import pathIdsPlugin from './plugins/path-ids';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import signedCallsPlugin from './plugins/signed-calls';
import textInputPlugin from './plugins/text-input';
import visitorSessionPlugin from './plugins/visitor-session';
import repositoriesPlugin from './repositories';
import accountRoutes from './routes/account';
import catalogueRoutes from './routes/catalogue';
import communityRoutes from './routes/community';
import communityCommentRoutes from './routes/community-comments';
import communityReportRoutes from './routes/community-reports';
import devMailRoutes from './routes/dev-mail';
import enquiryRoutes from './routes/enquiries';
import feedbackRoutes from './routes/feedback';
import gatewayRoutes from './routes/gateway';
import healthRoutes from './routes/health';
import messageRoutes from './routes/messages';
import operatorRoutes from './routes/operator';
import operatorSellingRoutes from './routes/operator-selling';
import sellingRoutes from './routes/selling';
import sessionRoutes from './routes/session';
import siteConfigRoutes from './routes/site-config';
import uploadRoutes from './routes/uploads';
import userAreaRoutes from './routes/user-area';
import userAreaApiRoutes from './routes/user-area-api';

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // The database plugin creates a fresh PGlite database (3-5 s alone, several times that on a busy machine),
    // migrates and seeds it before the app may answer: fastify's default of 10 s per plugin is too short for that.
    pluginTimeout: 120_000,
    // Ajv coerces query strings to the declared types and fills defaults; unknown keys are refused.
    ajv: { customOptions: { coerceTypes: true, useDefaults: true, removeAdditional: false, allErrors: false } },
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { hstsMaxAge: config.hstsMaxAge });
  await app.register(textInputPlugin);
  await app.register(pathIdsPlugin);
  await app.register(openapiPlugin);
  await app.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    seed: config.seed,
    uploadsDir: config.uploadsDir,
  });
  await app.register(visitorSessionPlugin, { cookieSecure: config.cookieSecure });
  await app.register(rateLimitPlugin);
  await app.register(formStylePlugin, { appSecret: config.appSecret, dataDir: config.dataDir });
  await app.register(signedCallsPlugin);
  await app.register(repositoriesPlugin);
  await app.register(authPlugin, { cookieSecure: config.cookieSecure });
  const production = config.env === 'production';
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, outboxDir: config.mailOutboxDir, production });
  await app.register(accountGuardsPlugin, { appSecret: config.appSecret, dataDir: config.dataDir });

  await app.register(healthRoutes);
  await app.register(siteConfigRoutes, { feedbackImageRequired: config.feedbackImageRequired });
  await app.register(sessionRoutes);
  await app.register(messageRoutes);
  await app.register(feedbackRoutes, { feedbackImageRequired: config.feedbackImageRequired });
  await app.register(operatorRoutes, { operatorToken: config.operatorToken });
  await app.register(uploadRoutes, { uploadsDir: config.uploadsDir });
  await app.register(catalogueRoutes);
  await app.register(enquiryRoutes);
  await app.register(sellingRoutes);
  await app.register(operatorSellingRoutes, { operatorToken: config.operatorToken });
  await app.register(communityRoutes);
  await app.register(communityCommentRoutes);
  await app.register(communityReportRoutes);
  await app.register(accountRoutes);
  // The outbox shows e-mail codes: never served in production.
  if (!production) await app.register(devMailRoutes);
  await app.register(userAreaRoutes);
  await app.register(userAreaApiRoutes);
  await app.register(gatewayRoutes, { config });

  return app;
}
