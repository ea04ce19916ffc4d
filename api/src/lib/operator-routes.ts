// The options of the operators' routes on reports (decisions 032, 033, 045): reported listings, community items and
// conversations each have a queue page of reports with a state filter, and a decision on one with the reason the
// person at fault reads. The areas keep their words and entries; the frame of those schemas is the same everywhere
// (the operator tag and security, the page fields, a body of the choice and the reason, the envelopes), so it is here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { ApiEnvelope, ErrorEnvelopeSchema, PageOf } from '@yachts/contracts/wire/common';
import { answered } from './operator-decision';
import { pageFields, pageFromQuery, type PageQuery } from './page-request';

/** The onRequest hook of an operator route: `app.operatorOnly(role)`. */
export type OperatorGuard = ReturnType<FastifyInstance['operatorOnly']>;

/** A queue page: the page fields, the area's own filters, then the state with its default. */
export interface OperatorQueueSchema {
  summary: string;
  description?: string;
  /** Filters before the state (a community queue's kind). */
  filters?: Record<string, unknown>;
  state: { enum: readonly string[]; default: string; description: string };
  /** One entry of the page. */
  entry: TSchema;
}

/** What a queue route reads: the page fields, the area's filters and the state, as the schema let them through. */
export type OperatorQueueQuery<State extends string, Filters = object> = Filters & { page: number; page_size: number; state: State };

/**
 * The options of a queue route: the operator guard (the route's role), the schema, and the handler that answers the
 * page the area's `read` gives for the query (the page checked first; the request says who reads it).
 */
export function operatorQueueOptions<Query extends OperatorQueueQuery<string>>(
  onRequest: OperatorGuard,
  { summary, description, filters, state, entry }: OperatorQueueSchema,
  read: (query: Query, page: PageQuery, request: FastifyRequest) => Promise<unknown>,
) {
  const schema = {
    tags: ['operator'],
    summary,
    ...(description === undefined ? {} : { description }),
    security: [{ operator: [] }],
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...pageFields,
        ...filters,
        state: { type: 'string', enum: [...state.enum], default: state.default, description: state.description },
      },
    },
    response: { 200: ApiEnvelope(PageOf(entry)), '4xx': ErrorEnvelopeSchema },
  };
  const handler = async (request: FastifyRequest) => {
    const query = request.query as Query;
    return answered(await read(query, pageFromQuery(query), request));
  };
  return { onRequest, schema, handler };
}

/** A decision: the item in the path, a body of the choice, the reason and the area's own fields. */
export interface OperatorDecisionSchema {
  summary: string;
  description?: string;
  params: Record<string, unknown>;
  /** The body field that names the decision ("action", "outcome") and its description in the reference, if any. */
  choice: { field: string; description?: string };
  /** The longest reason the route accepts: the body takes twice as much, so a longer one gets the route's sentence. */
  reasonMax: number;
  /** Body fields after the reason. */
  fields?: Record<string, TSchema>;
  /** The decided item, as the answer carries it. */
  entry: TSchema;
}

/** The options of a decision route: the operator guard (the route's role) and the schema. */
export function operatorDecisionOptions(
  onRequest: OperatorGuard,
  { summary, description, params, choice, reasonMax, fields, entry }: OperatorDecisionSchema,
) {
  const choiceText = choice.description === undefined ? {} : { description: choice.description };
  const schema = {
    tags: ['operator'],
    summary,
    ...(description === undefined ? {} : { description }),
    security: [{ operator: [] }],
    params,
    body: Type.Object(
      {
        [choice.field]: Type.String({ maxLength: 20, ...choiceText }),
        reason: Type.Optional(Type.String({ maxLength: reasonMax * 2 })),
        ...fields,
      },
      { additionalProperties: false },
    ),
    response: { 200: ApiEnvelope(entry), '4xx': ErrorEnvelopeSchema },
  };
  return { onRequest, schema };
}
