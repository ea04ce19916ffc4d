// Members' reports and the hiding they cause (issue 6). Only this layer knows the ORM.
import type { Db } from '../db/database';

export function createCommunityReportsRepository(_db: Db) {
  return {};
}

export type CommunityReportsRepository = ReturnType<typeof createCommunityReportsRepository>;
