// Comments and replies on topics and articles (issue 6): /community/commentList, /community/replyList,
// /community/createcomments, /community/delcomments, /article/delcomments, and the signed comment praise
// POST /api/v1/topic/comment/praise/{id}.
import type { FastifyInstance } from 'fastify';

export default async function communityCommentRoutes(_app: FastifyInstance) {}
