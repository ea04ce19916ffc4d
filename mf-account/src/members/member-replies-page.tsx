// /account/reply[/:uuid]: a member's comments and replies; without a uuid, the logged-in user's own.
import { useListAddress, useMemberAsync } from 'shared/ui';
import { useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { sessionStore } from 'shared/session';
import { listMemberComments } from '../api/list-member-comments';
import { CommentRow } from '../community/comment-row';
import { NoReplies } from '../community/my-replies-page';
import { PagedList } from '../user-area/paged-list';
import { UserPage } from '../user-area/user-page';
import { MemberFrame, memberCount } from './member-frame';

const PAGE_SIZE = 10;

const MemberRepliesList = observer(function MemberRepliesList({ uuid, own }: { uuid: string; own: boolean }) {
  const address = useListAddress();
  const { page } = address;
  const [state, reload] = useMemberAsync(
    (signal) => listMemberComments(uuid, { page, pageSize: PAGE_SIZE }, signal),
    `member-replies:${uuid}:${page}`,
  );
  return (
    <PagedList
      state={state}
      reload={reload}
      address={address}
      title={own ? 'Your replies' : 'Replies'}
      count={(total) => memberCount(total, 'replies')}
      loadingLabel="Loading replies"
      errorTitle="We couldn’t load the replies"
      loginWhat="members’ replies"
      itemKey={(comment) => comment.id}
      renderItem={(comment) => <CommentRow comment={comment} />}
      empty={<NoReplies own={own} />}
    />
  );
});

const OwnReplies = observer(function OwnReplies() {
  return sessionStore.uuid ? <MemberRepliesList uuid={sessionStore.uuid} own /> : null;
});

export function MemberRepliesPage() {
  const { uuid } = useParams();
  if (!uuid) {
    return (
      <UserPage title="My replies" lead="Your comments on topics and articles." loginWhat="your replies">
        <OwnReplies />
      </UserPage>
    );
  }
  return (
    <MemberFrame uuid={uuid} section="replies">
      {(profile) => <MemberRepliesList uuid={profile.uuid} own={false} />}
    </MemberFrame>
  );
}
