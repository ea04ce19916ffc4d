// What the user's and members' lists of posts (topics, replies, articles) share: a paged list of ten that loads
// for the member, with its words made from what it holds, and the user's own page around it.
import type { Key, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Page } from '@yachts/contracts/envelope';
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { EmptyState, useListAddress, useMemberAsync } from 'shared/ui';
import type { PageInput } from '../api/page-request';
import { PagedList, plural } from '../user-area/paged-list';
import { UserPage } from '../user-area/user-page';

const PAGE_SIZE = 10;

/** One kind of post as the lists show it. */
export interface PostKind<T> {
  /** The list's words: "reply", "replies". */
  one: string;
  many: string;
  /** The user's own page of them: its heading and lead. */
  title: string;
  lead: string;
  renderItem: (item: T) => ReactNode;
  /** What an empty list says to its owner (with a way on: the community, unless given), and about another member. */
  empty: EmptyWords & { action?: ReactNode };
  memberEmpty?: EmptyWords;
  skeletonMedia?: 'avatar' | 'picture';
}

interface EmptyWords {
  title: string;
  text: string;
}

function NoPosts({ kind, own }: { kind: Pick<PostKind<unknown>, 'empty' | 'memberEmpty'>; own: boolean }) {
  const words = own ? kind.empty : (kind.memberEmpty ?? kind.empty);
  return (
    <EmptyState title={words.title}>
      <p>{words.text}</p>
      {own
        ? (kind.empty.action ?? (
            <Link className="btn btn-primary" to={paths.community()}>
              Go to the community
            </Link>
          ))
        : null}
    </EmptyState>
  );
}

/** How a list names itself: to the user about their own ("your replies") or about a member ("replies"). */
export interface PostListWords {
  title: string;
  loadingLabel: string;
  errorTitle: string;
  loginWhat: string;
}

export function ownListWords(many: string): PostListWords {
  return {
    title: `Your ${many}`,
    loadingLabel: `Loading your ${many}`,
    errorTitle: `We couldn’t load your ${many}`,
    loginWhat: `your ${many}`,
  };
}

interface PostListProps<T extends { id: Key }> {
  kind: PostKind<T>;
  words: PostListWords;
  /** Names the load for the page's cache; the page number is added. */
  loadKey: string;
  load: (query: PageInput, signal: AbortSignal) => Promise<Page<T>>;
  own: boolean;
}

function PostListView<T extends { id: Key }>({ kind, words, loadKey, load, own }: PostListProps<T>) {
  const address = useListAddress();
  const { page } = address;
  const [state, reload] = useMemberAsync((signal) => load({ page, pageSize: PAGE_SIZE }, signal), `${loadKey}:${page}`);
  return (
    <PagedList
      state={state}
      reload={reload}
      address={address}
      {...words}
      count={(total) => plural(total, kind.one, kind.many)}
      skeletonMedia={kind.skeletonMedia}
      itemKey={(item) => item.id}
      renderItem={kind.renderItem}
      empty={<NoPosts kind={kind} own={own} />}
    />
  );
}

/** useMemberAsync reads the session: the list observes it. (observer keeps no type parameter, hence the cast.) */
export const PostList = observer(PostListView) as typeof PostListView;

/** The heading of the user's own page of a kind of post, and what its login panel says. */
export function ownPageWords(kind: Pick<PostKind<unknown>, 'title' | 'lead' | 'many'>): { title: string; lead: string; loginWhat: string } {
  return { title: kind.title, lead: kind.lead, loginWhat: `your ${kind.many}` };
}

/** The user's own page of a kind of post: /user/myReply, /user/myTopic, /user/myArticle. */
export function OwnPostsPage<T extends { id: Key }>({
  kind,
  load,
  actions,
}: {
  kind: PostKind<T>;
  load: (query: PageInput, signal: AbortSignal) => Promise<Page<T>>;
  actions?: ReactNode;
}) {
  return (
    <UserPage {...ownPageWords(kind)} actions={actions}>
      <PostList kind={kind} words={ownListWords(kind.many)} loadKey={`my-${kind.many}`} load={load} own />
    </UserPage>
  );
}
