// /account/topic[/:uuid]: the topics a member started; without a uuid, the logged-in user's own.
import { listMemberTopics } from '../api/list-member-topics';
import { TOPICS } from '../community/my-topics-page';
import { MemberPostsPage } from './member-posts-page';

export function MemberTopicsPage() {
  return <MemberPostsPage kind={TOPICS} section="topics" load={listMemberTopics} />;
}
