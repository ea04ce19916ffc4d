// /community/search (decision 033): topics, articles and comments found by their words, best first, by kind and
// section, with the words as they were searched when a misspelt one was replaced. Drawn on the server like the other
// public pages (a shared link shows the results), but not for search engines (noindex).
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { COMMUNITY_API, COMMUNITY_SEARCH_LIMITS, SEARCH_KINDS, type SearchKind, type SearchPage } from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import { apiGet, errorMessage } from 'shared/api';
import { EmptyState, ErrorState, Pager, SkeletonCards, pageCount, useAsync, usePageTitle } from 'shared/ui';
import { PostTime } from '../post/author-line';
import { CommunityBreadcrumbs } from '../modules/community-breadcrumbs';
import { useTopicModules } from '../modules/use-topic-modules';
import { CommunitySearchForm } from './community-search-form';
import '../lists/lists.css';
import '../modules/modules.css';
import './search.css';

const KIND_LABELS: Record<SearchKind, string> = { topic: 'Topic', article: 'Article', comment: 'Comment' };
const KIND_FILTERS: { value: SearchKind | ''; label: string }[] = [
  { value: '', label: 'Everything' },
  { value: 'topic', label: 'Topics' },
  { value: 'article', label: 'Articles' },
  { value: 'comment', label: 'Comments' },
];

function searchHref(params: URLSearchParams, change: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [name, value] of Object.entries(change)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  return `${paths.communitySearch()}?${next.toString()}`;
}

function SectionFilter({ params, current }: { params: URLSearchParams; current: string }) {
  const [state] = useTopicModules();
  const navigate = useNavigate();
  if (state.status !== 'ready') return null;
  return (
    <form
      className="community-search-section"
      action={paths.communitySearch()}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = new FormData(event.currentTarget).get('module');
        void navigate(searchHref(params, { module: typeof chosen === 'string' ? chosen : '' }));
      }}
    >
      <input type="hidden" name="q" value={params.get('q') ?? ''} />
      {params.get('kind') ? <input type="hidden" name="kind" value={params.get('kind') ?? ''} /> : null}
      <label htmlFor="community-search-module">Section</label>
      <select
        id="community-search-module"
        name="module"
        className="field-input"
        value={current}
        onChange={(event) => void navigate(searchHref(params, { module: event.currentTarget.value }))}
      >
        <option value="">All sections</option>
        {state.data.map((module) => (
          <option key={module.id} value={String(module.id)}>
            {module.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-secondary">
          Show
        </button>
      </noscript>
    </form>
  );
}

function Results({ data, words }: { data: SearchPage; words: string }) {
  if (data.items.length === 0) {
    return (
      <EmptyState title="Nothing found">
        <p>Try other words, another section, or start a topic and ask.</p>
        <Link className="btn btn-primary" to={paths.communityNewTopic()}>
          Start a topic
        </Link>
      </EmptyState>
    );
  }
  return (
    <ol className="stack-list community-search-results" aria-label={`Results for ${words}`}>
      {data.items.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className="community-search-hit">
          <p className="overline community-search-kind">
            {KIND_LABELS[hit.kind]}
            {hit.module ? <span> · {hit.module.name}</span> : null}
          </p>
          <h2 className="community-search-title">
            <Link to={hit.url}>{hit.kind === 'comment' ? `On “${hit.title}”` : hit.title}</Link>
          </h2>
          <p className="community-search-excerpt">{hit.excerpt}</p>
          <p className="community-search-meta">
            {hit.author ? <span>{hit.author.name}</span> : null} <PostTime iso={hit.createdAt} />
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Which kind of post, and which section, a search looks in. */
function SearchFilters({ params, kind, module }: { params: URLSearchParams; kind: SearchKind | ''; module: string }) {
  return (
    <div className="spread-row community-search-filters">
      <nav className="community-search-kinds chip-nav" aria-label="Show">
        {KIND_FILTERS.map((filter) => (
          <Link
            key={filter.value}
            to={searchHref(params, { kind: filter.value })}
            aria-current={filter.value === kind ? 'page' : undefined}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <SectionFilter params={params} current={module} />
    </div>
  );
}

/** How many results, and the words searched for when the api corrected them; said politely as they change. */
function SearchSummary({ data, text }: { data: SearchPage | null; text: string }) {
  const corrected = data && data.searchedFor && data.searchedFor !== text.toLowerCase() ? data.searchedFor : null;
  return (
    <div aria-live="polite" className="community-search-summary">
      {data ? (
        <p>
          {data.capped ? 'More than ' : ''}
          {data.total === 1 ? '1 result' : `${data.total.toLocaleString('en-GB')} results`}
          {corrected ? (
            <>
              {' '}
              for <strong>{corrected}</strong>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

export function CommunitySearchPage() {
  const [params] = useSearchParams();
  const text = (params.get('q') ?? '').trim().slice(0, COMMUNITY_SEARCH_LIMITS.queryMax);
  const kindParam = params.get('kind') ?? '';
  const kind = (SEARCH_KINDS as readonly string[]).includes(kindParam) ? (kindParam as SearchKind) : '';
  const module = /^\d{1,9}$/.test(params.get('module') ?? '') ? (params.get('module') as string) : '';
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  usePageTitle(text ? `“${text}” in the community` : 'Search the community');
  const [state, reload] = useAsync<SearchPage | null>(
    (signal) =>
      text
        ? apiGet<SearchPage>(COMMUNITY_API.search, { q: text, kind: kind || undefined, module: module || undefined, page }, signal)
        : Promise.resolve(null),
    `community-search|${text}|${kind}|${module}|${page}`,
  );
  const data = state.status === 'ready' ? state.data : null;

  return (
    <div className="container community-page community-search-page">
      <CommunityBreadcrumbs current="Search" />
      <header className="page-intro">
        <h1>Search the community</h1>
        <CommunitySearchForm initial={text} hidden={{ ...(kind ? { kind } : {}), ...(module ? { module } : {}) }} />
      </header>
      {text ? <SearchFilters params={params} kind={kind} module={module} /> : null}
      <SearchSummary data={data} text={text} />
      {!text ? <EmptyState title="What are you looking for?">Type a word or two: a yacht, a place, a part, a question.</EmptyState> : null}
      {state.status === 'loading' ? <SkeletonCards count={3} label="Searching" /> : null}
      {state.status === 'error' ? <ErrorState title="We couldn’t search" message={errorMessage(state.error)} onRetry={reload} /> : null}
      {data ? (
        <>
          <Results data={data} words={text} />
          <Pager
            page={page}
            pageCount={Math.min(pageCount(data.total, data.pageSize), 1000)}
            hrefFor={(target) => {
              const next = new URLSearchParams(params);
              if (target > 1) next.set('page', String(target));
              else next.delete('page');
              return `${paths.communitySearch()}?${next.toString()}`;
            }}
          />
        </>
      ) : null}
    </div>
  );
}
