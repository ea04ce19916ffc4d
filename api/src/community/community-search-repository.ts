// The community search (decision 033): topics, articles and comments in one ranked list, by PostgreSQL's full-text
// search (the generated search_vector columns and their GIN indexes, the same SQL on PGlite). A misspelt word is
// searched with the closest word the community has written (community_words, pg_trgm), so "anchr" finds "anchor".
// Only what a visitor may read is found: nothing hidden or deleted, no comment of a hidden or deleted post. Each kind
// ranks at most COMMUNITY_SEARCH_LIMITS.candidates matches, so a common word costs what a rare one does; past that the
// total says "more than". Answers are kept in a versioned cache (lib/versioned-cache) keyed by community_version, which
// every write to the posts raises in its transaction: a repeated question costs one row read until something changes.
import { eq, sql, type SQL } from 'drizzle-orm';
import { COMMUNITY_SEARCH_LIMITS, type SearchKind } from '@yachts/contracts/community';
import type { SearchHit, SearchPage } from '@yachts/contracts/wire/community';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { communityVersion } from '../db/schema';
import { VersionedCache } from '../lib/versioned-cache';
import { excerpt } from '../lib/excerpt';
import { commentLink } from './community-comments-repository';
import { htmlToText } from './sanitize-community';

export interface SearchQuery {
  text: string;
  moduleId: number | null;
  kind: SearchKind | null;
  page: number;
  pageSize: number;
}

/** The words of a query: letters and digits, lower-cased, each once, at most wordsMax. */
export function queryWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 2 && word.length <= 40))].slice(0, COMMUNITY_SEARCH_LIMITS.wordsMax);
}

/** Plain text around the first of `words` in `text`, or its start. */
function excerptAround(text: string, words: string[], length = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const at = words.map((word) => lower.indexOf(word)).filter((index) => index >= 0);
  const first = at.length ? Math.min(...at) : 0;
  if (first < length / 2) return excerpt(flat, length);
  const start = flat.lastIndexOf(' ', first - 40) + 1;
  return `… ${excerpt(flat.slice(start), length)}`;
}

/** About 5 KB an answer: a few MB at most. */
const CACHE = { maxEntries: 1000, ttlMs: 60_000 };

async function version(db: Db): Promise<number> {
  const [row] = await db.select({ version: communityVersion.version }).from(communityVersion).where(eq(communityVersion.id, 1));
  return row?.version ?? 0;
}

/** Each word, or (word | the closest word the community wrote) when the word itself is not one of them. */
async function corrected(db: Db, words: string[]): Promise<{ word: string; best: string | null }[]> {
  if (words.length === 0) return [];
  const result = await db.execute(sql`
    select w.q as word,
      (select cw.word from community_words cw
        where cw.word % w.q
        order by (cw.word = w.q) desc, similarity(cw.word, w.q) desc, cw.word
        limit 1) as best
    from unnest(array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as w(q)`);
  return rowsOf<{ word: string; best: string | null }>(result);
}

