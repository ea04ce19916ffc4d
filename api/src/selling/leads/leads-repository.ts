// The dealers' lead webhooks (decision 045): the address and its key, and a new conversation as the lead sent to it.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { LeadPayload } from '@yachts/contracts/dealer-leads';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../../db/database';
import { conversationMessages, conversations, dealers, newYachts, usedYachts } from '../../db/schema';

export function createLeadsRepository(db: Db) {
  return {
    async webhookOf(dealerId: number): Promise<string | null> {
      const [row] = await db.select({ url: dealers.webhookUrl }).from(dealers).where(eq(dealers.userId, dealerId));
      return row?.url ?? null;
    },

    async setWebhook(dealerId: number, url: string | null, secret: string | null): Promise<void> {
      await db.update(dealers).set({ webhookUrl: url, webhookSecret: secret }).where(eq(dealers.userId, dealerId));
    },

    /** A conversation as the lead its dealer's webhook gets, with where to send it; null without a webhook. */
    async leadOf(conversationId: number): Promise<{ url: string; secret: string; payload: Omit<LeadPayload, 'conversationUrl'> } | null> {
      const [row] = await db
        .select({ conversation: conversations, url: dealers.webhookUrl, secret: dealers.webhookSecret })
        .from(conversations)
        .innerJoin(dealers, eq(dealers.userId, conversations.sellerId))
        .where(and(eq(conversations.id, conversationId), isNotNull(dealers.webhookUrl), isNotNull(dealers.webhookSecret)));
      if (!row?.url || !row.secret) return null;
      const c = row.conversation;
      const table = c.yachtKind === 'new' ? newYachts : usedYachts;
      const [yacht] = await db
        .select({ builder: table.builder, model: table.model, slug: table.slug, feedRef: table.feedRef })
        .from(table)
        .where(eq(table.id, c.yachtId));
      const [first] = await db
        .select({ body: conversationMessages.body })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, c.id))
        .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
        .limit(1);
      const kind = c.yachtKind === 'new' ? 'new' : 'used';
      return {
        url: row.url,
        secret: row.secret,
        payload: {
          event: 'lead.created',
          version: 1,
          id: c.id,
          createdAt: c.createdAt.toISOString(),
          listing: {
            kind,
            id: c.yachtId,
            ref: yacht?.feedRef ?? null,
            title: yacht ? `${yacht.builder} ${yacht.model}` : '',
            url: yacht ? (kind === 'new' ? paths.newYacht(c.yachtId, yacht.slug) : paths.usedYacht(c.yachtId, yacht.slug)) : '',
          },
          // The buyer's address and phone only when they chose to share them (decision 045).
          buyer: {
            name: c.buyerName,
            email: c.contactShared ? c.buyerEmail : null,
            phone: c.contactShared && c.buyerPhone ? c.buyerPhone : null,
          },
          message: first?.body ?? '',
        },
      };
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
