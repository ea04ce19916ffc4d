// Operator accounts as browser and api agree on them (decision 032): the roles, the calls of the operator's own
// account (roles, the authenticator app and its recovery codes, the audit log), their limits and their words.
import { pathOf } from './route-pattern';

/** Roles beyond a member's: a moderator looks after the community, an admin after everything. */
export const OPERATOR_ROLES = ['moderator', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
/** What an admin may set a member's role to ("member" takes the operator role away). */
export const ASSIGNABLE_ROLES = ['member', ...OPERATOR_ROLES] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Record<AssignableRole, string> = { member: 'Member', moderator: 'Moderator', admin: 'Admin' };

/** Whether an account with role `held` may do what needs `needed` (an admin may do everything). */
export function roleAllows(held: OperatorRole, needed: OperatorRole): boolean {
  return held === 'admin' || held === needed;
}

/** The operator's own calls (JSON, the login token as for signed calls; the second factor as below). */
export const OPERATOR_ACCOUNT_API = {
  /** GET -> OperatorMe: the role, whether the authenticator app is set up, whether this login has passed it. */
  me: '/api/v1/operator/me',
  /** POST {} -> TotpSetup: a new secret for the authenticator app (replacing one not confirmed yet). */
  totpSetup: '/api/v1/operator/totp/setup',
  /** POST { code } -> { recovery_codes }: confirms the app with its first code; the codes are shown this once. */
  totpEnable: '/api/v1/operator/totp/enable',
  /** POST { code } (6 digits, or a recovery code) -> OperatorMe: this login has passed the second factor. */
  totpVerify: '/api/v1/operator/totp/verify',
  /** GET (admin) -> OperatorListEntry[]: every operator, admins first. POST { email, role } (admin) -> OperatorAccount:
   * grants or takes away an operator role. */
  roles: '/api/v1/operator/roles',
  /** GET ?page&page_size&action (admin) -> Page<AuditEntry>, newest first; action: one action or one subject. */
  audit: '/api/v1/operator/audit',
} as const;

/** The members page of the console (decision 033): search, suspend and lift a suspension (a moderator's), end every login
 * of an account (an admin's). */
export const OPERATOR_MEMBERS_API = {
  /** GET ?q&page&page_size -> Page<MemberRecord>, newest first; q is part of an address or a name, or a whole uuid. */
  members: '/api/v1/operator/members',
  /** POST { reason } -> MemberRecord: the account cannot log in, its logins end, the member is e-mailed the reason. */
  suspend: pathOf('/api/v1/operator/members/:uuid/suspend', (uuid: string) => ({ uuid })),
  /** POST { reason? } -> MemberRecord: the account may log in again; the member is told. */
  unsuspend: pathOf('/api/v1/operator/members/:uuid/unsuspend', (uuid: string) => ({ uuid })),
  /** POST -> { expired }: every login of the account ends now (admin). */
  endLogins: pathOf('/api/v1/operator/users/:uuid/sessions/expire', (uuid: string) => ({ uuid })),
} as const;

/** What visitors wrote to the team (decision 033): feedback reports and the footer's side messages, an admin's. */
export const VISITOR_MESSAGE_SOURCES = ['feedback', 'side-message'] as const;
export type VisitorMessageSource = (typeof VISITOR_MESSAGE_SOURCES)[number];
export const VISITOR_MESSAGE_STATES = ['open', 'handled'] as const;
export type VisitorMessageState = (typeof VISITOR_MESSAGE_STATES)[number];

export const OPERATOR_INBOX_API = {
  /** GET ?limit -> { items }: the newest feedback reports (admin). */
  feedback: '/api/v1/operator/feedback',
  /** GET ?source&state&page&page_size -> Page<VisitorMessage>: open ones the longest waiting first, handled ones the
   * newest first. */
  messages: '/api/v1/operator/visitor-messages',
  /** POST -> VisitorMessage: marked handled by this operator (once). */
  handled: pathOf('/api/v1/operator/visitor-messages/:source/:id/handled', (source: VisitorMessageSource, id: number) => ({ source, id })),
} as const;

export const INBOX_MESSAGES = {
  notFound: 'There is no such message.',
  alreadyHandled: 'This message was already marked handled.',
} as const;

export const MEMBER_LIMITS = { searchMax: 100, reasonMax: 1000 } as const;

export const MEMBER_MESSAGES = {
  reasonRequired: 'Please write the reason the member will read.',
  reasonTooLong: `Please keep the reason under ${MEMBER_LIMITS.reasonMax} characters.`,
  search: `Please search with at most ${MEMBER_LIMITS.searchMax} characters.`,
  notFound: 'There is no account with this id.',
  operator: 'An operator cannot be suspended: take the operator role away first.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
} as const;

export const OPERATOR_LIMITS = {
  /** Digits of an authenticator app's code, and seconds each code lasts (RFC 6238's defaults). */
  totpDigits: 6,
  totpPeriodSeconds: 30,
  /** Codes one step either side of now are accepted (a phone's clock a little off). */
  totpWindow: 1,
  recoveryCodes: 10,
  /** Wrong codes in this many minutes lock the second factor for the rest of them. */
  codeFailuresMax: 5,
  codeFailuresMinutes: 15,
  /** How long a login that passed the second factor may use operator routes before asking again. */
  verifiedHours: 12,
  auditPageSizeMax: 100,
} as const;

export const OPERATOR_MESSAGES = {
  credentialsRequired: 'Operator credentials are required.',
  notOperator: 'This needs an operator account.',
  roleTooLow: 'Your operator role does not allow this.',
  secondFactorRequired: 'Enter the code from your authenticator app to continue.',
  totpNotSetUp: 'Set up your authenticator app first.',
  totpAlreadySetUp: 'Your authenticator app is already set up.',
  codeInvalid: 'That code is not right. Enter the 6 digits your authenticator app shows now, or a recovery code.',
  codeFormat: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  tooManyCodes: `Too many wrong codes. Please wait ${OPERATOR_LIMITS.codeFailuresMinutes} minutes and try again.`,
  role: 'Please choose a role: member, moderator or admin.',
  email: 'Please enter the e-mail address of a member.',
  noSuchMember: 'No member has that e-mail address.',
  lastAdmin: 'The site needs an admin: give another member the admin role first.',
} as const;

/** The audit log's filter: one action ("topic.hide") or the kind of thing acted on ("topic"). */
export const AUDIT_ACTION_FILTER = /^[a-z][a-z-]*(\.[a-z][a-z-]*)?$/;

/** The kinds of thing the audit log records actions on, as the console offers them to filter by. */
export const AUDIT_SUBJECTS = [
  { value: 'topic', label: 'Topics' },
  { value: 'article', label: 'Articles' },
  { value: 'comment', label: 'Comments' },
  { value: 'sell-application', label: 'Sell applications' },
  { value: 'entry', label: 'Seller entries' },
  { value: 'role', label: 'Roles' },
  { value: 'second-factor', label: 'Second factor' },
  { value: 'member', label: 'Members' },
  { value: 'exchange-rates', label: 'Exchange rates' },
] as const;

/** A recovery code as shown: eight letters and digits in two groups ("k7q2-m9xd"). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}-?[a-z2-9]{4}$/i;
export const TOTP_CODE_PATTERN = /^\d{6}$/;

export type { AuditEntry, MemberRecord, OperatorAccount, OperatorListEntry, OperatorMe, TotpSetup, VisitorMessage } from './wire/operators';
