// Test support: conversations as the api answers them (decision 045), a buyer's and a seller's, to change per test.
import type { ConversationSummary, ConversationThread } from '@yachts/contracts/wire/conversations';

export const YACHT: ConversationThread['yacht'] = {
  kind: 'idle',
  id: 7,
  title: 'Hallberg-Rassy 40C',
  url: '/yachts/used/7-hallberg-rassy-40c',
  photoUrl: '/uploads/2026/11/hr40.jpg',
  listed: true,
};

export function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 8,
    side: 'buyer',
    status: 'new',
    yacht: YACHT,
    counterpart: 'Blue Water Brokers',
    lastMessage: { excerpt: 'Is she still for sale?', fromMe: true, at: '2026-11-20T10:00:00.000Z' },
    unread: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The buyer's side of conversation 8: their question, the dealer's answer (which asks for a deposit). */
export function buyerThread(overrides: Partial<ConversationThread> = {}): ConversationThread {
  return {
    ...summary(),
    seller: {
      name: 'Blue Water Brokers',
      dealerUrl: '/dealers/blue-water',
      verified: true,
      responseTime: 'usually replies within 3 hours',
    },
    buyer: { name: 'Sam Skipper', email: 'sam@example.com', phone: '+44 7700 900123' },
    contactShared: false,
    messages: [
      {
        id: 1,
        side: 'buyer',
        mine: true,
        author: 'Sam Skipper',
        body: 'Is she still for sale?\nCould I see her in May?',
        paymentWarning: false,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 2,
        side: 'seller',
        mine: false,
        author: 'Blue Water Brokers',
        body: 'Yes. A deposit by bank transfer reserves her. <b>Today only</b>',
        paymentWarning: true,
        createdAt: '2026-11-20T11:00:00.000Z',
      },
    ],
    earlier: 0,
    canReply: true,
    reported: false,
    ...overrides,
  };
}

/** The seller's side of the same conversation: the buyer has not shared their address. */
export function sellerThread(overrides: Partial<ConversationThread> = {}): ConversationThread {
  const buyer = buyerThread();
  return {
    ...buyer,
    side: 'seller',
    counterpart: 'Sam Skipper',
    buyer: { name: 'Sam Skipper', email: null, phone: null },
    messages: buyer.messages.map((message) => ({ ...message, mine: message.side === 'seller', paymentWarning: false })),
    ...overrides,
  };
}
