// What the sitemaps list (sitemap-routes.ts), read from the database on each request: the listed yachts and what a
// visitor sees of the community, each with the time its page last changed. A section is one sequence in primary-key
// order (new yachts, then used; topics, then articles), cut into parts of `pageSize` addresses: a new row joins the
// last part and the earlier ones keep their addresses.
//
// Which rows count is what the pages themselves say (platform/page-status.ts): a yacht whose status is not LISTED
// answers 404, and so does a deleted topic or article; a hidden one is left out of every list a visitor sees.
import { count, eq, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import { LISTED, articles, newYachts, topics, usedYachts, visibleArticle, visibleTopic } from '../db/schema';

/** Addresses per part: the protocol allows 50,000 a file; 10,000 keep a part's query and answer small. */
export const SITEMAP_PAGE_SIZE = 10_000;

export type SitemapSection = 'yachts' | 'topics';

export interface SitemapUrl {
  /** The page's path on the site, as the contracts' `paths` build it. */
  path: string;
  lastmod: Date;
}

export interface SitemapPart {
  /** From 1: /sitemaps/<section>-<number>.xml. */
  number: number;
  /** The newest lastmod of the part's addresses. */
  lastmod: Date;
}

/** The newest change behind the pages that list rows rather than show one. */
export interface SitemapNewest {
  newYachts: Date | null;
  usedYachts: Date | null;
  community: Date | null;
}

/** One table's share of a section. */
interface Source {
  table: PgTable;
  /** The primary key: the order of the sequence. */
  id: PgColumn;
  /** When the page last changed. */
  lastmod: PgColumn;
  /** The slug, for pages whose path carries one. */
  slug?: PgColumn;
  where: SQL | undefined;
  path: (id: number, slug: string) => string;
}

const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** The sources of each section: what a crawler may see of each table, and its pages' addresses. */
function sitemapSections(): Record<SitemapSection, Source[]> {
  const listedNew = eq(newYachts.status, LISTED);
  const listedUsed = eq(usedYachts.status, LISTED);
  // A crawler is a visitor: what no visitor sees in a list is left out.
  const publicTopic = visibleTopic(null);
  const publicArticle = visibleArticle(null);

  return {
    yachts: [
      { table: newYachts, id: newYachts.id, lastmod: newYachts.updatedAt, slug: newYachts.slug, where: listedNew, path: paths.newYacht },
      {
        table: usedYachts,
        id: usedYachts.id,
        lastmod: usedYachts.updatedAt,
        slug: usedYachts.slug,
        where: listedUsed,
        path: paths.usedYacht,
      },
    ],
    topics: [
      // A topic's page changes with each comment and reply (last_activity_at); an article has no later change.
      { table: topics, id: topics.id, lastmod: topics.lastActivityAt, where: publicTopic, path: (id) => paths.communityTopic(id) },
      { table: articles, id: articles.id, lastmod: articles.createdAt, where: publicArticle, path: (id) => paths.communityArticle(id) },
    ],
  };
}

async function countOf(db: Db, source: Source): Promise<number> {
  const [row] = await db.select({ n: count() }).from(source.table).where(source.where);
  return row?.n ?? 0;
}

async function newestOf(db: Db, source: Source): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(source.lastmod) })
    .from(source.table)
    .where(source.where);
  return row?.at === null || row?.at === undefined ? null : asDate(row.at);
}

/**
 * The source's rows by the part they fall in, the first being number `first` of the section (from 0): for each
 * part its count and newest lastmod, in one pass over the rows.
 */
async function partsOfSource(db: Db, source: Source, first: number, pageSize: number) {
  const part = sql<number>`(row_number() over (order by ${source.id}) - 1 + ${first}::bigint) / ${pageSize}::bigint`.as('part');
  const numbered = db.select({ part, lastmod: source.lastmod }).from(source.table).where(source.where).as('numbered');
  const rows = await db
    .select({ part: numbered.part, n: count(), lastmod: max(numbered.lastmod) })
    .from(numbered)
    .groupBy(numbered.part);
  return rows.map((row) => ({ part: Number(row.part), n: Number(row.n), lastmod: asDate(row.lastmod) }));
}

async function sliceOf(db: Db, source: Source, offset: number, limit: number): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ id: source.id, slug: source.slug ?? sql<string>`''`, lastmod: source.lastmod })
    .from(source.table)
    .where(source.where)
    .orderBy(source.id)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ path: source.path(Number(row.id), String(row.slug)), lastmod: asDate(row.lastmod) }));
}

export function createSitemapRepository(db: Db) {
  const SECTIONS = sitemapSections();

  return {
    /** The section's parts, each with its newest lastmod; none when the section has no rows. */
    async parts(section: SitemapSection, pageSize = SITEMAP_PAGE_SIZE): Promise<SitemapPart[]> {
      const newest = new Map<number, Date>();
      let first = 0;
      for (const source of SECTIONS[section]) {
        for (const row of await partsOfSource(db, source, first, pageSize)) {
          const known = newest.get(row.part);
          if (!known || row.lastmod > known) newest.set(row.part, row.lastmod);
          first += row.n;
        }
      }
      return [...newest.entries()].sort(([a], [b]) => a - b).map(([part, lastmod]) => ({ number: part + 1, lastmod }));
    },

    /** The addresses of part `number` (from 1), or null when the section has no such part. */
    async urls(section: SitemapSection, number: number, pageSize = SITEMAP_PAGE_SIZE): Promise<SitemapUrl[] | null> {
      if (!Number.isSafeInteger(number) || number < 1) return null;
      let offset = (number - 1) * pageSize;
      const urls: SitemapUrl[] = [];
      for (const source of SECTIONS[section]) {
        if (urls.length === pageSize) break;
        const rows = await countOf(db, source);
        if (offset >= rows) {
          offset -= rows;
          continue;
        }
        urls.push(...(await sliceOf(db, source, offset, pageSize - urls.length)));
        offset = 0;
      }
      return urls.length > 0 ? urls : null;
    },

    async newest(): Promise<SitemapNewest> {
      const [[newOnes, usedOnes], [topicsAt, articlesAt]] = await Promise.all([
        Promise.all(SECTIONS.yachts.map((source) => newestOf(db, source))),
        Promise.all(SECTIONS.topics.map((source) => newestOf(db, source))),
      ]);
      return { newYachts: newOnes ?? null, usedYachts: usedOnes ?? null, community: latest(topicsAt ?? null, articlesAt ?? null) };
    },
  };
}

/** The later of two times, either of which may be missing. */
export function latest(...dates: (Date | null)[]): Date | null {
  let found: Date | null = null;
  for (const date of dates) if (date && (!found || date > found)) found = date;
  return found;
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
