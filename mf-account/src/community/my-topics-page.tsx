// /user/myTopic: the topics the user started.
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import { EmptyState, useListAddress, useMemberAsync } from 'shared/ui';
import { listMyTopics } from '../api/list-my-topics';
import { PagedList, plural } from '../user-area/paged-list';
import { UserPage } from '../user-area/user-page';
import { TopicRow } from './topic-row';

const PAGE_SIZE = 10;

export function NoTopics({ own }: { own: boolean }) {
  return own ? (
    <EmptyState title="You haven’t started a topic yet">
      <p>Ask about a marina, a survey or an engine: the community answers.</p>
      <Link className="btn btn-primary" to={paths.community()}>
        Go to the community
      </Link>
    </EmptyState>
  ) : (
    <EmptyState title="No topics yet">
      <p>This member hasn’t started a topic.</p>
    </EmptyState>
  );
}

const MyTopicsList = observer(function MyTopicsList() {
  const address = useListAddress();
  const { page } = address;
  const [state, reload] = useMemberAsync((signal) => listMyTopics({ page, pageSize: PAGE_SIZE }, signal), `my-topics:${page}`);
  return (
    <PagedList
      state={state}
      reload={reload}
      address={address}
      title="Your topics"
      count={(total) => plural(total, 'topic', 'topics')}
      loadingLabel="Loading your topics"
      errorTitle="We couldn’t load your topics"
      loginWhat="your topics"
      itemKey={(topic) => topic.id}
      renderItem={(topic) => <TopicRow topic={topic} />}
      empty={<NoTopics own />}
    />
  );
});

export function MyTopicsPage() {
  return (
    <UserPage title="My topics" lead="Topics you started in the community." loginWhat="your topics">
      <MyTopicsList />
    </UserPage>
  );
}
