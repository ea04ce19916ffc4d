// What the gateway tells crawlers and link previews about a page before the browser renders it. A page about one
// thing that is not there (an unknown or withdrawn yacht, a deleted topic or article, an unknown section) answers
// 404, as the page the browser draws says, instead of a 200 that would get an empty page indexed. Pages of one
// member (the account, the inbox, the forms) are private: `X-Robots-Tag: noindex`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEALER_SLUG } from '@yachts/contracts/catalogue';
import { canonicalId } from '../lib/page-request';

/** Everything under /yachts/ is a yacht's page or the comparison: any other address there names nothing. */
const UNDER_YACHTS = /^\/yachts(\/|$)/;
/** `<id>` or `<id>-<slug>`, the id in its one spelling (canonicalId): `-1-x`, `01-x` or `+1` name no yacht. */
const YACHT = /^\/yachts\/(used\/)?([^/]*)\/?$/;
const ID_SLUG = /^([^-]*)(?:-[^/]*)?$/;
/** Yachts a visitor chose side by side: a page of their own making, so not for search engines. */
const COMPARE = /^\/yachts\/compare\/?$/;
const COMMUNITY_ITEM = /^\/community\/(topic|article|module)\/([^/]+)\/?$/;
/** The author's edit of a topic or article: private (the browser asks the api), so only the id's spelling is judged. */
const COMMUNITY_EDIT = /^\/community\/(topic|article)\/([^/]+)\/edit\/?$/;
/** A member's public pages: the uuid the api names members by (lower case, as crypto.randomUUID writes it). */
const MEMBER_PAGE = /^\/account\/(information|topic|reply)\/([^/]+)\/?$/;
const MEMBER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Pages of one member's own rows: the page asks the api with the member's login, so the server judges only the
 * spelling of the id (a row of someone else is the api's 404 in the page).
 */
const PRIVATE_ID_PAGES = [
  /^\/message\/interactiveDetail\/([^/]+)\/?$/,
  /^\/sell\/(?:new|used)\/([^/]+)\/edit\/?$/,
  /^\/sell\/applications\/([^/]+)\/?$/,
  /^\/sell\/listings\/(?:new|used)\/([^/]+)\/?$/,
];
const DEALER = /^\/dealers\/([^/]+)\/?$/;

/** The legal pages sit under /user/ but are for everyone. */
const PUBLIC_UNDER_USER = /^\/user\/(agreement|privacy)\/?$/;
const PRIVATE = [
  /^\/operator(\/|$)/,
  /^\/user\//,
  /^\/message\//,
  /^\/sell\/./,
  /^\/account\/(information|topic|reply)\/?$/,
  /^\/community\/new(-article)?\/?$/,
  /^\/community\/(topic|article)\/[^/]+\/edit\/?$/,
];

/** The community's search results: a page per query, worth sharing, not worth indexing (decision 033). */
const COMMUNITY_SEARCH = /^\/community\/search\/?$/;

/** Public pages drawn on the server (a shared link shows them) that search engines should not index. */
export function isUnlistedPage(pathname: string): boolean {
  return COMPARE.test(pathname) || COMMUNITY_SEARCH.test(pathname);
}

export function isPrivatePage(pathname: string): boolean {
  return !PUBLIC_UNDER_USER.test(pathname) && PRIVATE.some((pattern) => pattern.test(pathname));
}

/**
 * The operators' console is there only for an operator's login (decision 033): a visitor or a member gets the 404
 * page, as the api answers them 401 and 403. The second factor is the console's own first page, so it is not asked here.
 */
export async function operatorConsoleOpen(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const user = await app.optionalUser(request);
  return user !== null && (await app.repositories.operators.find(user.id)) !== null;
}

/**
 * False when the page names a yacht, dealer, topic, article, section or member that the api would answer 404 for,
 * or names it by an id in another spelling than its one (`/yachts/-1-x`, `/community/topic/01`): one row has one
 * address, and a made-up address is no page.
 */
export async function pageSubjectExists(app: FastifyInstance, pathname: string): Promise<boolean> {
  const { yachts, community, dealers, userArea } = app.repositories;
  if (COMPARE.test(pathname)) return true;
  const privateId = PRIVATE_ID_PAGES.map((pattern) => pattern.exec(pathname)).find((match) => match !== null);
  if (privateId) return canonicalId(privateId[1]) !== null;
  const edit = COMMUNITY_EDIT.exec(pathname);
  if (edit) return canonicalId(edit[2]) !== null;
  const member = MEMBER_PAGE.exec(pathname);
  if (member) {
    const uuid = member[2] as string;
    return MEMBER_UUID.test(uuid) && (await userArea.findMember(uuid)) !== null;
  }
  const dealer = DEALER.exec(pathname);
  if (dealer) {
    let slug: string;
    try {
      slug = decodeURIComponent(dealer[1] as string);
    } catch {
      return false;
    }
    return DEALER_SLUG.test(slug) && (await dealers.sellerOf(slug)) !== null;
  }
  if (UNDER_YACHTS.test(pathname)) {
    const yacht = YACHT.exec(pathname);
    const id = canonicalId(ID_SLUG.exec(yacht?.[2] ?? '')?.[1]);
    return id !== null && (await yachts.findListed(yacht?.[1] ? 'idle' : 'new', id)) !== null;
  }
  const item = COMMUNITY_ITEM.exec(pathname);
  if (item) {
    const id = canonicalId(item[2]);
    if (id === null) return false;
    if (item[1] === 'module') return community.moduleExists(id);
    if (item[1] === 'topic') return (await community.topicDetail(id, null)) !== null;
    return (await community.articleDetail(id, null)) !== null;
  }
  return true;
}
