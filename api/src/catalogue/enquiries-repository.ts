// Enquiries about yachts (product rules §1 messages about a new / used yacht): each opens a conversation with the
// seller (decision 045), written together, so a seller never has a conversation whose enquiry was lost (or the other
// way round). The e-mails are the route's business (app.sendNotice), after this commits.
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import type { Db } from '../db/database';
import { yachtEnquiries } from '../db/schema';
import { openConversation, type ConversationNotice } from '../lib/conversations';

export interface NewEnquiry {
  /** The member who sent it, or null for a visitor. */
  userId: number | null;
  yachtKind: CatalogueKind;
  yachtId: number;
  name: string;
  email: string;
  areaCode: string;
  mobile: string;
  content: string;
  sidHash: string;
}

/** The conversation the enquiry opens with the yacht's seller (decision 045); its notice links to the thread. */
export interface EnquiryConversation {
  sellerId: number;
  buyerPhone: string;
  contactShared: boolean;
  notice: (conversationId: number) => ConversationNotice;
}

export function createEnquiriesRepository(db: Db) {
  return {
    /**
     * The enquiry and, when the yacht has a seller, the conversation it opens (with the enquiry as its first message
     * and the seller's inbox notice), in one transaction.
     */
    async create(
      enquiry: NewEnquiry,
      conversation: EnquiryConversation | null,
      now = new Date(),
    ): Promise<{ id: number; conversationId: number | null }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(yachtEnquiries)
          .values({ ...enquiry, createdAt: now })
          .returning({ id: yachtEnquiries.id });
        if (!row) throw new Error('insert into yacht_enquiries returned no row');
        if (!conversation) return { id: row.id, conversationId: null };
        const conversationId = await openConversation(
          tx,
          {
            yachtKind: enquiry.yachtKind,
            yachtId: enquiry.yachtId,
            sellerId: conversation.sellerId,
            buyerId: enquiry.userId,
            buyerName: enquiry.name,
            buyerEmail: enquiry.email,
            buyerPhone: conversation.buyerPhone,
            contactShared: conversation.contactShared,
            enquiryId: row.id,
            body: enquiry.content,
          },
          conversation.notice,
          now,
        );
        return { id: row.id, conversationId };
      });
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
