// The account api as browser and server agree on it (docs/decisions/013-accounts-and-login-tokens.md): the call
// paths, the code events, the wire schemas the api validates, and the shapes the user area renders. The password's
// transport hash is password.ts.

import { EMAIL_NOTICE_KINDS, type EmailNoticeKind } from './account-terms';
import { pathOf } from './route-pattern';

export * from './account-terms';

/** Form-style calls of the account area (docs/product.md §7A). All POST, all carry __token__. */
export const ACCOUNT_CALLS = {
  sendCode: '/send',
  register: '/user/register',
  login: '/user/login',
  logout: '/user/logout',
  resetPassword: '/user/resetpwd',
  /** Not named by product rules §7A (it names the modal only); ours. */
  changePassword: '/user/changePassword',
  changeEmail: '/user/changeEmail',
  verifyEmail: '/email/verify',
  /** {} reads the current user; {name} and/or {avatar_url} update the profile first. */
  profile: '/user/profile',
  messages: '/user/mymessage',
  readMessages: '/message/readAll',
  messageDetail: (id: number | string) => `/message/interactiveDetail/${encodeURIComponent(String(id))}`,
  collection: '/user/myCollection',
  articles: '/user/myArticle',
  topics: '/user/myTopic',
  replies: '/user/myReply',
  follows: '/user/myFollow',
} as const;

/** Signed /api/v1 calls of the account area (product rules §7B); GETs send only the access-token header. */
export const ACCOUNT_API = {
  leaveMessages: '/api/v1/user/leaveMessage',
  followedYachts: '/api/v1/user/yacht',
  memberComments: pathOf('/api/v1/user/:uuid/article/comment', (uuid: string) => ({ uuid })),
  /** Ours: a member's public profile and topics, for /account/information|topic/{uuid}. */
  memberProfile: pathOf('/api/v1/user/:uuid/profile', (uuid: string) => ({ uuid })),
  memberTopics: pathOf('/api/v1/user/:uuid/topics', (uuid: string) => ({ uuid })),
} as const;

/** What a code sent by POST /send is for (the `event` field of product rules §3). */
export const CODE_EVENTS = ['register', 'login', 'resetpwd', 'changeEmail', 'verify'] as const;
export type CodeEvent = (typeof CODE_EVENTS)[number];

export const ACCOUNT_LIMITS = {
  /** Product rules §9: the send-code link's cooldown, enforced by the server as well. */
  codeCooldownSeconds: 60,
  codeTtlMinutes: 10,
  codeMaxAttempts: 5,
  codesPerAddressPerHour: 5,
  codesPerClientPerHour: 20,
  /**
   * Wrong passwords for one address from one client (decision 035): then that client's password login to that
   * address waits out the window; the member's own devices, and a login by code, are not held.
   */
  loginFailuresPerAccountAndClient: 5,
  /**
   * Wrong passwords for one address from all clients together: past it, only clients that have not failed on the
   * address may try its password (a soft lockout against guessing from many addresses).
   */
  loginFailuresPerAccount: 100,
  loginFailuresPerClient: 20,
  loginFailureWindowMinutes: 15,
  /** A login token ends after this long unused … */
  sessionIdleDays: 14,
  /** … and this long after login, however much it is used. */
  sessionAbsoluteDays: 30,
  /** The stored column's size (older names may be longer than the 30 characters one can now choose: decision 036). */
  nameMax: 60,
  pageSizeDefault: 10,
  pageSizeMax: 50,
} as const;

