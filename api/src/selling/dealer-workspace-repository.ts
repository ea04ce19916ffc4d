// The dealer workspace (decision 045): who works for which dealer, the dealer page's own fields, and the staff with
// their invitations. Every write is audited in its own transaction (lib/audit-log). The stock and its actions are in
// dealer-stock-repository.ts; app.repositories.dealerWorkspace is both.
import { and, asc, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { DealerRole } from '@yachts/contracts/dealer-workspace';
import { paths } from '@yachts/contracts/paths';
import type { DealerPageFields, DealerStaffMember } from '@yachts/contracts/wire/dealer-workspace';
import type { Db } from '../db/database';
import { dealerStaff, dealers, users } from '../db/schema';
import { insertAudit, type AuditDraft } from '../lib/audit-log';
import { createDealerStockRepository } from './dealer-stock-repository';

/** The dealer a member works for, and as what. */
export interface DealerMembership {
  dealerId: number;
  role: DealerRole;
}

/** The page's fields the owners write (wire names turned into columns by the route). */
export interface DealerProfileValues {
  address: string;
  phone: string;
  openingHours: string;
  languages: string[];
  about: string;
  website: string | null;
  logoUrl: string | null;
}

type DealerRow = typeof dealers.$inferSelect;

function pageFieldsOf(row: DealerRow): DealerPageFields {
  return {
    slug: row.slug,
    name: row.name,
    category: row.category,
    url: paths.dealer(row.slug),
    city: row.city,
    country: row.country,
    email: row.email,
    address: row.address,
    phone: row.phone,
    website: row.website,
    languages: row.languages,
    about: row.about,
    openingHours: row.openingHours,
    logoUrl: row.logoUrl,
  };
}

function profileOf(row: DealerRow): DealerProfileValues {
  const { address, phone, openingHours, languages, about, website, logoUrl } = row;
  return { address, phone, openingHours, languages, about, website, logoUrl };
}

/** Who works where, and the page. */
function membershipAndPage(db: Db) {
  return {
    /**
     * The dealer the member works for: their own page's, else the first invitation they accepted (a member may be
     * staff of several; the workspace shows one). Null when none.
     */
    async membershipOf(userId: number): Promise<DealerMembership | null> {
      const [own] = await db.select({ userId: dealers.userId }).from(dealers).where(eq(dealers.userId, userId));
      if (own) return { dealerId: own.userId, role: 'owner' };
      const [staff] = await db
        .select({ dealerId: dealerStaff.dealerId, role: dealerStaff.role })
        .from(dealerStaff)
        .where(and(eq(dealerStaff.userId, userId), isNotNull(dealerStaff.acceptedAt)))
        .orderBy(asc(dealerStaff.acceptedAt), asc(dealerStaff.id))
        .limit(1);
      return staff ? { dealerId: staff.dealerId, role: staff.role === 'owner' ? 'owner' : 'staff' } : null;
    },

    /** The dealer page's fields and whether an operator verified the trader. */
    async dealerPage(dealerId: number): Promise<{ fields: DealerPageFields; verified: boolean } | null> {
      const [row] = await db.select().from(dealers).where(eq(dealers.userId, dealerId));
      return row ? { fields: pageFieldsOf(row), verified: row.verifiedAt !== null } : null;
    },

    /** The owners' change of the page: all fields at once, audited with what they were. */
    async saveProfile(dealerId: number, values: DealerProfileValues, audit: AuditDraft, now = new Date()): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(dealers).where(eq(dealers.userId, dealerId)).for('update');
        if (!row) return false;
        await tx
          .update(dealers)
          .set({ ...values, updatedAt: now })
          .where(eq(dealers.userId, dealerId));
        await insertAudit(tx, { ...audit, before: profileOf(row), after: values });
        return true;
      });
    },
  };
}

export type InviteResult = DealerStaffMember | 'full' | 'alreadyStaff' | 'ownerAddress' | 'notFound';
export type AcceptResult = { dealerId: number; name: string } | 'invalid' | 'alreadyMember';

const staffColumns = {
  id: dealerStaff.id,
  userId: dealerStaff.userId,
  email: dealerStaff.email,
  role: dealerStaff.role,
  invitedAt: dealerStaff.invitedAt,
  acceptedAt: dealerStaff.acceptedAt,
  name: users.name,
  accountEmail: users.email,
};

function memberOf(row: {
  id: number;
  userId: number | null;
  email: string;
  role: string;
  invitedAt: Date;
  acceptedAt: Date | null;
  name: string | null;
  accountEmail: string | null;
}): DealerStaffMember {
  const active = row.acceptedAt !== null && row.userId !== null;
  return {
    id: row.id,
    email: row.email,
    name: active ? row.name : null,
    accountEmail: active && row.accountEmail !== row.email ? row.accountEmail : null,
    role: row.role === 'owner' ? 'owner' : 'staff',
    status: active ? 'active' : 'invited',
    invitedAt: row.invitedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    removable: true,
  };
}

