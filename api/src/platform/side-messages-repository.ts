import type { Db } from '../db/database';
import { sideMessages } from '../db/schema';

export interface NewSideMessage {
  email: string;
  content: string;
  sidHash: string;
}

export function createMessagesRepository(db: Db) {
  return {
    async createSideMessage(message: NewSideMessage): Promise<{ id: number }> {
      const [row] = await db.insert(sideMessages).values(message).returning({ id: sideMessages.id });
      if (!row) throw new Error('insert into side_messages returned no row');
      return row;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
