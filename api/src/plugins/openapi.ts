import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The body of a form-style route, for the reference only. Such bodies are validated by the handler with the
     * schemas of @yachts/contracts/validation (the docs/product.md §5 messages, field by field), not by Fastify's Ajv,
     * which would answer in its own words and coerce 42 into "42".
     */
    formBody?: unknown;
  }
}

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Yacht marketplace API',
          version: '0.1.0',
          description:
            'Form-style calls (every POST outside /api/v1) carry `__token__` (from POST /api/index/test/gettoken or any earlier answer) and answer {code: 1 ok | 0 failure, msg, data, token}; msg is text, or field -> message when a form is invalid. /api/v1 calls answer {code: 0 ok | other, msg, data}; signed POSTs add timestamp, echostr and sign to the body.',
        },
        // The scheme operator routes name in `security`; without it the reference cannot be built once they exist.
        components: {
          securitySchemes: {
            operator: { type: 'http', scheme: 'bearer', description: 'OPERATOR_TOKEN; operator routes exist only when it is set' },
          },
        },
      },
      transform: ({ schema, url }) => {
        if (!schema || !('formBody' in schema)) return { schema, url };
        const { formBody, ...rest } = schema;
        return { schema: { ...rest, body: formBody }, url };
      },
    });
    // Served from the package's own files: the reference works offline.
    // Its own policy with the hashes of its inline scripts; framing is refused like every other page. The package's
    // policy says `frame-ancestors 'self'`: that directive is replaced, not followed by a second one (a policy with
    // two of a directive is malformed, and browsers keep the first, which allowed framing by the site itself).
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      transformStaticCSP: refuseFraming,
    });
  },
  { name: 'openapi' },
);

/** The policy with one `frame-ancestors 'none'` in place of whatever frame-ancestors it had. */
export function refuseFraming(policy: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^frame-ancestors(\s|$)/i.test(directive));
  return [...directives, "frame-ancestors 'none'"].join('; ');
}
