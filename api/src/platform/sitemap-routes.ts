// What the gateway (decision 008) tells search engines besides the pages themselves: /robots.txt (what to leave
// alone, and where the sitemap is) and the sitemaps (sitemaps.org protocol): /sitemap.xml, an index of its parts
// /sitemaps/pages.xml (the pages that show no one row), /sitemaps/yachts-<n>.xml and /sitemaps/topics-<n>.xml.
// Every address is absolute, on PUBLIC_URL. The answers are read from the database on each request, so a listing
// that comes or goes is in or out of them at once; shared caches may keep them for a few minutes.
//
// Registered before the gateway's routes: none of these paths is a page path (contracts isPagePath), so its
// not-found handler would answer them with the shell or the JSON 404.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { OPERATOR_PREFIX, PAGES, paths } from '@yachts/contracts/paths';
import { sectionOf } from '@yachts/contracts/route-pattern';
import { HttpError } from '../lib/http-error';
import { latest, type SitemapSection } from './sitemap-repository';

export const SITEMAP_CACHE_CONTROL = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * What crawlers leave alone: what is no page (the api, the remotes' files, the reference, the development outbox),
 * and the pages of one member, which also answer `X-Robots-Tag: noindex` (page-status.ts isPrivatePage): /user/…
 * but the legal pages, /message/…, the selling forms and lists under /sell/, the member's own /account pages (a
 * member's public pages, /account/<page>/<uuid>, stay open) and the new-topic form. `$` ends a pattern (RFC 9309).
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/remotes/',
  '/remotes.json',
  '/docs',
  '/dev/',
  `${sectionOf(PAGES.userProfile)}/`,
  `${sectionOf(PAGES.messageDetail)}/`,
  `${sectionOf(PAGES.sellNew)}/`,
  ...[PAGES.accountInformation, PAGES.accountTopic, PAGES.accountReply].flatMap((page) => [`${page}$`, `${page}/$`]),
  `${paths.communityNewTopic()}$`,
  `${paths.communityNewTopic()}/$`,
  `${paths.communityNewArticle()}$`,
  `${paths.communityNewArticle()}/$`,
  // An author's edit of a post (decision 033): Google and Bing read * as any characters.
  '/community/*/edit',
  // The operators' console (decision 033).
  `${OPERATOR_PREFIX}$`,
  `${OPERATOR_PREFIX}/`,
];
/** Under a disallowed prefix, but for everyone: the longer rule wins. */
export const ROBOTS_ALLOW = [paths.userAgreement(), paths.privacyPolicy()];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data or an attribute value. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** W3C Datetime to the second, in UTC (the protocol's lastmod). */
export function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

interface Entry {
  loc: string;
  lastmod: Date | null;
}

function entryXml(element: 'url' | 'sitemap', entry: Entry): string {
  const lastmod = entry.lastmod ? `<lastmod>${w3cDatetime(entry.lastmod)}</lastmod>` : '';
  return `  <${element}><loc>${xmlEscape(entry.loc)}</loc>${lastmod}</${element}>`;
}

/** A sitemap document: its root element around an element `item` for each entry. */
function sitemapXml(root: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap', entries: Entry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${NAMESPACE}">`,
    ...entries.map((entry) => entryXml(item, entry)),
    `</${root}>`,
    '',
  ].join('\n');
}

export function urlsetXml(entries: Entry[]): string {
  return sitemapXml('urlset', 'url', entries);
}

export function sitemapIndexXml(entries: Entry[]): string {
  return sitemapXml('sitemapindex', 'sitemap', entries);
}

const PART = /^(yachts|topics)-([1-9][0-9]{0,8})\.xml$/;
const gateway = { tags: ['gateway'] };

export default function sitemapRoutes(app: FastifyInstance, options: { publicUrl: string }, done: () => void): void {
  const { publicUrl } = options;
  const { sitemap } = app.repositories;
  const absolute = (path: string) => `${publicUrl}${path}`;
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.header('cache-control', SITEMAP_CACHE_CONTROL).type(type).send(body);

  /** The pages that list rows or show none, each changed when the newest row behind it did (none: no lastmod). */
  async function pageEntries(): Promise<Entry[]> {
    const [newest, dealers] = await Promise.all([sitemap.newest(), app.repositories.dealers.list()]);
    return [
      // The home page shows the newest yachts and the community's liveliest topics.
      { loc: absolute(paths.home()), lastmod: latest(newest.newYachts, newest.usedYachts, newest.community) },
      { loc: absolute(paths.newYachts()), lastmod: newest.newYachts },
      { loc: absolute(paths.usedYachts()), lastmod: newest.usedYachts },
      { loc: absolute(paths.sell()), lastmod: null },
      { loc: absolute(paths.community()), lastmod: newest.community },
      { loc: absolute(paths.userAgreement()), lastmod: null },
      { loc: absolute(paths.privacyPolicy()), lastmod: null },
      // Dealers' pages (decision 028): a few hundred at most, so here rather than in parts of their own.
      { loc: absolute(paths.dealers()), lastmod: null },
      ...dealers.map((dealer) => ({ loc: absolute(dealer.url), lastmod: null })),
    ];
  }

  app.get('/robots.txt', { schema: { ...gateway, summary: 'What crawlers may read, and where the sitemap is' } }, async (_request, reply) =>
    send(reply, 'text/plain; charset=utf-8', robotsTxt(publicUrl)),
  );

  app.get(
    '/sitemap.xml',
    { schema: { ...gateway, summary: 'The sitemap index: the pages part, then the yacht and community parts' } },
    async (_request, reply) => {
      const [pages, yachts, topics] = await Promise.all([pageEntries(), sitemap.parts('yachts'), sitemap.parts('topics')]);
      const parts = (section: SitemapSection, list: typeof yachts) =>
        list.map((part) => ({ loc: absolute(`/sitemaps/${section}-${part.number}.xml`), lastmod: part.lastmod }));
      const entries: Entry[] = [
        { loc: absolute('/sitemaps/pages.xml'), lastmod: latest(...pages.map((page) => page.lastmod)) },
        ...parts('yachts', yachts),
        ...parts('topics', topics),
      ];
      return send(reply, XML, sitemapIndexXml(entries));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    {
      schema: {
        ...gateway,
        summary: 'One part of the sitemap: pages.xml, yachts-<n>.xml or topics-<n>.xml (404 past the last part)',
        params: { type: 'object', properties: { file: { type: 'string' } }, required: ['file'] },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (file === 'pages.xml') return send(reply, XML, urlsetXml(await pageEntries()));
      const part = PART.exec(file);
      const urls = part ? await sitemap.urls(part[1] as SitemapSection, Number(part[2])) : null;
      if (!urls) throw new HttpError(404, `Not found: GET ${request.url.split('?')[0]}`);
      return send(reply, XML, urlsetXml(urls.map((url) => ({ loc: absolute(url.path), lastmod: url.lastmod }))));
    },
  );
  done();
}
