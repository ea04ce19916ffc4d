// Comments, replies and comment praise (issue 6). Only this layer knows the ORM.
import type { Db } from '../db/database';

export function createCommunityCommentsRepository(_db: Db) {
  return {};
}

export type CommunityCommentsRepository = ReturnType<typeof createCommunityCommentsRepository>;
