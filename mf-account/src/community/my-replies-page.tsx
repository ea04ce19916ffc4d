// /user/myReply: the user's comments and replies, each with what it answers.
import type { MemberComment } from '@yachts/contracts/account';
import { listMyReplies } from '../api/list-my-replies';
import { CommentRow } from './comment-row';
import { OwnPostsPage, type PostKind } from './post-list';

export const REPLIES: PostKind<MemberComment> = {
  one: 'reply',
  many: 'replies',
  title: 'My replies',
  lead: 'Your comments on topics and articles.',
  renderItem: (comment) => <CommentRow comment={comment} />,
  empty: {
    title: 'You haven’t replied to anyone yet',
    text: 'Your comments on topics and articles will be listed here, with what they answer.',
  },
  memberEmpty: { title: 'No replies yet', text: 'This member hasn’t commented on anything.' },
};

export function MyRepliesPage() {
  return <OwnPostsPage kind={REPLIES} load={listMyReplies} />;
}
