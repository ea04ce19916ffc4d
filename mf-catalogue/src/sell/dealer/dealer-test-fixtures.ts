// Test support for the dealer workspace's pages: the api's answers as GET /api/v1/dealer, /staff, /stock and /figures
// give them, each overridable, the fake api scripted with a workspace, and the panel for a member who works for no
// dealer.
import { screen, within } from '@testing-library/react';
import { DEALER_FEEDS_MESSAGES } from '@yachts/contracts/dealer-feeds';
import { DEALER_API } from '@yachts/contracts/dealer-workspace';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type { DealerFigures } from '@yachts/contracts/wire/dealer-figures';
import type { DealerStaffMember, DealerStockItem, DealerStockPage, DealerWorkspace } from '@yachts/contracts/wire/dealer-workspace';
import { apiFail, apiOk, type FakeServer } from 'shared/testing';
import { renderSell } from '../testing/render-sell';

const DAY_MS = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

export function workspace(overrides: Partial<DealerWorkspace> = {}): DealerWorkspace {
  return {
    dealer: {
      slug: 'riviera-yachts',
      name: 'Riviera Yachts',
      category: 'dealer',
      url: '/dealers/riviera-yachts',
      city: 'Antibes',
      country: 'FR',
      email: 'sales@riviera.example',
      address: '12 Quai des Yachts, Antibes',
      phone: '+33 4 93 34 00 00',
      website: 'https://riviera.example',
      languages: ['English', 'French', 'Maltese'],
      about: 'Family-run brokerage since 1987.',
      openingHours: 'Mon-Fri 9:00-18:00',
      logoUrl: null,
    },
    role: 'owner',
    verified: true,
    counts: { listed: 14, unconfirmed: 2, withdrawn: 5 },
    responseTime: null,
    ...overrides,
  };
}

export function staffMember(overrides: Partial<DealerStaffMember> = {}): DealerStaffMember {
  return {
    id: 7,
    email: 'ana@riviera.example',
    name: 'Ana Costa',
    accountEmail: null,
    role: 'staff',
    status: 'active',
    invitedAt: daysAgo(20),
    acceptedAt: daysAgo(19),
    removable: true,
    ...overrides,
  };
}

export const ownerAccount = staffMember({
  id: null,
  email: 'owner@riviera.example',
  name: 'Jules Martin',
  role: 'owner',
  invitedAt: null,
  acceptedAt: null,
  removable: false,
});

export function stockItem(overrides: Partial<DealerStockItem> = {}): DealerStockItem {
  return {
    kind: 'idle',
    id: 301,
    title: 'Princess F55',
    url: '/yachts/used/301-princess-f55',
    coverUrl: null,
    status: 'listed',
    price: 1_150_000,
    currency: 'GBP',
    confirmedAt: daysAgo(12),
    createdAt: daysAgo(90),
    views30: 248,
    followers: 14,
    conversations: 6,
    conversations30: 2,
    ...overrides,
  };
}

export function stockPage(items: DealerStockItem[], overrides: Partial<DealerStockPage> = {}): DealerStockPage {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 25,
    counts: { listed: items.length, unconfirmed: 0, withdrawn: 0 },
    ...overrides,
  };
}

/** The fake api answering GET /api/v1/dealer with `answer`. */
export function withWorkspace(server: FakeServer, answer: DealerWorkspace = workspace()): void {
  server.on('GET', DEALER_API.workspace, apiOk(answer));
}

/**
 * Figures over `days` days ending 2026-11-29, oldest first as the api sends them: day i has i + 1 views, i % 2
 * follows, and the first day two saves to compare.
 */
export function dealerFigures(
  title = 'Views, follows, saves to compare and enquiries of your whole stock over the last 3 days',
  count = 3,
): DealerFigures {
  const days = Array.from({ length: count }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 29 - (count - 1 - i))).toISOString().slice(0, 10),
    views: i + 1,
    follows: i % 2,
    compares: i === 0 ? 2 : 0,
    enquiries: i === count - 1 ? 1 : 0,
  }));
  const sum = (key: 'views' | 'follows' | 'compares' | 'enquiries') => days.reduce((total, day) => total + day[key], 0);
  return { title, days, totals: { views: sum('views'), follows: sum('follows'), compares: sum('compares'), enquiries: sum('enquiries') } };
}

/**
 * Opens `address` with `api` answering that the member works for no dealer, and checks the panel named `title` says so
 * in the api's words with the way back to selling; returns the panel.
 */
export async function expectNotDealerPanel(server: FakeServer, api: string, address: string, title: string): Promise<HTMLElement> {
  server.on('GET', api, apiFail(ErrorCode.NOT_FOUND, DEALER_FEEDS_MESSAGES.notDealer, 404));
  renderSell(address);
  const panel = await screen.findByRole('region', { name: title });
  expect(within(panel).getByText(DEALER_FEEDS_MESSAGES.notDealer)).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'Selling on Yacht Harbour' })).toHaveAttribute('href', paths.sell());
  return panel;
}
