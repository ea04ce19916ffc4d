// The cookie banner's choice as a plain form POST (decision 034): a press made before the page's script is running
// posts here; the answer sets the userConsent cookie exactly as the page would (365 days) and sends the browser back
// to the page it came from, where the server draws the page with the choice made.
//
// Anti-forgery: the banner is drawn into pages every visitor shares, before any visitor session exists, so it
// carries no token. A cross-site form must still not be able to record a choice for the visitor (consent has to be
// the visitor's own), so the browser's own word on where the form came from decides: `Sec-Fetch-Site` must say
// same-origin, or, from a browser that does not send it, `Origin` must be this site. A request with neither comes
// from no browser and so from no forged page (the rule of OWASP's "verifying origin with standard headers").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONSENT_CHOICE_PATH,
  CONSENT_FIELDS,
  CONSENT_MAX_AGE_DAYS,
  COOKIES,
  PREFERENCE_COOKIES,
  PREFERENCE_MAX_AGE_SECONDS,
  isConsentValue,
} from '@yachts/contracts/cookies';
import { HttpError } from '../lib/http-error';

export interface ConsentRouteOptions {
  cookieSecure: boolean;
  /** The site's public origin. */
  publicUrl: string;
}

/** The form is two fields; anything longer is not this form. */
const BODY_LIMIT = 4096;
/** A setting's value as the site writes it (a unit or a currency code). */
const PREFERENCE_VALUE = /^[A-Za-z]{1,8}$/;
export const CROSS_SITE_MESSAGE = 'This choice can only be made on the site itself.';
export const CHOICE_MESSAGE = 'Please choose to accept or refuse cookies.';

/** A path of this site to send the browser back to; anything else (another site, a scheme) is the home page. */
export function returnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return '/';
  return value;
}

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Whether the browser says the form came from this site (see the head of this file). */
export function isSameOriginForm(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === new URL(publicUrl).origin || origin === requestOrigin(request);
  return true;
}

export default function consentRoutes(app: FastifyInstance, options: ConsentRouteOptions, done: () => void): void {
  // What a form sends; this plugin's routes only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post<{ Body: Record<string, string> | undefined }>(
    CONSENT_CHOICE_PATH,
    {
      // The origin check below stands in for the token (see the head of this file).
      config: { antiForgery: false },
      schema: {
        tags: ['gateway'],
        summary: "The cookie banner's choice without JavaScript: sets userConsent and answers 303 to the page it came from",
        consumes: ['application/x-www-form-urlencoded'],
      },
    },
    async (request, reply) => {
      if (!isSameOriginForm(request, options.publicUrl)) throw new HttpError(403, CROSS_SITE_MESSAGE);
      const body = request.body ?? {};
      const choice = body[CONSENT_FIELDS.choice];
      if (!isConsentValue(choice)) throw new HttpError(400, CHOICE_MESSAGE);
      const cookie = { path: '/', sameSite: 'lax' as const, secure: options.cookieSecure };
      reply.setCookie(COOKIES.consent, choice, { ...cookie, maxAge: CONSENT_MAX_AGE_DAYS * 24 * 60 * 60 });
      // The page it goes back to was answered just now: its banner stays hidden, as after a press on a live page.
      reply.setCookie(COOKIES.consentJustChosen, '1', { ...cookie, maxAge: 60 });
      // The visitor's settings last a year with consent and the browser session without, as the page writes them.
      for (const name of PREFERENCE_COOKIES) {
        const value = request.cookies[name];
        if (value === undefined || !PREFERENCE_VALUE.test(value)) continue;
        reply.setCookie(name, value, choice === 'accepted' ? { ...cookie, maxAge: PREFERENCE_MAX_AGE_SECONDS } : cookie);
      }
      return reply.redirect(returnPath(body[CONSENT_FIELDS.returnTo]), 303);
    },
  );
  done();
}
