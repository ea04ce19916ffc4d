// /user/myFollow: what the user follows. Yachts (new and used, from the signed list) as cards with Unfollow;
// topics and community sections from /user/myFollow.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import type { FollowedTopic, FollowedYacht, FollowTargetKind } from '@yachts/contracts/account';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import type { Page } from '@yachts/contracts/envelope';
import { sessionStore } from 'shared/session';
import { EmptyState, formatDate, type ListAddress, pageCount, Pager, useFocusAfterPaging, useListAddress, useMemberAsync } from 'shared/ui';
import { listFollowedTopics } from '../api/list-followed-topics';
import { listFollowedYachts } from '../api/list-followed-yachts';
import { NamedAsyncView } from '../user-area/async-view';
import { FilterTabs } from '../user-area/filter-tabs';
import { ListToolbar } from '../user-area/list-toolbar';
import { PagedList, plural } from '../user-area/paged-list';
import { UserPage } from '../user-area/user-page';
import { FollowedYachtCard, yachtKey } from './followed-yacht-card';
import { BrowseYachts } from '../user-area/browse-yachts';
import { LinkRow } from '../user-area/link-row';

export const FOLLOWED_YACHTS_PAGE_SIZE = 12;
const TOPICS_PAGE_SIZE = 10;

type Tab = 'yachts' | 'topics' | 'sections';
const TABS: { key: Tab; label: string }[] = [
  { key: 'yachts', label: 'Yachts' },
  { key: 'topics', label: 'Topics' },
  { key: 'sections', label: 'Sections' },
];
const KINDS: { key: 'all' | CatalogueKind; label: string }[] = [
  { key: 'all', label: 'All yachts' },
  { key: 'new', label: 'New' },
  { key: 'idle', label: 'Used' },
];

function tabFrom(value: string | null): Tab {
  return value === 'topics' || value === 'sections' ? value : 'yachts';
}

interface YachtGridProps {
  data: Page<FollowedYacht>;
  address: ListAddress;
  reload: () => void;
  /** Focused once a new page of yachts has loaded. */
  pagedRef: (element: HTMLElement | null) => void;
}

function YachtGrid({ data, address, reload, pagedRef }: YachtGridProps) {
  const [removed, setRemoved] = useState<{ source: Page<FollowedYacht>; keys: ReadonlySet<string> }>({ source: data, keys: new Set() });
  const keys = removed.source === data ? removed.keys : new Set<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = data.items.filter((yacht) => !keys.has(yachtKey(yacht)));
  const remaining = Math.max(0, data.total - keys.size);

  useEffect(() => {
    // The last card of this page went, but others remain on later pages: bring them in.
    if (shown.length === 0 && remaining > 0 && keys.size > 0) reload();
  }, [shown.length, remaining, keys.size, reload]);

  const onUnfollowed = (yacht: FollowedYacht) => {
    setRemoved({ source: data, keys: new Set([...keys, yachtKey(yacht)]) });
    // The button that had focus is gone with its card; the list's heading is the nearest stable place.
    headingRef.current?.focus();
  };

  return (
    <>
      <ListToolbar
        title="Followed yachts"
        headingRef={(element) => {
          headingRef.current = element;
          pagedRef(element);
        }}
        status={remaining === 1 ? '1 yacht' : `${remaining} yachts`}
        live
      />
      {shown.length === 0 ? (
        <EmptyState title="You don’t follow any yachts yet">
          <p>Tap the heart on a yacht to follow it. You will find it here, with its latest price.</p>
          <BrowseYachts />
        </EmptyState>
      ) : (
        <>
          <ul className="card-grid followed-grid" aria-label="Followed yachts">
            {shown.map((yacht) => (
              <FollowedYachtCard key={yachtKey(yacht)} yacht={yacht} onUnfollowed={onUnfollowed} />
            ))}
          </ul>
          <Pager page={address.page} pageCount={pageCount(data.total, data.pageSize)} hrefFor={address.hrefFor} />
        </>
      )}
    </>
  );
}

