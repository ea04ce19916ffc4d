// What the user area lists (decision 015): a member's inbox, collections, articles, topics, comments, follows and
// enquiries, plus a member's public profile. Rows that point at something gone (a deleted article, a yacht no
// longer listed) are left out of lists and totals alike, so a page never shows an item it cannot link.
// The queries live by use case: inbox-repository.ts, member-lists-repository.ts, member-yachts-repository.ts,
// member-profile-repository.ts, and user-area-columns.ts what they share; this file puts them together as
// `app.repositories.userArea`.
import type { Db } from '../db/database';
import { createInbox } from './inbox-repository';
import { createMemberLists } from './member-lists-repository';
import { createMemberYachts } from './member-yachts-repository';
import { createMemberProfiles } from './member-profile-repository';

export { UNLISTED_YACHT_NAME, type ListAudience, type Member, type PageQuery } from './user-area-columns';

export function createUserAreaRepository(db: Db) {
  return { ...createInbox(db), ...createMemberLists(db), ...createMemberYachts(db), ...createMemberProfiles(db) };
}

export type UserAreaRepository = ReturnType<typeof createUserAreaRepository>;
