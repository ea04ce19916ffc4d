// A topic list with "Load more topics" (Discourse-like: the next page is appended, so the reader keeps their place)
// and its remembered state (use-topic-list.ts). Each list key gets its own instance: switching tab or sort shows
// that list's own state, not the last one's.
import { errorMessage, needsLogin } from 'shared/api';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BusyButton, ErrorState, SkeletonList } from 'shared/ui';
import { LoginPanel } from './list-panels';
import { TopicRow } from './topic-row';
import { useTopicList, type TopicListOptions } from './use-topic-list';

export interface TopicListProps extends TopicListOptions {
  /** The list's accessible name ("Latest topics", "Topics in Cruising"). */
  label: string;
  showModule?: boolean;
  /** What an empty list says, and what it offers instead. */
  emptyTitle: string;
  empty?: ReactNode;
  /** For a list the api keeps for members: why a visitor should log in. */
  loginReason?: string;
}

export function TopicList(props: TopicListProps) {
  return <TopicListView key={props.storageKey} {...props} />;
}

export function TopicListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <SkeletonList
      label={label}
      count={rows}
      className="topic-list-skeleton"
      listClassName="panel-list"
      itemClassName="topic-row"
      item={(i) => (
        <div className="topic-row-body">
          <div className="topic-row-main">
            <div className="skeleton" style={{ height: 20, width: `${70 - (i % 3) * 12}%`, marginBottom: 10 }} />
            <div className="skeleton" style={{ height: 14, width: '92%', marginBottom: 6 }} />
            <div className="skeleton" style={{ height: 14, width: '40%' }} />
          </div>
        </div>
      )}
    />
  );
}

function TopicListView({ label, showModule = true, emptyTitle, empty, loginReason, ...options }: TopicListProps) {
  const list = useTopicList(options);
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // The index of the first topic a "Load more" brought, to move focus there once it is on screen.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || list.more === 'loading') return;
    focusFrom.current = null;
    if (list.more === 'error') return;
    const added = list.items.length - from;
    setAnnouncement(added > 0 ? `${added === 1 ? 'One more topic' : `${added} more topics`} loaded.` : 'No more topics.');
    listRef.current?.querySelectorAll<HTMLElement>('.topic-row-title a')[from]?.focus();
  }, [list.items.length, list.more]);

  if (list.status === 'loading') return <TopicListSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (list.status === 'error') {
    if (needsLogin(list.error)) return <LoginPanel title="Log in to see these topics" reason={loginReason ?? 'Your login has expired.'} />;
    return <ErrorState title="We couldn’t load the topics" message={errorMessage(list.error)} onRetry={list.retry} />;
  }
  if (list.items.length === 0) {
    return (
      <section className="state-panel community-panel" aria-label={label}>
        <h2>{emptyTitle}</h2>
        {empty}
      </section>
    );
  }

  const loadMore = () => {
    focusFrom.current = list.items.length;
    setAnnouncement('Loading more topics…');
    list.loadMore();
  };

  return (
    <div className="topic-list-wrap">
      <ol className="panel-list" aria-label={label} ref={listRef}>
        {list.items.map((topic) => (
          <TopicRow key={topic.id} topic={topic} showModule={showModule} />
        ))}
      </ol>
      <div className="topic-list-foot">
        <p className="topic-list-count">
          {list.items.length < list.total
            ? `Showing ${list.items.length.toLocaleString('en-GB')} of ${list.total.toLocaleString('en-GB')} topics`
            : `${list.items.length === 1 ? 'One topic' : `All ${list.items.length.toLocaleString('en-GB')} topics`} shown`}
        </p>
        {list.more === 'error' ? (
          <div className="topic-list-more-error" role="alert">
            <p>{`We couldn’t load more topics. ${errorMessage(list.moreError)}`}</p>
            <button type="button" className="btn btn-secondary" onClick={loadMore}>
              Try again
            </button>
          </div>
        ) : list.hasMore ? (
          <BusyButton className="btn btn-secondary topic-list-more" onClick={loadMore} busy={list.more === 'loading'}>
            {list.more === 'loading' ? <span className="spinner topic-list-spinner" aria-hidden="true" /> : null}
            Load more topics
          </BusyButton>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
