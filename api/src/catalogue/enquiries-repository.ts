// Enquiries about yachts (product rules §1 messages about a new / used yacht) and their delivery to the seller's inbox:
// the enquiry and the seller's message are written together, so a seller never has a message whose enquiry was lost
// (or the other way round). The e-mail to the seller is the route's business (app.mailer), after this commits.
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import type { Db } from '../db/database';
import { userMessages, yachtEnquiries } from '../db/schema';

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

/** The message the seller finds in /user/mymessage (type interactive). */
export interface SellerMessage {
  sellerId: number;
  title: string;
  body: string;
  link: string;
}

export function createEnquiriesRepository(db: Db) {
  return {
    async create(enquiry: NewEnquiry, toSeller: SellerMessage | null, now = new Date()): Promise<{ id: number; messageId: number | null }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(yachtEnquiries)
          .values({ ...enquiry, createdAt: now })
          .returning({ id: yachtEnquiries.id });
        if (!row) throw new Error('insert into yacht_enquiries returned no row');
        if (!toSeller) return { id: row.id, messageId: null };
        const [message] = await tx
          .insert(userMessages)
          .values({
            userId: toSeller.sellerId,
            type: 'interactive',
            title: toSeller.title,
            body: toSeller.body,
            link: toSeller.link,
            fromUserId: enquiry.userId,
            createdAt: now,
          })
          .returning({ id: userMessages.id });
        return { id: row.id, messageId: message?.id ?? null };
      });
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
