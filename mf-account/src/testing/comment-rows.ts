// Test support: a member's comment on a topic and reply on an article as the api answers them, and what a list of
// replies shows for them: each row says what it answers (linked) and shows the words as typed.
import { within } from '@testing-library/react';
import type { MemberComment } from '@yachts/contracts/account';
import { MARKUP_TEXT, memberComment } from './community-rows';

/** A comment (1) on a topic with markup in its words, then a reply (2) on the article Delivering a Beneteau. */
export function commentAndReply(reply: Partial<MemberComment> = {}): MemberComment[] {
  return [
    memberComment(1, { content: MARKUP_TEXT }),
    memberComment(2, {
      isReply: true,
      target: { kind: 'article', id: 5, title: 'Delivering a Beneteau', url: '/community/article/5' },
      ...reply,
    }),
  ];
}

/** Checks the list's rows for commentAndReply's two and hands them back for the checks a page adds. */
export function expectCommentAndReply(list: HTMLElement): [HTMLElement, HTMLElement] {
  const [comment, reply] = within(list).getAllByRole('listitem');
  expect(within(comment!).getByRole('heading', { level: 3 })).toHaveTextContent(
    'Commented on the topic Which antifouling for the Med? 101',
  );
  expect(within(comment!).getByRole('link', { name: 'Which antifouling for the Med? 101' })).toHaveAttribute(
    'href',
    '/community/topic/101',
  );
  expect(within(comment!).getByText(MARKUP_TEXT)).toBeInTheDocument();
  expect(comment!.querySelector('b')).toBeNull();
  expect(within(reply!).getByRole('heading', { level: 3 })).toHaveTextContent('Replied on the article Delivering a Beneteau');
  expect(within(reply!).getByRole('link', { name: 'Delivering a Beneteau' })).toHaveAttribute('href', '/community/article/5');
  return [comment!, reply!];
}
