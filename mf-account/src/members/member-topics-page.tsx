// /account/topic[/:uuid]: the topics a member started; without a uuid, the logged-in user's own.
import { useListAddress, useMemberAsync } from 'shared/ui';
import { useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { sessionStore } from 'shared/session';
import { listMemberTopics } from '../api/list-member-topics';
import { NoTopics } from '../community/my-topics-page';
import { TopicRow } from '../community/topic-row';
import { PagedList } from '../user-area/paged-list';
import { UserPage } from '../user-area/user-page';
import { MemberFrame, memberCount } from './member-frame';

const PAGE_SIZE = 10;

const MemberTopicsList = observer(function MemberTopicsList({ uuid, own }: { uuid: string; own: boolean }) {
  const address = useListAddress();
  const { page } = address;
  const [state, reload] = useMemberAsync(
    (signal) => listMemberTopics(uuid, { page, pageSize: PAGE_SIZE }, signal),
    `member-topics:${uuid}:${page}`,
  );
  return (
    <PagedList
      state={state}
      reload={reload}
      address={address}
      title={own ? 'Your topics' : 'Topics'}
      count={(total) => memberCount(total, 'topics')}
      loadingLabel="Loading topics"
      errorTitle="We couldn’t load the topics"
      loginWhat="members’ topics"
      itemKey={(topic) => topic.id}
      renderItem={(topic) => <TopicRow topic={topic} />}
      empty={<NoTopics own={own} />}
    />
  );
});

const OwnTopics = observer(function OwnTopics() {
  return sessionStore.uuid ? <MemberTopicsList uuid={sessionStore.uuid} own /> : null;
});

export function MemberTopicsPage() {
  const { uuid } = useParams();
  if (!uuid) {
    return (
      <UserPage title="My topics" lead="Topics you started in the community." loginWhat="your topics">
        <OwnTopics />
      </UserPage>
    );
  }
  return (
    <MemberFrame uuid={uuid} section="topics">
      {(profile) => <MemberTopicsList uuid={profile.uuid} own={false} />}
    </MemberFrame>
  );
}