/** The staff: the list and the invitations. */
function staffInvitations(db: Db) {
  return {
    /** The page's account first, then the staff and open invitations in the order they were invited. */
    async staff(dealerId: number): Promise<DealerStaffMember[]> {
      const [owner] = await db
        .select({ email: users.email, name: users.name })
        .from(dealers)
        .innerJoin(users, eq(users.id, dealers.userId))
        .where(eq(dealers.userId, dealerId));
      const rows = await db
        .select(staffColumns)
        .from(dealerStaff)
        .leftJoin(users, eq(users.id, dealerStaff.userId))
        .where(eq(dealerStaff.dealerId, dealerId))
        .orderBy(asc(dealerStaff.invitedAt), asc(dealerStaff.id));
      const head: DealerStaffMember[] = owner
        ? [
            {
              id: null,
              email: owner.email,
              name: owner.name,
              accountEmail: null,
              role: 'owner',
              status: 'active',
              invitedAt: null,
              acceptedAt: null,
              removable: false,
            },
          ]
        : [];
      return [...head, ...rows.map(memberOf)];
    },

    /**
     * An invitation for `email` with the link's token hash: a new row, or the waiting one of that address with a new
     * token (the old link stops working). At most `max` rows per dealer.
     */
    async invite(dealerId: number, email: string, role: DealerRole, tokenHash: string, max: number, audit: AuditDraft, now = new Date()) {
      return db.transaction(async (tx): Promise<InviteResult> => {
        // The dealer row is locked so that two invitations at once cannot pass the limit together.
        const [dealer] = await tx.select({ userId: dealers.userId }).from(dealers).where(eq(dealers.userId, dealerId)).for('update');
        if (!dealer) return 'notFound';
        const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, dealerId));
        if (account?.email === email) return 'ownerAddress';
        const [existing] = await tx
          .select()
          .from(dealerStaff)
          .where(and(eq(dealerStaff.dealerId, dealerId), eq(dealerStaff.email, email)));
        if (existing?.acceptedAt) return 'alreadyStaff';
        if (!existing) {
          const [others] = await tx.select({ n: count() }).from(dealerStaff).where(eq(dealerStaff.dealerId, dealerId));
          if ((others?.n ?? 0) >= max) return 'full';
        }
        const [row] = existing
          ? await tx.update(dealerStaff).set({ tokenHash, role, invitedAt: now }).where(eq(dealerStaff.id, existing.id)).returning()
          : await tx.insert(dealerStaff).values({ dealerId, email, role, tokenHash, invitedAt: now }).returning();
        if (!row) return 'notFound';
        await insertAudit(tx, {
          ...audit,
          targetId: String(row.id),
          before: existing ? { email, role: existing.role, invitedAt: existing.invitedAt } : null,
          after: { email, role, invitedAt: now },
        });
        return memberOf({ ...row, name: null, accountEmail: null });
      });
    },
  };
}

/** The staff's comings and goings: a removal, an acceptance. */
function staffChanges(db: Db) {
  return {
    /** Removes a staff member or an invitation; the page's own account is not a row and cannot be removed. */
    async removeStaff(dealerId: number, id: number, audit: AuditDraft): Promise<'removed' | 'notFound' | 'ownerAccount'> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(dealerStaff)
          .where(and(eq(dealerStaff.id, id), eq(dealerStaff.dealerId, dealerId)))
          .for('update');
        if (!row) return 'notFound';
        if (row.userId === dealerId) return 'ownerAccount';
        await tx.delete(dealerStaff).where(eq(dealerStaff.id, id));
        await insertAudit(tx, {
          ...audit,
          targetId: String(id),
          before: { email: row.email, role: row.role, userId: row.userId, acceptedAt: row.acceptedAt },
          after: null,
        });
        return 'removed';
      });
    },

    /**
     * The member accepts the invitation whose token hashes to `tokenHash`: the row becomes theirs and the token is
     * spent. A spent, replaced or unknown token answers 'invalid'; a member already in that workspace 'alreadyMember'.
     */
    async acceptInvitation(
      userId: number,
      tokenHash: string,
      audit: Omit<AuditDraft, 'targetId'>,
      now = new Date(),
    ): Promise<AcceptResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(dealerStaff)
          .where(and(eq(dealerStaff.tokenHash, tokenHash), isNull(dealerStaff.acceptedAt)))
          .for('update');
        if (!row) return 'invalid';
        const [dealer] = await tx.select({ name: dealers.name }).from(dealers).where(eq(dealers.userId, row.dealerId));
        if (!dealer) return 'invalid';
        const [already] = await tx
          .select({ id: dealerStaff.id })
          .from(dealerStaff)
          .where(and(eq(dealerStaff.dealerId, row.dealerId), eq(dealerStaff.userId, userId), ne(dealerStaff.id, row.id)));
        if (row.dealerId === userId || already) return 'alreadyMember';
        await tx.update(dealerStaff).set({ userId, acceptedAt: now, tokenHash: null }).where(eq(dealerStaff.id, row.id));
        await insertAudit(tx, {
          ...audit,
          targetId: String(row.id),
          before: { email: row.email, role: row.role, userId: null },
          after: { email: row.email, role: row.role, userId, dealerId: row.dealerId },
        });
        return { dealerId: row.dealerId, name: dealer.name };
      });
    },
  };
}

export function createDealerWorkspaceRepository(db: Db) {
  return { ...membershipAndPage(db), ...staffInvitations(db), ...staffChanges(db), ...createDealerStockRepository(db) };
}

export type DealerWorkspaceRepository = ReturnType<typeof createDealerWorkspaceRepository>;
