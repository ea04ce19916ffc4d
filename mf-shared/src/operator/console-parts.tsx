// The pieces every console page is made of (decision 033), so the areas' pages look like one console: the page's
// heading with its count, the filter tabs of a queue, a status badge, and the queue's pager.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Pager } from '../ui/components';
import { formatDateTime } from '../ui/dates';
import './console.css';

export function ConsoleHeading({
  title,
  count,
  countLabel,
  lead,
}: {
  title: string;
  count?: number;
  countLabel?: string;
  lead?: ReactNode;
}) {
  return (
    <header className="console-heading">
      <h1>
        {title}
        {count !== undefined ? (
          <span className="console-count" aria-label={`${count} ${countLabel ?? 'items'}`}>
            {count}
          </span>
        ) : null}
      </h1>
      {lead ? <p className="console-lead">{lead}</p> : null}
    </header>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A queue's filter as links (each filter has an address, so Back and a shared link keep it). */
export function FilterTabs({
  label,
  options,
  current,
  hrefFor,
}: {
  label: string;
  options: readonly FilterOption[];
  current: string;
  hrefFor: (value: string) => string;
}) {
  return (
    <nav className="console-filters chip-nav" aria-label={label}>
      {options.map((option) => (
        <Link key={option.value} to={hrefFor(option.value)} aria-current={option.value === current ? 'page' : undefined}>
          {option.label}
        </Link>
      ))}
    </nav>
  );
}

export function StatusBadge({ tone, children }: { tone: 'waiting' | 'good' | 'bad' | 'neutral'; children: ReactNode }) {
  return <span className={`console-badge console-badge-${tone}`}>{children}</span>;
}

/** When something happened, as a machine-readable time with the site's wording. */
export function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

export function ConsolePager({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  return <Pager page={page} pageCount={pageCount} hrefFor={hrefFor} />;
}