/** The words the api answers with; the browser shows them as they come. */
export const ACCOUNT_MESSAGES = {
  codeSent: 'We have sent a 6-digit code to your e-mail address. It is valid for 10 minutes.',
  codeCooldown: (seconds: number) => `Please wait ${seconds} seconds before asking for another code.`,
  codeSendLimit: 'Too many codes were requested. Please try again later.',
  codeWrong: 'The verification code is incorrect or has expired.',
  loginFailed: 'The e-mail address or password is incorrect.',
  /** After the right password or code (decision 033): the reason the member was e-mailed. */
  suspended: (reason: string) =>
    `This account is suspended: ${reason} If you think this is a mistake, write to us through the feedback button.`,
  loginLocked: 'Too many attempts. Please log in with a code sent to your e-mail, or wait 15 minutes and try again.',
  oldPasswordWrong: 'The current password is incorrect.',
  passwordWrong: 'The password is incorrect.',
  sameEmail: 'This is already your e-mail address.',
  notLoggedIn: 'Please log in to continue.',
  tokenExpired: 'Your login has expired. Please log in again.',
  tokenInvalid: 'Your login is no longer valid. Please log in again.',
  messageNotFound: 'This message does not exist.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Shapes

export type { EmailSettings, Notifications } from './wire/account';
export type {
  AccountUser,
  CollectedItem,
  FollowedTopic,
  FollowedYacht,
  LeftMessage,
  MemberComment,
  MemberProfile,
  MemberSummary,
  MyArticle,
  MyTopic,
  UserMessage,
  UserMessagesPage,
} from './wire/account';
export type { FollowState } from './wire/common';

/** Paged calls take {page, page_size} (1-based; page_size up to 50, default 10) and answer Page<T>. */
export interface PageRequest {
  page?: number;
  page_size?: number;
}

/**
 * The header's bell (decision 033): the member's unread messages (replies, enquiry answers, alerts, operators'
 * decisions) and the newest of them, live through Server-Sent Events, polled where those cannot reach.
 */
export const NOTIFICATIONS_API = {
  /** GET (login) -> Notifications: the unread count and the newest messages. */
  latest: '/api/v1/notifications',
  /** Signed POST { ids? } (login) -> Notifications: marks those (or all) read. */
  read: '/api/v1/notifications/read',
  /** GET (login, the cookie) -> text/event-stream: `event: unread` with { unread } at once and at each change. */
  stream: '/api/v1/notifications/stream',
  /** GET (login) -> EmailSettings; signed POST { [kind]: boolean } (login) -> EmailSettings: which notices are e-mailed. */
  email: '/api/v1/notifications/email',
} as const;

export const EMAIL_NOTICE_LABELS: Record<EmailNoticeKind, { label: string; hint: string }> = {
  replies: { label: 'Replies', hint: 'Comments on my topics and articles, and replies to my comments' },
  mentions: { label: 'Mentions', hint: 'When someone in a conversation writes @ and my name' },
  praise: { label: 'Praise', hint: 'When a member praises my topic or article' },
  'price-drops': { label: 'Price drops', hint: 'When a yacht I follow is offered for less' },
};

/** What a member gets by e-mail before they choose: the conversations they are in and lower prices, not praise. */
export const EMAIL_NOTICE_DEFAULTS: Record<EmailNoticeKind, boolean> = {
  replies: true,
  mentions: true,
  praise: false,
  'price-drops': true,
};

export const EMAIL_SETTINGS_MESSAGES = {
  invalid: `Say for each kind of notice whether it is e-mailed (true or false): ${EMAIL_NOTICE_KINDS.join(', ')}.`,
  nothing: 'Choose at least one kind of notice to change.',
} as const;

export const NOTIFICATION_LIMITS = {
  /** Messages the bell shows. */
  latest: 8,
  /**
   * How long a reply, mention or praise waits before it is e-mailed (ms): a member who read it on the bell meanwhile
   * gets no mail about it.
   */
  emailDelayMs: 5 * 60_000,
  /** Members one comment can mention: more is a list, not a conversation. */
  mentionsPerComment: 10,
  /** How often the api looks for new messages for the members listening (ms). */
  checkMs: 2000,
  /** How often a browser without the stream asks instead (ms). */
  pollMs: 30_000,
  /** A comment line this often keeps proxies from closing a quiet stream (ms). */
  keepAliveMs: 25_000,
  /**
   * Streams one member may hold open on one api instance: a few tabs and devices. A new one closes the oldest, so
   * a member (or a stolen login) cannot hold an unbounded number of connections (decision 035).
   */
  streamsPerMember: 5,
} as const;
