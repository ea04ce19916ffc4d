// The one table of page paths (docs/architecture.md §2: each path is owned by exactly one area).
// The host mounts areas from AREA_PREFIXES, the gateway answers 200 for these pages and 404 for the rest,
// and components build links with the helpers below instead of typing strings.
import { buildPath } from './route-pattern';

export const AREAS = ['catalogue', 'community', 'account'] as const;
export type Area = (typeof AREAS)[number];

/** Every federated remote the page can load, in the order the host registers them. */
export const REMOTES = ['shared', ...AREAS] as const;
export type RemoteName = (typeof REMOTES)[number];

export const AREA_PREFIXES: Record<Area, readonly string[]> = {
  catalogue: ['/new-yachts-for-sale', '/used-yachts-for-sale', '/yachts', '/sell', '/dealers'],
  community: ['/community'],
  account: ['/user', '/account', '/message'],
};

/** Pages the host renders itself. */
export const HOST_PAGES = ['/'] as const;

const enc = encodeURIComponent;

/**
 * Every page of the site as one pattern (route-pattern.ts): the areas' `<Route path>`s, the builders below and the
 * gateway's page status (api platform/page-status.ts) all read these, so an address is written once.
 */
export const PAGES = {
  home: '/',
  // Catalogue: the lists, and search results at {list}/{encoded keywords}/ (product rules §2).
  newYachts: '/new-yachts-for-sale',
  newYachtsSearch: '/new-yachts-for-sale/:keywords',
  usedYachts: '/used-yachts-for-sale',
  usedYachtsSearch: '/used-yachts-for-sale/:keywords',
  compare: '/yachts/compare',
  /** Yacht pages: `<id>-<slug>` (or the bare id). */
  usedYacht: '/yachts/used/:idSlug',
  newYacht: '/yachts/:idSlug',
  dealers: '/dealers',
  dealer: '/dealers/:slug',
  sell: '/sell',
  sellNew: '/sell/new',
  sellUsed: '/sell/used',
  sellEditNew: '/sell/new/:id/edit',
  sellEditUsed: '/sell/used/:id/edit',
  sellApplications: '/sell/applications',
  sellApplication: '/sell/applications/:id',
  myListings: '/sell/listings',
  listingConfirm: '/sell/listings/confirm',
  listingWithdraw: '/sell/listings/withdraw',
  myListingNew: '/sell/listings/new/:id',
  myListingUsed: '/sell/listings/used/:id',
  /** The dealer workspace (decision 045): for the owners and staff of an approved business with a dealer page. */
  dealerWorkspace: '/sell/dealer',
  dealerProfile: '/sell/dealer/profile',
  dealerStaff: '/sell/dealer/staff',
  dealerStock: '/sell/dealer/stock',
  /** The stock's feeds: a file uploaded, addresses fetched on a schedule, the imports' reports, the exports. */
  dealerFeeds: '/sell/dealer/feeds',
  /** Views, follows and enquiries by day: the whole stock, or one listing with `?kind=&id=`. */
  dealerFigures: '/sell/dealer/figures',
  /** Where an invitation's mail leads: `?token=`. */
  dealerJoin: '/sell/dealer/join',
  // Community.
  community: '/community',
  communityNewTopic: '/community/new',
  communityNewArticle: '/community/new-article',
  communitySearch: '/community/search',
  communityEditTopic: '/community/topic/:id/edit',
  communityEditArticle: '/community/article/:id/edit',
  communityModule: '/community/module/:id',
  communityTopic: '/community/topic/:id',
  communityArticle: '/community/article/:id',
  // Account: the member's own pages, a member's public pages, the user area, the login pages, the legal texts.
  accountInformation: '/account/information',
  accountTopic: '/account/topic',
  accountReply: '/account/reply',
  member: '/account/information/:uuid',
  memberTopics: '/account/topic/:uuid',
  memberReplies: '/account/reply/:uuid',
  userMessages: '/user/mymessage',
  messageDetail: '/message/interactiveDetail/:id',
  /** The message page without an id (it says which address to use). */
  messageDetailAddress: '/message/interactiveDetail',
  /** Conversations with buyers and sellers (decision 045): the list, and one thread (a visitor's link adds ?key=). */
  userConversations: '/user/conversations',
  conversation: '/message/conversation/:id',
  userCollection: '/user/myCollection',
  userArticles: '/user/myArticle',
  userTopics: '/user/myTopic',
  userReplies: '/user/myReply',
  userFollows: '/user/myFollow',
  userSavedSearches: '/user/mySearch',
  userNotifications: '/user/notifications',
  userProfile: '/user/profile',
  userLogin: '/user/login',
  userRegister: '/user/register',
  userResetPassword: '/user/resetpwd',
  userChangeEmail: '/user/changeEmail',
  userAgreement: '/user/agreement',
  privacyPolicy: '/user/privacy',
  alertsUnsubscribe: '/user/alerts/unsubscribe',
} as const;
export type PageName = keyof typeof PAGES;

