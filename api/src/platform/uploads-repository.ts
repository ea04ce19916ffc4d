import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { uploads } from '../db/schema';

export interface NewUpload {
  /** Relative to UPLOADS_DIR and to /uploads/. */
  path: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  sidHash: string;
}

export function createUploadsRepository(db: Db) {
  return {
    /** One statement for all the files of a request: they are recorded together or not at all. */
    async record(files: NewUpload[]): Promise<void> {
      if (files.length > 0) await db.insert(uploads).values(files);
    },

    /** Which of these paths were uploaded by this visitor. */
    async pathsOwnedBy(paths: string[], sidHash: string): Promise<string[]> {
      if (paths.length === 0) return [];
      const rows = await db
        .select({ path: uploads.path })
        .from(uploads)
        .where(and(inArray(uploads.path, paths), eq(uploads.sidHash, sidHash)));
      return rows.map((row) => row.path);
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
