// Builds the Fastify app: plugins -> repositories -> routes, in that order.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import formStylePlugin from './plugins/form-style';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import signedCallsPlugin from './plugins/signed-calls';
import visitorSessionPlugin from './plugins/visitor-session';
import repositoriesPlugin from './repositories';
import catalogueRoutes from './routes/catalogue';
import communityRoutes from './routes/community';
import feedbackRoutes from './routes/feedback';
import gatewayRoutes from './routes/gateway';
import healthRoutes from './routes/health';
import messageRoutes from './routes/messages';
import operatorRoutes from './routes/operator';
import sessionRoutes from './routes/session';
import siteConfigRoutes from './routes/site-config';
import uploadRoutes from './routes/uploads';

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Ajv coerces query strings to the declared types and fills defaults; unknown keys are refused.
    ajv: { customOptions: { coerceTypes: true, useDefaults: true, removeAdditional: false, allErrors: false } },
  });

  await app.register(errorsPlugin);
  await app.register(openapiPlugin);
  await app.register(databasePlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir, seed: config.seed });
  await app.register(visitorSessionPlugin, { cookieSecure: config.cookieSecure });
  await app.register(rateLimitPlugin);
  await app.register(formStylePlugin, { appSecret: config.appSecret, dataDir: config.dataDir });
  await app.register(signedCallsPlugin);
  await app.register(repositoriesPlugin);

  await app.register(healthRoutes);
  await app.register(siteConfigRoutes);
  await app.register(sessionRoutes);
  await app.register(messageRoutes);
  await app.register(feedbackRoutes);
  await app.register(operatorRoutes, { operatorToken: config.operatorToken });
  await app.register(uploadRoutes, { uploadsDir: config.uploadsDir });
  await app.register(catalogueRoutes);
  await app.register(communityRoutes);
  await app.register(gatewayRoutes, { config });

  return app;
}