export const paths = {
  home: () => PAGES.home,
  newYachts: () => `${PAGES.newYachts}/`,
  usedYachts: () => `${PAGES.usedYachts}/`,
  /** docs/product.md §2 header search: {category url}/{encoded keywords}/ */
  search: (categoryUrl: string, keywords: string) => `${categoryUrl.replace(/\/+$/, '')}/${enc(keywords)}/`,
  community: () => `${PAGES.community}/`,
  accountInformation: () => PAGES.accountInformation,
  accountTopic: () => PAGES.accountTopic,
  accountReply: () => PAGES.accountReply,
  userLogin: () => PAGES.userLogin,
  userRegister: () => PAGES.userRegister,
  userResetPassword: () => PAGES.userResetPassword,
  userChangeEmail: () => PAGES.userChangeEmail,
  userMessages: () => PAGES.userMessages,
  userCollection: () => PAGES.userCollection,
  userArticles: () => PAGES.userArticles,
  userTopics: () => PAGES.userTopics,
  userReplies: () => PAGES.userReplies,
  userFollows: () => PAGES.userFollows,
  /** The member's saved searches and their alerts (decision 027). */
  userSavedSearches: () => PAGES.userSavedSearches,
  /** Which notices the member also gets by e-mail (decision 033). */
  userNotifications: () => PAGES.userNotifications,
  /** Where an alert mail's unsubscribe link lands (no login needed): `?token=`. */
  alertsUnsubscribe: (token?: string) => (token ? `${PAGES.alertsUnsubscribe}?token=${enc(token)}` : PAGES.alertsUnsubscribe),
  messageDetail: (id: string | number) => buildPath(PAGES.messageDetail, { id }),
  userConversations: (role?: 'buying' | 'selling') => (role ? `${PAGES.userConversations}?role=${role}` : PAGES.userConversations),
  conversation: (id: string | number, key?: string) => `${buildPath(PAGES.conversation, { id })}${key ? `?key=${enc(key)}` : ''}`,
  userProfile: () => PAGES.userProfile,
  /** A member's public pages; without a uuid, the current user's own. */
  member: (uuid?: string) => (uuid ? buildPath(PAGES.member, { uuid }) : PAGES.accountInformation),
  memberTopics: (uuid?: string) => (uuid ? buildPath(PAGES.memberTopics, { uuid }) : PAGES.accountTopic),
  memberReplies: (uuid?: string) => (uuid ? buildPath(PAGES.memberReplies, { uuid }) : PAGES.accountReply),
  userAgreement: () => PAGES.userAgreement,
  privacyPolicy: () => PAGES.privacyPolicy,
  /** Yacht detail pages: id plus slug, readable and stable when the slug changes. */
  newYacht: (id: number, slug: string) => buildPath(PAGES.newYacht, { idSlug: `${id}-${slug}` }),
  usedYacht: (id: number, slug: string) => buildPath(PAGES.usedYacht, { idSlug: `${id}-${slug}` }),
  /** Up to COMPARE_MAX yachts side by side: `ids` as kind-id pairs ("idle-7,new-101"), a shareable address. */
  compare: (ids: readonly string[] = []) => (ids.length ? `${PAGES.compare}/?ids=${ids.map(enc).join(',')}` : `${PAGES.compare}/`),
  /** Dealers, brokers and builders (catalogue area, decision 028): the directory and one's page with its stock. */
  dealers: () => `${PAGES.dealers}/`,
  dealer: (slug: string) => buildPath(PAGES.dealer, { slug }),
  /** Selling (catalogue area, decision 017): the landing page, the forms, the seller's applications and listings. */
  sell: () => PAGES.sell,
  sellNew: () => PAGES.sellNew,
  sellUsed: () => PAGES.sellUsed,
  sellEdit: (kind: 'new' | 'idle', id: number) => buildPath(kind === 'new' ? PAGES.sellEditNew : PAGES.sellEditUsed, { id }),
  sellApplications: () => PAGES.sellApplications,
  sellApplication: (id: number) => buildPath(PAGES.sellApplication, { id }),
  myListings: () => PAGES.myListings,
  myListing: (kind: 'new' | 'idle', id: number) => buildPath(kind === 'new' ? PAGES.myListingNew : PAGES.myListingUsed, { id }),
  /** Where the confirm-or-withdraw mail's links land (decision 029): `?token=`, no login needed. */
  listingConfirm: () => PAGES.listingConfirm,
  listingWithdraw: () => PAGES.listingWithdraw,
  dealerWorkspace: () => PAGES.dealerWorkspace,
  dealerProfile: () => PAGES.dealerProfile,
  dealerStaff: () => PAGES.dealerStaff,
  dealerStock: () => PAGES.dealerStock,
  dealerFeeds: () => PAGES.dealerFeeds,
  dealerFigures: (listing?: { kind: 'new' | 'idle'; id: number }) =>
    listing ? `${PAGES.dealerFigures}?kind=${listing.kind}&id=${listing.id}` : PAGES.dealerFigures,
  dealerJoin: (token?: string) => (token ? `${PAGES.dealerJoin}?token=${enc(token)}` : PAGES.dealerJoin),
  communityNewTopic: () => PAGES.communityNewTopic,
  /** The community search (decision 033): `?q=&kind=&module=&page=`. */
  communitySearch: () => PAGES.communitySearch,
  /** A member writes an article (decision 033). */
  communityNewArticle: () => PAGES.communityNewArticle,
  /** The author's edit of their topic or article. */
  communityEditTopic: (id: number) => buildPath(PAGES.communityEditTopic, { id }),
  communityEditArticle: (id: number) => buildPath(PAGES.communityEditArticle, { id }),
  communityModule: (id: number) => buildPath(PAGES.communityModule, { id }),
  communityTopic: (id: number) => buildPath(PAGES.communityTopic, { id }),
  communityArticle: (id: number) => buildPath(PAGES.communityArticle, { id }),
} as const;

