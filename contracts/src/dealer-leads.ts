// A dealer's leads in their own CRM (decision 045): each new conversation about one of their listings is POSTed as
// JSON to the address they give, signed with a key shown to them once, and sent again by the job queue until taken.

export const DEALER_LEADS_API = {
  /** GET (owner) -> LeadWebhook | null; signed POST { url } (owner) -> LeadWebhook with its new secret (shown once). */
  webhook: '/api/v1/dealer/webhook',
  /** Signed POST {} (owner) -> null: no more leads sent. */
  removeWebhook: '/api/v1/dealer/webhook/remove',
} as const;

/** The header carrying the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`. */
export const LEAD_SIGNATURE_HEADER = 'x-yacht-harbour-signature';

export const DEALER_LEADS_MESSAGES = {
  url: 'Please enter the https:// (or http://) address where your CRM receives leads.',
  ownerOnly: 'Only the owner of the dealer account can change where leads are sent.',
  saved: 'Leads will be sent to this address. Copy the signing key now: it is shown only once.',
} as const;

/** The JSON each lead is sent as (version 1). */
export interface LeadPayload {
  event: 'lead.created';
  version: 1;
  id: number;
  createdAt: string;
  listing: { kind: 'new' | 'used'; id: number; ref: string | null; title: string; url: string };
  buyer: { name: string; email: string | null; phone: string | null };
  message: string;
  conversationUrl: string;
}
