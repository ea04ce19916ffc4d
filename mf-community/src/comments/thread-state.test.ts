import type { CommunityComment } from '@yachts/contracts/community';
import { BEN, ME, comment } from '../post/testing/fixtures';
import { commentAdded, commentChanged, commentDeleted, initialThread, pageLoaded, repliesLoaded, type ThreadState } from './thread-state';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const reply = (id: number, minute: number, parentId = 1): CommunityComment => comment({ id, parentId, createdAt: at(minute) });

function loaded(): ThreadState {
  return pageLoaded(
    initialThread(5),
    [comment({ id: 1, createdAt: at(1), replyCount: 3, replies: [reply(11, 2), reply(12, 3)] }), comment({ id: 2, createdAt: at(4) })],
    1,
    2,
  );
}

describe('the comments a page holds', () => {
  it('starts a fresh list with page 1 and adds later pages without repeating a comment', () => {
    const first = loaded();
    expect(first.items.map((c) => c.id)).toEqual([1, 2]);
    const withMine = commentAdded(first, comment({ id: 3, author: ME }));
    const second = pageLoaded(withMine, [comment({ id: 3 }), comment({ id: 4 })], 2, 4);
    expect(second.items.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(second.page).toBe(2);
    expect(second.total).toBe(4);
    expect(pageLoaded(second, [comment({ id: 9 })], 1, 1).items.map((c) => c.id)).toEqual([9]);
  });

  it('adds a comment at the end and a reply at the end of its thread, counting both', () => {
    const state = commentAdded(commentAdded(loaded(), comment({ id: 5 })), reply(13, 50));
    expect(state.items.map((c) => c.id)).toEqual([1, 2, 5]);
    expect(state.total).toBe(3);
    expect(state.count).toBe(7);
    expect(state.items[0]!.replies.map((r) => r.id)).toEqual([11, 12, 13]);
    expect(state.items[0]!.replyCount).toBe(4);
    // The same comment twice (a retried answer) is added once; a reply to a thread not on the page is left out.
    expect(commentAdded(state, comment({ id: 5 }))).toBe(state);
    expect(commentAdded(state, reply(99, 5, 77))).toBe(state);
  });

  it('merges a page of replies in time order, the api’s total replacing the count', () => {
    const state = repliesLoaded(loaded(), 1, [reply(11, 2), reply(12, 3), reply(14, 6), reply(15, 7)], 4);
    expect(state.items[0]!.replies.map((r) => r.id)).toEqual([11, 12, 14, 15]);
    expect(state.items[0]!.replyCount).toBe(4);
    expect(state.items[1]!.replies).toEqual([]);
  });

  it('changes a comment or a reply in place', () => {
    const state = commentChanged(
      commentChanged(loaded(), 2, (c) => ({ ...c, reported: true })),
      12,
      (c) => ({ ...c, hidden: true }),
    );
    expect(state.items[1]!.reported).toBe(true);
    expect(state.items[0]!.replies[1]!.hidden).toBe(true);
  });

  it('keeps a deleted comment with replies as a placeholder and drops one without', () => {
    const start = loaded();
    const withPlaceholder = commentDeleted(start, start.items[0]!);
    expect(withPlaceholder.items[0]).toMatchObject({ id: 1, deleted: true, content: '' });
    expect(withPlaceholder.items).toHaveLength(2);
    expect(withPlaceholder.count).toBe(4);

    const without = commentDeleted(start, start.items[1]!);
    expect(without.items.map((c) => c.id)).toEqual([1]);
    expect(without.total).toBe(1);

    const replyGone = commentDeleted(start, start.items[0]!.replies[0]!);
    expect(replyGone.items[0]!.replies.map((r) => r.id)).toEqual([12]);
    expect(replyGone.items[0]!.replyCount).toBe(2);
    expect(replyGone.items[0]!.author).toEqual(BEN);
  });
});
