// The dealer's figures (decision 045): by day for one listing or the whole stock, as numbers and as a chart drawn on
// the server (SVG), for the owner and the staff of the dealer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { DEALER_FEEDS_MESSAGES } from '@yachts/contracts/dealer-feeds';
import { DEALER_FIGURES_API, DEALER_FIGURES_MESSAGES } from '@yachts/contracts/dealer-figures';
import { ErrorCode } from '@yachts/contracts/envelope';
import { ApiEnvelope, ErrorEnvelopeSchema } from '@yachts/contracts/wire/common';
import { DealerFiguresSchema, type DealerFigures } from '@yachts/contracts/wire/dealer-figures';
import { HttpError } from '../../lib/http-error';
import { parseId } from '../../lib/page-request';
import { figuresChart, type DayFigures } from './figures-chart';

const querystring = {
  type: 'object',
  additionalProperties: false,
  properties: { kind: { type: 'string', enum: ['new', 'idle'] }, id: { type: 'string', maxLength: 12 } },
} as const;

export default function figuresRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const { dealerWorkspace, figures } = app.repositories;

  async function figuresOf(request: FastifyRequest<{ Querystring: { kind?: string; id?: string } }>): Promise<DealerFigures> {
    const user = await app.requireUser(request);
    const membership = await dealerWorkspace.membershipOf(user.id);
    if (!membership) throw new HttpError(404, DEALER_FEEDS_MESSAGES.notDealer, ErrorCode.NOT_FOUND);
    const { kind, id: idText } = request.query;
    let listing: { kind: CatalogueKind; id: number } | undefined;
    let name: string | null = null;
    if (kind !== undefined || idText !== undefined) {
      const id = parseId(idText);
      name = kind && id !== null ? await figures.nameOf(membership.dealerId, kind as CatalogueKind, id) : null;
      if (!kind || id === null || name === null) throw new HttpError(404, DEALER_FIGURES_MESSAGES.listing, ErrorCode.NOT_FOUND);
      listing = { kind: kind as CatalogueKind, id };
    }
    const days = await figures.daily({ dealerId: membership.dealerId, listing });
    const total = (key: keyof Omit<DayFigures, 'day'>) => days.reduce((sum, d) => sum + d[key], 0);
    const totals = { views: total('views'), follows: total('follows'), compares: total('compares'), enquiries: total('enquiries') };
    const what = listing && name ? `the ${name}` : 'your whole stock';
    return { title: `Views, follows, saves to compare and enquiries of ${what} over the last ${days.length} days`, days, totals };
  }

  app.get<{ Querystring: { kind?: string; id?: string } }>(
    DEALER_FIGURES_API.figures,
    {
      schema: {
        tags: ['selling'],
        summary:
          "Views, follows, saves to compare and enquiries by day for one of the dealer's listings, or the whole stock (owner or staff)",
        querystring,
        response: { 200: ApiEnvelope(DealerFiguresSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => ({ code: ErrorCode.OK, msg: 'ok', data: await figuresOf(request) }),
  );

  app.get<{ Querystring: { kind?: string; id?: string } }>(
    DEALER_FIGURES_API.chart,
    { schema: { tags: ['selling'], summary: 'The same figures as a chart (image/svg+xml)', querystring } },
    async (request, reply) => {
      const data = await figuresOf(request);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(figuresChart(data.days, data.title));
    },
  );

  done();
}
