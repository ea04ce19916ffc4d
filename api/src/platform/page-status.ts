// What the gateway tells crawlers and link previews about a page before the browser renders it. A page about one
// thing that is not there (an unknown or withdrawn yacht, a deleted topic or article, an unknown section) answers
// 404, as the page the browser draws says, instead of a 200 that would get an empty page indexed. Pages of one
// member (the account, the inbox, the forms) are private: `X-Robots-Tag: noindex`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEALER_SLUG } from '@yachts/contracts/catalogue';
import { PAGES, isOperatorPath } from '@yachts/contracts/paths';
import { matchPattern, sectionOf, type PatternParams } from '@yachts/contracts/route-pattern';
import { canonicalId } from '../lib/page-request';

/** The parameters of the first of `patterns` that `pathname` matches. */
function matchFirst<P extends string>(patterns: readonly P[], pathname: string): Record<PatternParams<P>, string> | null {
  for (const pattern of patterns) {
    const params = matchPattern(pattern, pathname);
    if (params) return params;
  }
  return null;
}
const inSection = (section: string, pathname: string) => pathname.startsWith(`${section}/`);

/** Everything under /yachts/ is a yacht's page or the comparison: any other address there names nothing. */
const YACHTS = sectionOf(PAGES.newYacht);
/** `<id>` or `<id>-<slug>`, the id in its one spelling (canonicalId): `-1-x`, `01-x` or `+1` name no yacht. */
const ID_SLUG = /^([^-]*)(?:-[^/]*)?$/;
const COMMUNITY_ITEMS = [
  ['module', PAGES.communityModule],
  ['topic', PAGES.communityTopic],
  ['article', PAGES.communityArticle],
] as const;
/** The author's edit of a topic or article: private (the browser asks the api), so only the id's spelling is judged. */
const COMMUNITY_EDITS = [PAGES.communityEditTopic, PAGES.communityEditArticle];
/** A member's public pages: the uuid the api names members by (lower case, as crypto.randomUUID writes it). */
const MEMBER_PAGES = [PAGES.member, PAGES.memberTopics, PAGES.memberReplies];
const MEMBER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Pages of one member's own rows: the page asks the api with the member's login, so the server judges only the
 * spelling of the id (a row of someone else is the api's 404 in the page).
 */
const PRIVATE_ID_PAGES = [
  PAGES.messageDetail,
  PAGES.sellEditNew,
  PAGES.sellEditUsed,
  PAGES.sellApplication,
  PAGES.myListingNew,
  PAGES.myListingUsed,
];

/** The legal pages sit under /user/ but are for everyone. */
const PUBLIC_UNDER_USER = [PAGES.userAgreement, PAGES.privacyPolicy];
/** Sections of one member's pages: every address under /user/ and /message/, and under /sell/ but its landing page. */
const PRIVATE_SECTIONS = [sectionOf(PAGES.userProfile), sectionOf(PAGES.messageDetail)];
const SELL = sectionOf(PAGES.sellNew);
const PRIVATE_PAGES = [
  PAGES.accountInformation,
  PAGES.accountTopic,
  PAGES.accountReply,
  PAGES.communityNewTopic,
  PAGES.communityNewArticle,
  ...COMMUNITY_EDITS,
];

/** Public pages drawn on the server (a shared link shows them) that search engines should not index: the yachts a
 * visitor chose side by side (a page of their own making) and the community's search results (a page per query,
 * worth sharing, not worth indexing: decision 033). */
export function isUnlistedPage(pathname: string): boolean {
  return matchFirst([PAGES.compare, PAGES.communitySearch], pathname) !== null;
}

export function isPrivatePage(pathname: string): boolean {
  if (matchFirst(PUBLIC_UNDER_USER, pathname)) return false;
  return (
    isOperatorPath(pathname) ||
    PRIVATE_SECTIONS.some((section) => inSection(section, pathname)) ||
    (inSection(SELL, pathname) && pathname.length > SELL.length + 1) ||
    matchFirst(PRIVATE_PAGES, pathname) !== null
  );
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
  if (matchPattern(PAGES.compare, pathname)) return true;
  const privateId = matchFirst(PRIVATE_ID_PAGES, pathname);
  if (privateId) return canonicalId(privateId.id) !== null;
  const edit = matchFirst(COMMUNITY_EDITS, pathname);
  if (edit) return canonicalId(edit.id) !== null;
  const member = matchFirst(MEMBER_PAGES, pathname);
  if (member) return MEMBER_UUID.test(member.uuid) && (await userArea.findMember(member.uuid)) !== null;
  const dealer = matchPattern(PAGES.dealer, pathname);
  if (dealer) {
    let slug: string;
    try {
      slug = decodeURIComponent(dealer.slug);
    } catch {
      return false;
    }
    return DEALER_SLUG.test(slug) && (await dealers.sellerOf(slug)) !== null;
  }
  if (pathname === YACHTS || inSection(YACHTS, pathname)) {
    const used = matchPattern(PAGES.usedYacht, pathname);
    const yacht = used ?? matchPattern(PAGES.newYacht, pathname);
    const id = canonicalId(ID_SLUG.exec(yacht?.idSlug ?? '')?.[1]);
    return id !== null && (await yachts.findListed(used ? 'idle' : 'new', id)) !== null;
  }
  for (const [kind, pattern] of COMMUNITY_ITEMS) {
    const item = matchPattern(pattern, pathname);
    if (!item) continue;
    const id = canonicalId(item.id);
    if (id === null) return false;
    if (kind === 'module') return community.moduleExists(id);
    if (kind === 'topic') return (await community.topicDetail(id, null)) !== null;
    return (await community.articleDetail(id, null)) !== null;
  }
  return true;
}
