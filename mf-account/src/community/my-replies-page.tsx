// /user/myReply: the user's comments and replies, each with what it answers.
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import { EmptyState, useListAddress, useMemberAsync } from 'shared/ui';
import { listMyReplies } from '../api/list-my-replies';
import { PagedList, plural } from '../user-area/paged-list';
import { UserPage } from '../user-area/user-page';
import { CommentRow } from './comment-row';

const PAGE_SIZE = 10;

export function NoReplies({ own }: { own: boolean }) {
  return own ? (
    <EmptyState title="You haven’t replied to anyone yet">
      <p>Your comments on topics and articles will be listed here, with what they answer.</p>
      <Link className="btn btn-primary" to={paths.community()}>
        Go to the community
      </Link>
    </EmptyState>
  ) : (
    <EmptyState title="No replies yet">
      <p>This member hasn’t commented on anything.</p>
    </EmptyState>
  );
}

const MyRepliesList = observer(function MyRepliesList() {
  const address = useListAddress();
  const { page } = address;
  const [state, reload] = useMemberAsync((signal) => listMyReplies({ page, pageSize: PAGE_SIZE }, signal), `my-replies:${page}`);
  return (
    <PagedList
      state={state}
      reload={reload}
      address={address}
      title="Your replies"
      count={(total) => plural(total, 'reply', 'replies')}
      loadingLabel="Loading your replies"
      errorTitle="We couldn’t load your replies"
      loginWhat="your replies"
      itemKey={(comment) => comment.id}
      renderItem={(comment) => <CommentRow comment={comment} />}
      empty={<NoReplies own />}
    />
  );
});

export function MyRepliesPage() {
  return (
    <UserPage title="My replies" lead="Your comments on topics and articles." loginWhat="your replies">
      <MyRepliesList />
    </UserPage>
  );
}
