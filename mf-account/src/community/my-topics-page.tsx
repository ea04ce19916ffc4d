// /user/myTopic: the topics the user started.
import type { MyTopic } from '@yachts/contracts/account';
import { listMyTopics } from '../api/list-my-topics';
import { OwnPostsPage, type PostKind } from './post-list';
import { TopicRow } from './topic-row';

export const TOPICS: PostKind<MyTopic> = {
  one: 'topic',
  many: 'topics',
  title: 'My topics',
  lead: 'Topics you started in the community.',
  renderItem: (topic) => <TopicRow topic={topic} />,
  empty: { title: 'You haven’t started a topic yet', text: 'Ask about a marina, a survey or an engine: the community answers.' },
  memberEmpty: { title: 'No topics yet', text: 'This member hasn’t started a topic.' },
};

export function MyTopicsPage() {
  return <OwnPostsPage kind={TOPICS} load={listMyTopics} />;
}
