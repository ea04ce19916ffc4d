// Reports of topics, articles and comments (issue 6): /community/report. Enough independent reports hide the item
// and tell its author why, in their user area.
import type { FastifyInstance } from 'fastify';

export default async function communityReportRoutes(_app: FastifyInstance) {}
