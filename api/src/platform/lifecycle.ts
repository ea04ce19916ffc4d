// Where the instance is in its life (decision 031): serving, or draining before a shutdown. While draining, /ready
// answers 503 so a balancer stops sending new requests; the requests already here are answered as usual.
import fp from 'fastify-plugin';

export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  (app, _options, done) => {
    app.decorate('lifecycle', { draining: false } satisfies Lifecycle);
    done();
  },
  { name: 'lifecycle' },
);
