// Test apps compile a route's validators and serializers when the route is first called, not all of them at start-up.
// A test file calls a few of the api's ~200 routes, but fastify compiles every route's schemas (Ajv and
// fast-json-stringify) when the app gets ready: about a tenth of the api suite's processor time (decision 046). The
// compilers are fastify's own defaults, with the app's own Ajv options; only when they run changes. Production and the
// tests that start the real server (server-process.test.ts, the e2e suite) keep compiling everything at start-up, so
// a schema that cannot compile still stops a start.
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Compile = (route: unknown) => (...args: unknown[]) => unknown;
type Factory = (externalSchemas: unknown, options: unknown) => Compile;

// fastify's own compilers, resolved from fastify itself so that they are the versions it would use.
const fromFastify = createRequire(require.resolve('fastify'));
const defaultValidators = (fromFastify('@fastify/ajv-compiler') as () => Factory)();
const defaultSerializers = (fromFastify('@fastify/fast-json-stringify-compiler') as () => Factory)();

/**
 * A compiled function that is compiled on its first call. Fastify reads an Ajv validator's `errors` after a failed
 * call and its `schemaEnv` before one (to let Ajv coerce a root value); both are read from the compiled function.
 */
function lazily(compile: Compile, route: unknown) {
  let compiled: ((...args: unknown[]) => unknown) | null = null;
  const real = () => (compiled ??= compile(route));
  const call = (...args: unknown[]) => real()(...args);
  Object.defineProperty(call, 'errors', { get: () => (real() as { errors?: unknown }).errors });
  Object.defineProperty(call, 'schemaEnv', { get: () => (real() as { schemaEnv?: unknown }).schemaEnv });
  return call;
}

const lazyFactory =
  (factory: Factory): Factory =>
  (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => lazily(compile, route);
  };

/** The schema controller of a test app: fastify's compilers, run on a route's first call. */
export const lazySchemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator: lazyFactory(defaultValidators) as never,
    buildSerializer: lazyFactory(defaultSerializers) as never,
  },
};
