// Enquiries about a yacht (product rules §7A /newyacht/message, /idleYacht/message; the submit actions
// new_yacht_message and idle_yacht_message): the message modal's fields, checked with the contract's EnquirySchema
// (product rules §5 words under the field names), about a listed yacht. Each is stored, lands in the seller's inbox as
// an interactive message and goes to the seller's address by e-mail. Visitors and members alike may ask; a member's
// enquiries are listed in their user area (GET /api/v1/user/leaveMessage).
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { ENQUIRY_CALLS, type CatalogueKind } from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import { EnquirySchema, MESSAGES } from '@yachts/contracts/validation';
import { validateForm } from '../lib/form-validation';
import { HttpError } from '../lib/http-error';
import { enquiryMail, enquiryReceiptMail } from '../platform/mail-text';
import { conversationKey } from '../lib/conversations';
import { paths } from '@yachts/contracts/paths';
import { formFields, parseId } from '../lib/page-request';
import { hashSid } from '../platform/visitor-sid';
import { requireVisitorSid } from '../platform/form-style';
import { FormEnvelope, FormFailureSchema } from '@yachts/contracts/wire/common';
import { Type } from 'typebox';
import { formBodyOf } from '../lib/form-body';
import { byClientAddress } from '../plugins/rate-limit';

/**
 * Per client address, every attempt (route config, @fastify/rate-limit); per visitor session, the enquiries that
 * go out (counted in the handler), so correcting a typo does not use one up but a session cannot spam sellers.
 * Several people behind one office address still get twenty tries between them.
 */
export const ENQUIRY_LIMITS = {
  perClient: { max: 20, timeWindow: '10 minutes', keyGenerator: byClientAddress },
  perVisitor: { max: 5, timeWindow: '10 minutes' },
} as const;

export const ENQUIRY_MESSAGES = {
  sent: 'Thank you. Your message has been sent to the seller.',
  tooMany: (wait: string) => `You have sent several enquiries in a short time. Please wait ${wait} and try again.`,
} as const;

const TITLE_MAX = 200;

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What the enquiry needs beyond the app: the key of visitors' links, and the site's public address for the mails. */
export interface EnquiryOptions {
  conversationSecret: Buffer;
  publicUrl: string;
}

/** The modal's "show my e-mail address and phone to the seller" box: on for true, "1", "on" or "true". */
export function readShareChoice(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'on' || value === 'true';
}

interface EnquiryMailing {
  conversationId: number;
  seller: { id: number; name: string };
  yachtName: string;
  yachtPath: string;
  fields: { name: string; email: string; content: string };
  phone: string;
  contactShared: boolean;
  /** Asked by a visitor, who gets the link that opens the conversation without a login. */
  visitor: boolean;
}

/**
 * The enquiry's mails: to the seller (and the dealer's staff) with the conversation's link, and to a visitor the
 * receipt with theirs. The enquiry is stored and in the seller's inbox already: a mail server down must not make the
 * visitor send it twice, and the mail waits in the queue until the server takes it.
 */
async function mailEnquiry(app: FastifyInstance, options: EnquiryOptions, log: FastifyBaseLogger, enquiry: EnquiryMailing): Promise<void> {
  const { conversations } = app.repositories;
  const { conversationId, fields } = enquiry;
  for (const target of await conversations.mailTargets(enquiry.seller.id)) {
    const mail = enquiryMail({
      sellerName: target.name,
      yachtName: enquiry.yachtName,
      yachtPath: enquiry.yachtPath,
      name: fields.name,
      contact: enquiry.contactShared ? { email: fields.email, phone: enquiry.phone } : null,
      content: fields.content,
      conversationUrl: `${options.publicUrl}${paths.conversation(conversationId)}`,
    });
    await app.sendNotice({ to: target.email, ...mail }, log);
  }
  if (!enquiry.visitor) return;
  const key = conversationKey(options.conversationSecret, conversationId, fields.email);
  const receipt = enquiryReceiptMail({
    name: fields.name,
    yachtName: enquiry.yachtName,
    sellerName: (await conversations.sellerName(enquiry.seller.id)) ?? enquiry.seller.name,
    conversationUrl: `${options.publicUrl}${paths.conversation(conversationId, key)}`,
  });
  await app.sendNotice({ to: fields.email, ...receipt }, log);
}

