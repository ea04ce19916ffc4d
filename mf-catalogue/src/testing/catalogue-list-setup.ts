// Test support for the catalogue lists' pages: the fake api every test starts from (the filters of both lists, two
// new yachts, no used ones), reset after each test, and what the tests read.
import { screen } from '@testing-library/react';
import { sessionStore } from 'shared/session';
import { acceptCookies, apiOk, beVisitor, clearToasts, type FakeServer, fakeServerPerTest, type SeenRequest } from 'shared/testing';
import { FILTERS, listPage, summary } from './fixtures';

/** The fake api of the test running now (shared/testing's fakeServerPerTest, set by setUpCatalogueList). */
export let server: FakeServer;

export const NEW_LIST = '/api/v1/yachts/new';
export const USED_LIST = '/api/v1/yachts/idle';
export const yachts = [
  summary({ id: 101 }),
  summary({
    id: 102,
    slug: 'princess-y72',
    builder: 'Princess',
    model: 'Y72',
    type: 'motor',
    lengthM: 22.3,
    price: 4250000,
    currency: 'GBP',
    location: 'Plymouth',
    country: 'GB',
    cabins: 4,
  }),
];

/** Installs, for every test of the calling file, a visitor and the fake api; puts toasts and the length unit back. */
export function setUpCatalogueList() {
  server = fakeServerPerTest(clearToasts, () => sessionStore.setLengthUnit('m'));
  beforeAll(acceptCookies);
  beforeEach(() => {
    beVisitor();
    server.on('GET', '/api/v1/yachts/new/filters', apiOk(FILTERS));
    server.on('GET', '/api/v1/yachts/idle/filters', apiOk(FILTERS));
    server.on('GET', NEW_LIST, apiOk(listPage(yachts)));
    server.on('GET', USED_LIST, apiOk(listPage([])));
  });
}

export const lastList = (path = NEW_LIST): SeenRequest | undefined => server.calls('GET', path).at(-1);
export const results = (name = 'New yachts') => screen.findByRole('list', { name });
export const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });
