// The account area's closed lists (messages, community items, follow targets and operations, e-mailed notices): the
// words the wire schemas spell out. The wire schemas import this module and account.ts re-exports it, so the two
// never import each other.

/**
 * The notices a member chooses to get by e-mail as well as on the bell (decision 033). Saved-search alerts are set per
 * search; what the site must tell (an operator's decision, a buyer's enquiry, the account's security) is always e-mailed.
 */
export const EMAIL_NOTICE_KINDS = ['replies', 'mentions', 'praise', 'price-drops'] as const;
export type EmailNoticeKind = (typeof EMAIL_NOTICE_KINDS)[number];

export const USER_MESSAGE_TYPES = ['system', 'interactive'] as const;
export type UserMessageType = (typeof USER_MESSAGE_TYPES)[number];
export const MESSAGE_READ_TYPES = ['all', ...USER_MESSAGE_TYPES] as const;
export type MessageReadType = (typeof MESSAGE_READ_TYPES)[number];

export const COMMUNITY_ITEM_KINDS = ['topic', 'article'] as const;
export type CommunityItemKind = (typeof COMMUNITY_ITEM_KINDS)[number];

export const FOLLOW_TARGET_KINDS = ['topic', 'module'] as const;
export type FollowTargetKind = (typeof FOLLOW_TARGET_KINDS)[number];

export const FOLLOW_OPERATIONS = ['follow', 'unfollow'] as const;
export type FollowOperation = (typeof FOLLOW_OPERATIONS)[number];
