import type { FastifyInstance } from 'fastify';
import { TOKEN_PATH } from '@yachts/contracts/envelope';
import { FormEnvelope } from '@yachts/contracts/wire/common';
import { Type } from 'typebox';

export default function sessionRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  // This call starts everything else, so it must not fail on the way it is called: whatever body comes (none,
  // JSON, a form) is read up to a small limit and ignored. The parser applies to this plugin's routes only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));

  app.post(
    TOKEN_PATH,
    {
      config: { antiForgery: false },
      schema: {
        tags: ['session'],
        summary: 'Starts the visitor session (sid cookie) if needed and hands out an anti-forgery token',
        description:
          'Sets the HttpOnly `sid` cookie when the browser has none. The token is valid for 12 hours with this cookie; every form-style answer carries a fresh one.',
        response: { 200: FormEnvelope(Type.Null()) },
      },
    },
    async (request, reply) => {
      app.ensureVisitorSession(request, reply);
      return { code: 1, msg: '', data: null };
    },
  );
  done();
}
