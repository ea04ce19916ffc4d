// /account/reply[/:uuid]: a member's comments and replies; without a uuid, the logged-in user's own.
import { listMemberComments } from '../api/list-member-comments';
import { REPLIES } from '../community/my-replies-page';
import { MemberPostsPage } from './member-posts-page';

export function MemberRepliesPage() {
  return <MemberPostsPage kind={REPLIES} section="replies" load={listMemberComments} />;
}