async function searchUncached(db: Db, query: SearchQuery): Promise<SearchPage> {
  const words = queryWords(query.text);
  const pairs = await corrected(db, words);
  const terms = pairs.map(({ word, best }) => (best && best !== word && !/\d/.test(word) ? `(${word} | ${best})` : word));
  const searchedFor = pairs.map(({ word, best }) => (best && !/\d/.test(word) ? best : word)).join(' ');
  const empty: SearchPage = { items: [], total: 0, capped: false, page: query.page, pageSize: query.pageSize, searchedFor };
  if (terms.length === 0) return empty;
  // Every term is letters and digits (queryWords), so the expression is tsquery syntax of our own making.
  const tsquery = sql`to_tsquery('english', ${terms.join(' & ')})`;
  const cap = COMMUNITY_SEARCH_LIMITS.candidates;
  const inModule = (column: SQL) => (query.moduleId === null ? sql`true` : sql`${column} = ${query.moduleId}`);
  const wanted = (kind: SearchKind) => query.kind === null || query.kind === kind;

  const parts: SQL[] = [];
  if (wanted('topic')) {
    parts.push(sql`(select 'topic' as kind, t.id, ts_rank(t.search_vector, q.tsq) as rank, t.created_at
      from topics t, q where t.search_vector @@ q.tsq and t.hidden_at is null and ${inModule(sql`t.module_id`)} limit ${cap})`);
  }
  if (wanted('article')) {
    parts.push(sql`(select 'article' as kind, a.id, ts_rank(a.search_vector, q.tsq) as rank, a.created_at
      from articles a, q where a.search_vector @@ q.tsq and a.deleted_at is null and a.hidden_at is null
        and ${inModule(sql`a.module_id`)} limit ${cap})`);
  }
  if (wanted('comment')) {
    parts.push(sql`(select 'comment' as kind, c.id, ts_rank(c.search_vector, q.tsq) as rank, c.created_at
      from comments c
      cross join q
      left join topics ct on ct.id = c.topic_id
      left join articles ca on ca.id = c.article_id
      where c.search_vector @@ q.tsq and c.deleted_at is null and c.hidden_at is null
        and ((ct.id is not null and ct.hidden_at is null and ${inModule(sql`ct.module_id`)})
          or (ca.id is not null and ca.deleted_at is null and ca.hidden_at is null and ${inModule(sql`ca.module_id`)}))
      limit ${cap})`);
  }
  const result = await db.execute(sql`
    with q as (select ${tsquery} as tsq), hits as (${sql.join(parts, sql` union all `)})
    , counted as (select count(*)::int as total, count(*) filter (where kind = 'topic')::int as topics,
        count(*) filter (where kind = 'article')::int as articles, count(*) filter (where kind = 'comment')::int as comments from hits)
    select kind, id, counted.total, counted.topics, counted.articles, counted.comments
    from hits, counted order by rank desc, created_at desc, kind, id
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  const rows = rowsOf<{ kind: SearchKind; id: number; total: number; topics: number; articles: number; comments: number }>(result);
  let total = rows[0]?.total ?? 0;
  let capped = rows.length > 0 && [rows[0]!.topics, rows[0]!.articles, rows[0]!.comments].some((n) => n >= cap);
  if (rows.length === 0 && query.page > 1) {
    // Past the last page: the total still says how many there are.
    const counted = rowsOf<{ n: number; most: number }>(
      await db.execute(sql`with q as (select ${tsquery} as tsq), hits as (${sql.join(parts, sql` union all `)})
        select count(*)::int as n, coalesce(max(c), 0)::int as most from (select kind, count(*) as c from hits group by kind) k, hits`),
    );
    total = counted[0]?.n ?? 0;
    capped = (counted[0]?.most ?? 0) >= cap;
  }
  const matched = [...words, ...pairs.flatMap(({ best }) => (best ? [best] : []))];
  return { items: await hitsOf(db, rows, matched), total, capped, page: query.page, pageSize: query.pageSize, searchedFor };
}

/** The page's hits with their titles, excerpts, sections and authors, in the ranked order. */
async function hitsOf(db: Db, rows: { kind: SearchKind; id: number }[], words: string[]): Promise<SearchHit[]> {
  const ids = (kind: SearchKind) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const list = (values: number[]) => sql.raw(values.length ? values.join(',') : '0');
  const [topicRows, articleRows, commentRows] = await Promise.all([
    ids('topic').length
      ? db.execute(sql`select t.id, t.title, t.body as text, t.created_at, m.id as module_id, m.name as module_name,
          u.uuid, u.name as author_name, u.avatar_url
        from topics t join topic_modules m on m.id = t.module_id left join users u on u.id = t.author_id
        where t.id in (${list(ids('topic'))})`)
      : [],
    ids('article').length
      ? db.execute(sql`select a.id, a.title, a.body as text, a.created_at, m.id as module_id, m.name as module_name,
          u.uuid, u.name as author_name, u.avatar_url
        from articles a left join topic_modules m on m.id = a.module_id left join users u on u.id = a.author_id
        where a.id in (${list(ids('article'))})`)
      : [],
    ids('comment').length
      ? db.execute(sql`select c.id, coalesce(t.title, a.title) as title, c.content as text, c.created_at, c.topic_id, c.article_id,
          m.id as module_id, m.name as module_name, u.uuid, u.name as author_name, u.avatar_url
        from comments c left join topics t on t.id = c.topic_id left join articles a on a.id = c.article_id
        left join topic_modules m on m.id = coalesce(t.module_id, a.module_id)
        join users u on u.id = c.author_id
        where c.id in (${list(ids('comment'))})`)
      : [],
  ]);
  type Detail = {
    id: number;
    title: string;
    text: string;
    created_at: string | Date;
    module_id: number | null;
    module_name: string | null;
    uuid: string | null;
    author_name: string | null;
    avatar_url: string | null;
    topic_id?: number | null;
    article_id?: number | null;
  };
  const byKind: Record<SearchKind, Map<number, Detail>> = {
    topic: new Map(rowsOf<Detail>(topicRows).map((row) => [row.id, row])),
    article: new Map(rowsOf<Detail>(articleRows).map((row) => [row.id, row])),
    comment: new Map(rowsOf<Detail>(commentRows).map((row) => [row.id, row])),
  };
  const hits: SearchHit[] = [];
  for (const { kind, id } of rows) {
    const row = byKind[kind].get(id);
    if (!row) continue;
    const url =
      kind === 'topic'
        ? paths.communityTopic(id)
        : kind === 'article'
          ? paths.communityArticle(id)
          : commentLink(row.topic_id ? { kind: 'topic', id: row.topic_id } : { kind: 'article', id: row.article_id ?? 0 }, id);
    hits.push({
      kind,
      id,
      title: row.title,
      excerpt: excerptAround(kind === 'comment' ? row.text : htmlToText(row.text), words),
      url,
      module: row.module_id !== null && row.module_name !== null ? { id: row.module_id, name: row.module_name } : null,
      author: row.uuid ? { uuid: row.uuid, name: row.author_name ?? '', avatarUrl: row.avatar_url } : null,
      createdAt: new Date(row.created_at).toISOString(),
    });
  }
  return hits;
}

export function createCommunitySearchRepository(db: Db, { cache = true }: { cache?: boolean } = {}) {
  const answers = new VersionedCache<SearchPage>(CACHE);

  /** The version is read before the answer, so a cached answer is never older than the version it is filed under. */
  async function search(query: SearchQuery): Promise<SearchPage> {
    if (!cache) return searchUncached(db, query);
    return answers.get(
      await version(db),
      JSON.stringify([queryWords(query.text), query.moduleId, query.kind, query.page, query.pageSize]),
      () => searchUncached(db, query),
    );
  }

  return { search };
}

export type CommunitySearchRepository = ReturnType<typeof createCommunitySearchRepository>;