/**
 * The header search's categories (docs/product.md §2), each with the list its search opens: the form's dropdown and
 * the gateway that answers the form without JavaScript read the same list. The first is the default.
 */
export const SEARCH_CATEGORIES = [
  { label: 'New yachts', url: paths.newYachts(), kind: 'new' },
  { label: 'Used yachts', url: paths.usedYachts(), kind: 'idle' },
] as const;

/**
 * The header search form without JavaScript: it also sends the page it was on (`from`), and blank keywords bring the
 * visitor back there with `notice=enter-keywords`, where the box says 'Please enter keywords' (product rules §2).
 */
export const SEARCH_FORM = { from: 'from', notice: 'notice', blankKeywords: 'enter-keywords' } as const;

/** The page the search form came from with the blank-keywords notice; a value that is not a path of this site is home. */
export function blankSearchReturn(from: unknown): string {
  const safe = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !/[\\\s]/.test(from) ? from : '/';
  const url = new URL(safe, 'http://site.invalid');
  url.searchParams.set(SEARCH_FORM.notice, SEARCH_FORM.blankKeywords);
  return `${url.pathname}${url.search}`;
}

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Which area owns a page path, or null when the host owns it (or nobody does). */
export function areaForPath(pathname: string): Area | null {
  for (const area of AREAS) {
    if (AREA_PREFIXES[area].some((prefix) => matchesPrefix(pathname, prefix))) return area;
  }
  return null;
}

