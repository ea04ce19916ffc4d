// A dealer's leads sent to their CRM (decision 045): the owner registers an address and gets a signing key once; each
// new conversation about their listings becomes a job that POSTs the lead as JSON (LeadPayload), signed like
// `t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`, through the same address rules as feeds (no private networks, the
// checked address pinned, no redirect followed). A refusal throws, so the job queue sends it again later.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { DEALER_FEEDS_MESSAGES } from '@yachts/contracts/dealer-feeds';
import { DEALER_LEADS_API, DEALER_LEADS_MESSAGES, LEAD_SIGNATURE_HEADER, type LeadPayload } from '@yachts/contracts/dealer-leads';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { ApiEnvelope, ErrorEnvelopeSchema, Nullable, SignedBody } from '@yachts/contracts/wire/common';
import { insertAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { JOB_KINDS } from '../../lib/job-queue';
import { isWebAddress } from '../feeds/feed-listing';
import { safePost } from '../feeds/safe-fetch';

export interface LeadWebhookOptions {
  publicUrl: string;
  allowPrivateHosts: readonly string[];
}

const WebhookSchema = Type.Object({ url: Type.String(), secret: Nullable(Type.String({ description: 'Only in the answer that set it' })) });

/** The signature header's value for a body at a time. */
export function leadSignature(secret: string, body: string, at: number): string {
  return `t=${at},v1=${crypto.createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
}

export default function leadWebhook(app: FastifyInstance, options: LeadWebhookOptions, done: () => void): void {
  const { dealerWorkspace, leads } = app.repositories;
  const { db } = app.database;

  async function ownerOf(request: Parameters<FastifyInstance['requireUser']>[0]) {
    const user = await app.requireUser(request);
    const membership = await dealerWorkspace.membershipOf(user.id);
    if (!membership) throw new HttpError(404, DEALER_FEEDS_MESSAGES.notDealer, ErrorCode.NOT_FOUND);
    if (membership.role !== 'owner') throw new HttpError(403, DEALER_LEADS_MESSAGES.ownerOnly, ErrorCode.FORBIDDEN);
    return { ...membership, user };
  }

  app.get(
    DEALER_LEADS_API.webhook,
    {
      schema: {
        tags: ['selling'],
        summary: 'Where the dealer’s leads are sent (the owner)',
        response: { 200: ApiEnvelope(Nullable(WebhookSchema)), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const member = await ownerOf(request);
      const url = await leads.webhookOf(member.dealerId);
      return { code: ErrorCode.OK, msg: 'ok', data: url ? { url, secret: null } : null };
    },
  );

  app.post<{ Body: { url?: unknown } }>(
    DEALER_LEADS_API.webhook,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['selling'],
        summary: 'Sends each new lead to this address as signed JSON (signed; the owner); answers a new signing key, once',
        body: SignedBody({ url: Type.Optional(Type.Unsafe<unknown>({ description: 'http(s) address' })) }),
        response: { 200: ApiEnvelope(WebhookSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const member = await ownerOf(request);
      const { url } = request.body;
      if (typeof url !== 'string' || url.length > 2000 || !isWebAddress(url.trim())) throw new HttpError(400, DEALER_LEADS_MESSAGES.url);
      const secret = crypto.randomBytes(32).toString('hex');
      await leads.setWebhook(member.dealerId, url.trim(), secret);
      await insertAudit(db, {
        actorUserId: member.user.id,
        actor: member.user.email,
        action: 'dealer.webhook-set',
        targetKind: 'dealer',
        targetId: String(member.dealerId),
      });
      return { code: ErrorCode.OK, msg: DEALER_LEADS_MESSAGES.saved, data: { url: url.trim(), secret } };
    },
  );

  app.post(
    DEALER_LEADS_API.removeWebhook,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['selling'],
        summary: 'Stops sending leads (signed; the owner)',
        body: SignedBody({}),
        response: { 200: ApiEnvelope(Type.Null()), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const member = await ownerOf(request);
      await leads.setWebhook(member.dealerId, null, null);
      await insertAudit(db, {
        actorUserId: member.user.id,
        actor: member.user.email,
        action: 'dealer.webhook-remove',
        targetKind: 'dealer',
        targetId: String(member.dealerId),
      });
      return { code: ErrorCode.OK, msg: 'ok', data: null };
    },
  );

  leadJob(app, options);
  done();
}

/** The job that sends one lead; a refusal throws, so the queue sends it again later. */
function leadJob(app: FastifyInstance, options: LeadWebhookOptions): void {
  const { leads } = app.repositories;
  app.jobs.handle(JOB_KINDS.leadWebhook, async (payload) => {
    const lead = await leads.leadOf(Number((payload as { conversationId?: unknown }).conversationId));
    // The dealer took the address away since, or the conversation is gone: nothing to send.
    if (!lead) return;
    const body: LeadPayload = { ...lead.payload, conversationUrl: `${options.publicUrl}${paths.conversation(lead.payload.id)}` };
    const text = JSON.stringify(body);
    const at = Math.floor(Date.now() / 1000);
    const sent = await safePost(lead.url, text, {
      timeoutMs: 10_000,
      allowPrivateHosts: options.allowPrivateHosts,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'yacht-marketplace-leads',
        [LEAD_SIGNATURE_HEADER]: leadSignature(lead.secret, text, at),
      },
    });
    if (!sent.ok) throw new Error(`the lead webhook refused: ${sent.reason}`);
  });
}
