// A member's topics or replies (/account/topic|reply[/:uuid]); without a uuid, the logged-in user's own, under the
// heading of their own page.
import type { Key } from 'react';
import { useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { Page } from '@yachts/contracts/envelope';
import { sessionStore } from 'shared/session';
import type { PageInput } from '../api/page-request';
import { ownPageWords, PostList, type PostKind } from '../community/post-list';
import { UserPage } from '../user-area/user-page';
import { MemberFrame } from './member-frame';

interface MemberPostsProps<T> {
  kind: PostKind<T>;
  section: 'topics' | 'replies';
  load: (uuid: string, query: PageInput, signal: AbortSignal) => Promise<Page<T>>;
}

function MemberPostList<T extends { id: Key }>({ kind, section, load, uuid, own }: MemberPostsProps<T> & { uuid: string; own: boolean }) {
  const many = kind.many;
  return (
    <PostList
      kind={kind}
      words={{
        title: own ? `Your ${many}` : `${many.charAt(0).toUpperCase()}${many.slice(1)}`,
        loadingLabel: `Loading ${many}`,
        errorTitle: `We couldn’t load the ${many}`,
        loginWhat: `members’ ${many}`,
      }}
      loadKey={`member-${section}:${uuid}`}
      load={(query, signal) => load(uuid, query, signal)}
      own={own}
    />
  );
}

function OwnMemberPostsView<T extends { id: Key }>(props: MemberPostsProps<T>) {
  return sessionStore.uuid ? <MemberPostList {...props} uuid={sessionStore.uuid} own /> : null;
}

/** Reads the session's uuid: it observes the store. (observer keeps no type parameter, hence the cast.) */
const OwnMemberPosts = observer(OwnMemberPostsView) as typeof OwnMemberPostsView;

export function MemberPostsPage<T extends { id: Key }>(props: MemberPostsProps<T>) {
  const { uuid } = useParams();
  if (!uuid) {
    return (
      <UserPage {...ownPageWords(props.kind)}>
        <OwnMemberPosts {...props} />
      </UserPage>
    );
  }
  return (
    <MemberFrame uuid={uuid} section={props.section}>
      {(profile) => <MemberPostList {...props} uuid={profile.uuid} own={false} />}
    </MemberFrame>
  );
}
