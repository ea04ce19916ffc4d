// A POST as a visitor's browser sends it, with the body exactly as the test gives it: for the tests of what the
// routes do with bodies the site's own clients never send (no token, another content type, a malformed body).
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Visitor } from './helper';

/** POST `payload` to `url` from `visitor`'s address with its sid cookie, and `headers` beside it. */
export function postAs(
  app: FastifyInstance,
  visitor: Visitor,
  url: string,
  payload: InjectOptions['payload'],
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: visitor.remoteAddress,
    headers: { cookie: visitor.cookie, ...headers },
    payload,
  });
}
