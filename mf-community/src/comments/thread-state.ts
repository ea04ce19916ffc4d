// The comments of one topic or article as the page holds them: the loaded top-level comments (oldest first), each
// with the replies loaded so far, and the counts. Pure functions, so every change (a posted reply, a deletion,
// another page) is one tested step.
import type { CommunityComment } from '@yachts/contracts/community';

export interface ThreadState {
  items: CommunityComment[];
  /** Top-level comments the api has (the list's total), for "Show more comments". */
  total: number;
  /** Pages of top-level comments loaded. */
  page: number;
  /** Comments and replies together, for the heading. */
  count: number;
}

export function initialThread(count: number): ThreadState {
  return { items: [], total: 0, page: 0, count };
}

const byTime = (a: CommunityComment, b: CommunityComment) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

function mergeById(known: CommunityComment[], more: CommunityComment[], sort: boolean): CommunityComment[] {
  const ids = new Set(known.map((comment) => comment.id));
  const merged = [...known, ...more.filter((comment) => !ids.has(comment.id))];
  return sort ? merged.sort(byTime) : merged;
}

/** A page of top-level comments arrived; a comment the member posted meanwhile is not shown twice. */
export function pageLoaded(state: ThreadState, items: CommunityComment[], page: number, total: number): ThreadState {
  const base = page === 1 ? [] : state.items;
  return { ...state, items: mergeById(base, items, false), page, total };
}

/** A page of replies to `rootId` arrived (they include the ones the comment came with). */
export function repliesLoaded(state: ThreadState, rootId: number, replies: CommunityComment[], total: number): ThreadState {
  return {
    ...state,
    items: state.items.map((root) =>
      root.id === rootId
        ? { ...root, replies: mergeById(root.replies, replies, true), replyCount: Math.max(total, root.replies.length) }
        : root,
    ),
  };
}

/** The member posted a comment (at the end of the list) or a reply (at the end of its thread). */
export function commentAdded(state: ThreadState, comment: CommunityComment): ThreadState {
  if (comment.parentId === null) {
    if (state.items.some((item) => item.id === comment.id)) return state;
    return { ...state, items: [...state.items, comment], total: state.total + 1, count: state.count + 1 };
  }
  let added = false;
  const items = state.items.map((root) => {
    if (root.id !== comment.parentId || root.replies.some((reply) => reply.id === comment.id)) return root;
    added = true;
    return { ...root, replies: [...root.replies, comment], replyCount: root.replyCount + 1 };
  });
  return added ? { ...state, items, count: state.count + 1 } : state;
}

/** Changes one comment or reply wherever it is. */
export function commentChanged(state: ThreadState, id: number, change: (comment: CommunityComment) => CommunityComment): ThreadState {
  return {
    ...state,
    items: state.items.map((root) => {
      if (root.id === id) return change(root);
      if (!root.replies.some((reply) => reply.id === id)) return root;
      return { ...root, replies: root.replies.map((reply) => (reply.id === id ? change(reply) : reply)) };
    }),
  };
}

function hasReplies(comment: CommunityComment): boolean {
  return comment.replyCount > 0 || comment.replies.length > 0;
}

/**
 * The author deleted a comment: one with replies stays as the deleted placeholder so its thread still reads,
 * one without disappears.
 */
export function commentDeleted(state: ThreadState, comment: CommunityComment): ThreadState {
  const count = Math.max(0, state.count - 1);
  if (hasReplies(comment)) {
    return { ...commentChanged(state, comment.id, (c) => ({ ...c, deleted: true, content: '' })), count };
  }
  if (comment.parentId === null) {
    const items = state.items.filter((item) => item.id !== comment.id);
    return { ...state, items, total: Math.max(0, state.total - (items.length < state.items.length ? 1 : 0)), count };
  }
  return {
    ...state,
    count,
    items: state.items.map((root) =>
      root.id === comment.parentId
        ? { ...root, replies: root.replies.filter((reply) => reply.id !== comment.id), replyCount: Math.max(0, root.replyCount - 1) }
        : root,
    ),
  };
}