export default function enquiryRoutes(app: FastifyInstance, options: EnquiryOptions, done: () => void): void {
  const { yachts, enquiries } = app.repositories;
  const perVisitor = app.createRateLimit({
    ...ENQUIRY_LIMITS.perVisitor,
    keyGenerator: (request: FastifyRequest) => `enquiry:${hashSid(requireVisitorSid(request))}`,
  });

  for (const kind of ['new', 'idle'] as const satisfies readonly CatalogueKind[]) {
    app.post(
      ENQUIRY_CALLS[kind],
      {
        bodyLimit: 16 * 1024,
        config: { rateLimit: ENQUIRY_LIMITS.perClient },
        schema: {
          tags: ['catalogue'],
          summary: `An enquiry about a listed ${kind === 'new' ? 'new' : 'used'} yacht, sent to its seller (form-style; visitors and members)`,
          description: `Field errors come back as field -> message (EnquirySchema). A yacht that is not listed answers "${MESSAGES.yachtMissing}"; more than ${ENQUIRY_LIMITS.perVisitor.max} enquiries from one visitor in ${ENQUIRY_LIMITS.perVisitor.timeWindow} answer 429.`,
          formBody: formBodyOf(EnquirySchema),
          response: { 200: FormEnvelope(Type.Null()), '4xx': FormFailureSchema, '5xx': FormFailureSchema },
        },
      },
      async (request) => {
        const sid = requireVisitorSid(request);
        const body = formFields(request.body);
        // The modal sends the id as text; a client that sends the number means the same yacht.
        const yachtId = typeof body.yacht_id === 'number' ? String(body.yacht_id) : body.yacht_id;
        const fields = validateForm(EnquirySchema, { ...body, yacht_id: yachtId });
        const id = parseId(fields.yacht_id);
        const yacht = id === null ? null : await yachts.findListed(kind, id);
        if (!yacht) throw new HttpError(404, MESSAGES.yachtMissing);

        const limit = await perVisitor(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new HttpError(429, ENQUIRY_MESSAGES.tooMany(waitText(limit.ttlInSeconds)), ErrorCode.RATE_LIMITED);
        }

        const user = await app.optionalUser(request);
        const yachtName = `${yacht.builder} ${yacht.model}`;
        const phone = fields.mobile ? `${fields.area_code ? `+${fields.area_code} ` : ''}${fields.mobile}` : '';
        const contactShared = readShareChoice(body.share_contact);
        const created = await enquiries.create(
          {
            userId: user?.id ?? null,
            yachtKind: kind,
            yachtId: yacht.id,
            name: fields.name,
            email: fields.email,
            areaCode: fields.area_code,
            mobile: fields.mobile,
            content: fields.content,
            sidHash: hashSid(sid),
          },
          yacht.seller && {
            sellerId: yacht.seller.id,
            buyerPhone: phone.slice(0, 24),
            contactShared,
            notice: (conversationId) => ({
              title: `Enquiry about ${yachtName}`.slice(0, TITLE_MAX),
              body: [`From: ${fields.name}`, '', fields.content].join('\n'),
              link: paths.conversation(conversationId),
            }),
          },
        );

        if (yacht.seller && created.conversationId !== null) {
          await mailEnquiry(app, options, request.log, {
            conversationId: created.conversationId,
            seller: yacht.seller,
            yachtName,
            yachtPath: yacht.url,
            fields,
            phone,
            contactShared,
            visitor: !user,
          });
        }
        return { code: 1, msg: ENQUIRY_MESSAGES.sent, data: null };
      },
    );
  }
  done();
}
