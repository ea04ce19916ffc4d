import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Yacht marketplace API',
          version: '0.1.0',
          description:
            'Form-style calls answer {code: 1 ok | 0 failure, msg, data, token?}; /api/v1 calls answer {code: 0 ok | other, msg, data}. See docs/api.md in the repository.',
        },
      },
    });
    // Served from the package's own files: the reference works offline.
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);
