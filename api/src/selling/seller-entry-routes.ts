// Seller and business entries (docs/decisions/017-selling.md): applying for one, and the caller's entries. Every
// call is form-style and needs a login.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { SELL_CALLS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { EnterSchema } from '@yachts/contracts/selling-schemas';
import { validateForm } from '../lib/form-validation';
import { HttpError } from '../lib/http-error';
import { formBodyOf } from '../lib/form-body';
import { FormEnvelope } from '@yachts/contracts/wire/common';
import { ApplicationIdSchema, EntryApplicationSchema } from '@yachts/contracts/wire/selling';
import { SELLING_MESSAGES, failures, COUNTRY_CODES } from './sell-form';

export default function sellerEntryRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const { selling } = app.repositories;

  app.post(
    SELL_CALLS.enter,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['selling'],
        summary: 'A seller (private or broker) or business (builder, dealer, broker) entry application',
        description: 'One application of each type may wait for review at a time.',
        formBody: formBodyOf(EnterSchema),
        response: { 200: FormEnvelope(ApplicationIdSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const form = validateForm(EnterSchema, request.body);
      if (!COUNTRY_CODES.has(form.country)) throw new HttpError(400, { country: SELL_MESSAGES.country });
      const result = await selling.createEntry(user.id, {
        type: form.type,
        category: form.category,
        companyName: form.company_name ?? '',
        contactName: form.contact_name,
        email: form.email,
        areaCode: form.area_code,
        mobile: form.mobile,
        country: form.country,
        website: form.website || null,
        content: form.content,
        address: form.type === 'business' ? (form.address ?? '') : '',
        tradeRegister: form.type === 'business' ? (form.trade_register ?? '') : '',
        selfCertifiedAt: form.type === 'business' && form.self_certify === true ? new Date() : null,
      });
      if (result === 'pending') throw new HttpError(409, SELL_MESSAGES.entryPending);
      return { code: 1, msg: SELLING_MESSAGES.entrySent, data: result };
    },
  );

  app.post(
    SELL_CALLS.enterDetail,
    {
      schema: {
        tags: ['selling'],
        summary: "The caller's entry applications, newest first",
        formBody: formBodyOf(null),
        response: { 200: FormEnvelope(Type.Array(EntryApplicationSchema)), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { code: 1, msg: '', data: await selling.entriesOf(user.id) };
    },
  );
  done();
}
