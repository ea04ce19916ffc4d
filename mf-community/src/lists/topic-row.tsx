// A topic in a list, Discourse-like: the title (the link, and the row's accessible name), an excerpt, the section
// chip, the author with their photo, when it was posted (the full date on hover and for assistive technology),
// comment and praise counts, and the topic's first picture as a thumbnail when it has one.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import type { TopicSummary } from '@yachts/contracts/community';
import { Avatar, FallbackImage, useHydrated } from 'shared/ui';
import { truncateWords } from './text';
import { absoluteTime, neutralDate, relativeTime } from '../post/relative-time';

/** Titles may be 200 characters; a row shows this many (docs/product.md §9: cut with '...'). */
export const TITLE_SHOWN = 140;
export const EXCERPT_SHOWN = 160;

export function countText(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

export function CommentIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z" fill="currentColor" />
    </svg>
  );
}

export function PraiseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M2 10h4v11H2zm6 11V10l5.3-7.4a1.6 1.6 0 0 1 2.9 1.2L15.3 9H21a1 1 0 0 1 1 1.2l-1.8 9.6A1.5 1.5 0 0 1 18.7 21z"
        fill="currentColor"
      />
    </svg>
  );
}

export function PostedTime({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time className={className} dateTime={iso} title={absoluteTime(iso, !hydrated)}>
      {hydrated ? relativeTime(iso) : neutralDate(iso)}
    </time>
  );
}

/** An icon and a number; the word is there for assistive technology and as a tooltip. */
export function Stat({ icon, count, one, many }: { icon: ReactNode; count: number; one: string; many: string }) {
  const text = countText(count, one, many);
  return (
    <span className="topic-stat" title={text}>
      {icon}
      {count.toLocaleString('en-GB')}
      <span className="visually-hidden">{` ${count === 1 ? one : many}`}</span>
    </span>
  );
}

export interface TopicRowProps {
  topic: TopicSummary;
  /** Off on a module's own page, where every topic is in that module. */
  showModule?: boolean;
}

export function TopicRow({ topic, showModule = true }: TopicRowProps) {
  const titleId = `topic-${topic.id}-title`;
  const shownTitle = truncateWords(topic.title, TITLE_SHOWN);
  const href = paths.communityTopic(topic.id);
  return (
    <li className={`topic-row${topic.hidden ? ' topic-row-hidden' : ''}`} data-topic-id={topic.id}>
      <article className="topic-row-body" aria-labelledby={titleId}>
        <div className="topic-row-main">
          <h3 id={titleId} className="topic-row-title">
            {/* A cut title still names the link in full. */}
            <Link
              to={href}
              aria-label={shownTitle === topic.title ? undefined : topic.title}
              title={shownTitle === topic.title ? undefined : topic.title}
            >
              {shownTitle}
            </Link>
          </h3>
          {topic.hidden ? <p className="badge topic-row-flag">Hidden after reports</p> : null}
          {topic.excerpt ? <p className="topic-row-excerpt">{truncateWords(topic.excerpt, EXCERPT_SHOWN)}</p> : null}
          <div className="topic-row-meta">
            {showModule ? (
              <Link className="soft-pill topic-chip" to={paths.communityModule(topic.module.id)}>
                <span className="visually-hidden">Section: </span>
                {topic.module.name}
              </Link>
            ) : null}
            <span className="topic-row-author">
              <Avatar src={topic.author?.avatarUrl} alt="" size={24} />
              {topic.author ? (
                <Link to={paths.member(topic.author.uuid)} className="topic-row-author-name">
                  {topic.author.name}
                </Link>
              ) : (
                <span className="topic-row-author-name">Former member</span>
              )}
            </span>
            <PostedTime iso={topic.createdAt} className="topic-row-time" />
            <span className="topic-row-stats">
              <Stat icon={<CommentIcon />} count={topic.commentCount} one="comment" many="comments" />
              <Stat icon={<PraiseIcon />} count={topic.praiseCount} one="praise" many="praises" />
            </span>
          </div>
        </div>
        {topic.imageUrl ? (
          // The title is the way in; the picture repeats it for pointers only.
          <Link to={href} className="topic-row-thumb cover-media" tabIndex={-1} aria-hidden="true">
            <FallbackImage src={topic.imageUrl} alt="" width={160} height={120} />
          </Link>
        ) : null}
      </article>
    </li>
  );
}
