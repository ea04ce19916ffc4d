// Who a page view is from, for the listings' figures (decision 045): crawlers and tools are not visitors, and a
// visitor is their session (its hash), or, before the first answer gave them one, their address and browser hashed
// together, so a first visit counts once too.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { hashSid } from './sid-hash';

/** User agents of crawlers, link previews and scripts (a browser's never match). */
const NOT_A_VISITOR =
  /bot\b|bot\/|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|mediapartners|lighthouse|pagespeed|curl\/|wget\/|python-requests|httpclient|okhttp|go-http-client|axios\/|node-fetch|autocannon/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || NOT_A_VISITOR.test(userAgent);
}

/** The visitor a view counts for, or null for a crawler or a tool. */
export function viewerOf(request: FastifyRequest): string | null {
  const agent = request.headers['user-agent'];
  if (isCrawler(agent)) return null;
  if (request.visitorSid) return hashSid(request.visitorSid);
  return crypto
    .createHash('sha256')
    .update(`anon:${request.ip}:${agent ?? ''}`)
    .digest('hex');
}