const FollowedYachts = observer(function FollowedYachts({ address }: { address: ListAddress }) {
  const { page, params } = address;
  const pagedRef = useFocusAfterPaging(page);
  const kindParam = params.get('kind');
  const kind: CatalogueKind | undefined = kindParam === 'new' || kindParam === 'idle' ? kindParam : undefined;
  const { currency } = sessionStore;
  const [state, reload] = useMemberAsync(
    (signal) => listFollowedYachts({ page, pageSize: FOLLOWED_YACHTS_PAGE_SIZE, kind, currency }, signal),
    `followed-yachts:${kind ?? 'all'}:${page}:${currency}`,
  );
  return (
    <>
      <FilterTabs
        label="Kind of yacht"
        variant="chips"
        current={kind ?? 'all'}
        tabs={KINDS.map(({ key, label }) => ({ key, label, to: address.hrefWith('kind', key === 'all' ? null : key) }))}
      />
      <NamedAsyncView state={state} reload={reload} what="the yachts you follow" rows={{ media: 'picture' }}>
        {(data) => <YachtGrid data={data} address={address} reload={reload} pagedRef={pagedRef} />}
      </NamedAsyncView>
    </>
  );
});

const TOPIC_TEXTS: Record<FollowTargetKind, { title: string; loading: string; emptyTitle: string; empty: string }> = {
  topic: {
    title: 'Followed topics',
    loading: 'Loading the topics you follow',
    emptyTitle: 'You don’t follow any topics yet',
    empty: 'Follow a topic in the community to hear when someone answers.',
  },
  module: {
    title: 'Followed sections',
    loading: 'Loading the sections you follow',
    emptyTitle: 'You don’t follow any sections yet',
    empty: 'Follow a community section to see its new topics first.',
  },
};

function FollowedTopicRow({ item }: { item: FollowedTopic }) {
  return (
    <LinkRow icon={item.kind === 'module' ? '§' : '#'} url={item.url} title={item.title}>
      <p className="account-row-meta">
        Following since <time dateTime={item.followedAt}>{formatDate(item.followedAt)}</time>
      </p>
    </LinkRow>
  );
}

const FollowedTopics = observer(function FollowedTopics({ type, address }: { type: FollowTargetKind; address: ListAddress }) {
  const { page } = address;
  const texts = TOPIC_TEXTS[type];
  const [state, reload] = useMemberAsync(
    (signal) => listFollowedTopics({ type, page, pageSize: TOPICS_PAGE_SIZE }, signal),
    `followed-${type}:${page}`,
  );
  return (
    <PagedList
      state={state}
      reload={reload}
      address={address}
      title={texts.title}
      count={(total) => (type === 'topic' ? plural(total, 'topic', 'topics') : plural(total, 'section', 'sections'))}
      loadingLabel={texts.loading}
      errorTitle={`We couldn’t load your ${texts.title.toLowerCase()}`}
      loginWhat={`the ${type === 'topic' ? 'topics' : 'sections'} you follow`}
      itemKey={(item) => `${item.kind}:${item.id}`}
      renderItem={(item) => <FollowedTopicRow item={item} />}
      empty={
        <EmptyState title={texts.emptyTitle}>
          <p>{texts.empty}</p>
          <Link className="btn btn-primary" to={paths.community()}>
            Visit the community
          </Link>
        </EmptyState>
      }
    />
  );
});

function FollowedContent() {
  const address = useListAddress();
  const tab = tabFrom(address.params.get('tab'));
  return (
    <>
      <FilterTabs
        label="What you follow"
        current={tab}
        tabs={TABS.map(({ key, label }) => ({
          key,
          label,
          // Switching tabs starts the new list afresh: no page, no yacht kind.
          to: key === 'yachts' ? paths.userFollows() : `${paths.userFollows()}?tab=${key}`,
        }))}
      />
      {tab === 'yachts' ? <FollowedYachts address={address} /> : null}
      {tab === 'topics' ? <FollowedTopics type="topic" address={address} /> : null}
      {tab === 'sections' ? <FollowedTopics type="module" address={address} /> : null}
    </>
  );
}

export function FollowedPage() {
  return (
    <UserPage title="Followed" lead="Yachts, topics and community sections you keep an eye on." loginWhat="what you follow">
      <FollowedContent />
    </UserPage>
  );
}
