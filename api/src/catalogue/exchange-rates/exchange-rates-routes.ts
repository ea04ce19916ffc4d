// The exchange rates: GET for anyone (what prices are converted at, and their date), PUT for operators (the rates of
// a day, from the European Central Bank or another source; the command `pnpm --filter ./api rates:load` does the
// same from the ECB's file). Like every operator route, the PUT answers an admin or the automation token (decision
// 032), and is written to the audit log.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CATALOGUE_API } from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import { ExchangeRatesSchema } from '@yachts/contracts/wire/catalogue';
import { ApiEnvelope, ErrorEnvelopeSchema } from '@yachts/contracts/wire/common';
import { checkRatesLoad } from './exchange-rates-rules';

export default function exchangeRatesRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const { exchangeRates } = app.repositories;

  app.get(
    CATALOGUE_API.exchangeRates,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The exchange rates prices are shown at, with their date',
        response: { 200: ApiEnvelope(ExchangeRatesSchema) },
      },
    },
    async () => {
      const rates = await exchangeRates.current();
      return { code: ErrorCode.OK, msg: 'ok', data: { date: rates.date, perEuro: { ...rates.perEuro, EUR: 1 } } };
    },
  );

  app.put<{ Body: { date?: unknown; perEuro?: unknown } }>(
    CATALOGUE_API.operatorExchangeRates,
    {
      onRequest: app.operatorOnly('admin'),
      schema: {
        tags: ['operator'],
        summary: 'Loads the exchange rates of a day and reprices the listings in euros (operator only)',
        description:
          'Body: { "date": "2026-11-25", "perEuro": { "USD": 1.0512, "GBP": 0.8325 } }: units of each currency one euro buys (the ECB convention). Currencies left out keep their rate.',
        security: [{ operator: [] }],
        body: Type.Object({ date: Type.Optional(Type.Unknown()), perEuro: Type.Optional(Type.Unknown()) }),
        response: {
          200: ApiEnvelope(
            Type.Object({ repriced: Type.Integer({ description: 'Listings whose euro price changed' }), rates: ExchangeRatesSchema }),
          ),
          '4xx': ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const before = await exchangeRates.current();
      const load = checkRatesLoad(request.body ?? {}, before.date);
      const { repriced } = await exchangeRates.load(load);
      const rates = await exchangeRates.current();
      await app.auditOperator(request, {
        action: 'exchange-rates.load',
        targetKind: 'exchange-rates',
        targetId: rates.date,
        before: { date: before.date, perEuro: before.perEuro },
        after: { date: rates.date, perEuro: rates.perEuro, repriced },
      });
      return { code: ErrorCode.OK, msg: 'ok', data: { repriced, rates: { date: rates.date, perEuro: { ...rates.perEuro, EUR: 1 } } } };
    },
  );
  done();
}
