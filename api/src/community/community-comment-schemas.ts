// Response schemas of the comment, comment-praise and report calls (contracts/src/community.ts shapes). Every field
// of CommunityComment is listed: the serialiser drops whatever a response schema does not name.
import { COMMUNITY_LIMITS } from '@yachts/contracts/community';
import { PageOf } from '@yachts/contracts/wire/common';
import { memberSummary } from '../user-area/user-area-schemas';

const dateTime = { type: 'string', format: 'date-time' };

const commentProperties = {
  id: { type: 'integer' },
  parentId: { type: ['integer', 'null'], description: 'The top-level comment of the thread; null for a top-level comment' },
  content: { type: 'string', description: "Plain text as written ('' when deleted, or hidden from anyone but its author)" },
  author: memberSummary,
  replyTo: { anyOf: [memberSummary, { type: 'null' }], description: 'For a reply to a reply: whom it answers' },
  praiseCount: { type: 'integer' },
  replyCount: { type: 'integer', description: 'Live replies in the thread (top-level comments; 0 for a reply)' },
  createdAt: dateTime,
  deleted: { type: 'boolean', description: 'A deleted comment kept as a placeholder because it has replies' },
  hidden: { type: 'boolean', description: 'Hidden after reports from members' },
  mine: { type: 'boolean' },
  praised: { type: 'boolean', description: 'Present when the request carried a valid login token' },
  reported: { type: 'boolean', description: 'Present when the request carried a valid login token' },
};

const required = ['id', 'parentId', 'content', 'author', 'replyTo', 'praiseCount', 'replyCount', 'replies', 'createdAt'];
required.push('deleted', 'hidden', 'mine');

/** A reply: the same shape, whose own `replies` is always empty (threads are two levels deep). */
export const communityReply = {
  type: 'object',
  required,
  properties: { ...commentProperties, replies: { type: 'array', maxItems: 0, items: { type: 'object' } } },
};

export const communityComment = {
  type: 'object',
  required,
  properties: {
    ...commentProperties,
    replies: {
      type: 'array',
      maxItems: COMMUNITY_LIMITS.repliesShown,
      items: communityReply,
      description: `The first ${COMMUNITY_LIMITS.repliesShown} replies, oldest first (top-level comments only)`,
    },
  },
};

export const communityCommentPage = PageOf(communityComment);

export const praiseState = {
  type: 'object',
  required: ['praised', 'praiseCount'],
  properties: { praised: { type: 'boolean' }, praiseCount: { type: 'integer' } },
};

export const reportResult = {
  type: 'object',
  required: ['hidden'],
  properties: { hidden: { type: 'boolean', description: 'True when this report was the one that hid the item' } },
};