/** True for every path that is a page of the site (the gateway's SPA fallback answers 200 for these). */
export function isPagePath(pathname: string): boolean {
  return (HOST_PAGES as readonly string[]).includes(pathname) || areaForPath(pathname) !== null || isOperatorPath(pathname);
}

// The operators' console (decision 033): the host mounts it under /operator behind the operator role; each page is
// drawn by the area whose work it is, from that area's `operator` module.

export const OPERATOR_PREFIX = '/operator';

export interface OperatorPage {
  path: string;
  label: string;
  /** The remote whose module draws the page. */
  remote: RemoteName;
  /** That module: each area's `operator`; the shared platform's `operator-pages` (its `operator` is the library). */
  module: 'operator' | 'operator-pages';
  /** The least role that may open it (an admin may open every page). */
  role: 'moderator' | 'admin';
}

/** The console's pages in the order of its navigation. */
export const OPERATOR_PAGES: readonly OperatorPage[] = [
  { path: '/operator', label: 'Overview', remote: 'account', module: 'operator', role: 'moderator' },
  { path: '/operator/reports', label: 'Reports', remote: 'community', module: 'operator', role: 'moderator' },
  { path: '/operator/listing-reports', label: 'Reported listings', remote: 'catalogue', module: 'operator', role: 'moderator' },
  { path: '/operator/conversation-reports', label: 'Reported conversations', remote: 'account', module: 'operator', role: 'moderator' },
  { path: '/operator/members', label: 'Members', remote: 'account', module: 'operator', role: 'moderator' },
  { path: '/operator/sell-applications', label: 'Sell applications', remote: 'catalogue', module: 'operator', role: 'admin' },
  { path: '/operator/entries', label: 'Seller entries', remote: 'catalogue', module: 'operator', role: 'admin' },
  { path: '/operator/messages', label: 'Visitor messages', remote: 'shared', module: 'operator-pages', role: 'admin' },
  { path: '/operator/roles', label: 'Operators', remote: 'account', module: 'operator', role: 'admin' },
  { path: '/operator/audit', label: 'Audit log', remote: 'account', module: 'operator', role: 'admin' },
];

export const operatorPaths = {
  home: () => OPERATOR_PREFIX,
  reports: () => '/operator/reports',
  /** Listings visitors and members reported (DSA notices), and sellers' second looks. */
  listingReports: () => '/operator/listing-reports',
  /** Conversations between buyers and sellers that either side reported. */
  conversationReports: () => '/operator/conversation-reports',
  /** The members page, searching for `query` (an address, a name or a uuid) when given. */
  members: (query?: string) => (query ? `/operator/members?q=${enc(query)}` : '/operator/members'),
  sellApplications: () => '/operator/sell-applications',
  entries: () => '/operator/entries',
  messages: () => '/operator/messages',
  roles: () => '/operator/roles',
  audit: () => '/operator/audit',
} as const;

export function isOperatorPath(pathname: string): boolean {
  return matchesPrefix(pathname, OPERATOR_PREFIX);
}

/** The console page a path belongs to (its own path or one under it), or null for a path the console does not have. */
export function operatorPageFor(pathname: string): OperatorPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === OPERATOR_PREFIX) return OPERATOR_PAGES[0] ?? null;
  return OPERATOR_PAGES.find((page) => page.path !== OPERATOR_PREFIX && matchesPrefix(path, page.path)) ?? null;
}
