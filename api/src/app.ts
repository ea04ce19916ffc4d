// Builds the Fastify app: plugins -> repositories -> routes, in that order.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import repositoriesPlugin from './repositories';
import catalogueRoutes from './routes/catalogue';
import communityRoutes from './routes/community';
import gatewayRoutes from './routes/gateway';
import healthRoutes from './routes/health';

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
  await app.register(repositoriesPlugin);

  await app.register(healthRoutes);
  await app.register(catalogueRoutes);
  await app.register(communityRoutes);
  await app.register(gatewayRoutes, { config });

  return app;
}
