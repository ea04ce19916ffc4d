import { and, eq, ne, sql } from 'drizzle-orm';
import type { AccountUser } from '@yachts/contracts/account';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { USERS_NAME_INDEX } from './accounts-tables';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  uuid: string;
  /** Stored trimmed and lower-cased (normalizeEmail); one address is one account. */
  email: string;
  /** argon2id of the transport hash (accounts/passwords.ts). */
  passwordHash: string;
  /** The display name the member chose (decision 036); another member's, ignoring case, is refused. */
  name: string;
  avatarUrl?: string | null;
  emailVerifiedAt?: Date | null;
}

/** The stored form of an address: what a user types in any case and with stray spaces is the same account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toAccountUser(user: UserRow): AccountUser {
  return {
    uuid: user.uuid,
    name: user.name,
    email: user.email,
    avatarUrl: user.avatarUrl,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A unique-index violation (the address is taken), on PostgreSQL and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The unique index a violation broke, as PostgreSQL and PGlite name it (null when it is not one). */
function violatedIndex(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code !== '23505') continue;
    const constraint = (e as { constraint?: unknown }).constraint;
    return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** Another member has this display name (ignoring case): what the routes answer as 'This display name is taken'. */
export class DisplayNameTakenError extends Error {
  constructor() {
    super('display name taken');
    this.name = 'DisplayNameTakenError';
  }
}

/** Turns a violation of the display-name index into DisplayNameTakenError; anything else goes on as it was. */
function nameTakenOr(error: unknown): unknown {
  return violatedIndex(error) === USERS_NAME_INDEX ? new DisplayNameTakenError() : error;
}

export function createUsersRepository(db: Db) {
  async function findById(id: number): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  return {
    findById,

    /**
     * Null when the address is already taken, DisplayNameTakenError when the name is (the unique indexes decide, so
     * two concurrent sign-ups cannot both win).
     */
    async create(user: NewUser): Promise<UserRow | null> {
      try {
        const [row] = await db
          .insert(users)
          .values({ ...user, email: normalizeEmail(user.email) })
          .returning();
        if (!row) throw new Error('insert into users returned no row');
        return row;
      } catch (error) {
        const broken = nameTakenOr(error);
        if (broken instanceof DisplayNameTakenError) throw broken;
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Whether a member other than `exceptId` has this display name, ignoring case (the index's own comparison). */
    async isNameTaken(name: string, exceptId?: number): Promise<boolean> {
      const same = sql`lower(${users.name}) = lower(${name})`;
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(exceptId === undefined ? same : and(same, ne(users.id, exceptId)))
        .limit(1);
      return row !== undefined;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)));
      return row ?? null;
    },

    async findByUuid(uuid: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.uuid, uuid));
      return row ?? null;
    },

    async setPassword(id: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, id));
    },

    /** Null when another account has the address. The new address is verified: a code sent there proved it. */
    async setEmail(id: number, email: string, now: Date): Promise<UserRow | null> {
      try {
        const [row] = await db
          .update(users)
          .set({ email: normalizeEmail(email), emailVerifiedAt: now })
          .where(eq(users.id, id))
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async markEmailVerified(id: number, now: Date): Promise<UserRow | null> {
      const [row] = await db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    /** Throws DisplayNameTakenError when another member has the new name (ignoring case). */
    async updateProfile(id: number, changes: { name?: string; avatarUrl?: string | null }): Promise<UserRow | null> {
      if (changes.name === undefined && changes.avatarUrl === undefined) return findById(id);
      try {
        const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
        return row ?? null;
      } catch (error) {
        throw nameTakenOr(error);
      }
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
