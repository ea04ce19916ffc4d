// Test support for the pages that list topics (the community home, a section): a visitor's fresh api for each test,
// no scroll positions kept from the last test, the window's scrollTo as a mock, and the topics call answering
// `total` topics, 20 a page, newest first.
import { COMMUNITY_API } from '@yachts/contracts/community';
import { acceptCookies, apiOk, beVisitor, clearToasts, closeModals, fakeServerPerTest, type FakeServer } from 'shared/testing';
import { page, topics } from '../../lists/testing/fixtures';

/** The window's scrollTo, as a mock the tests read. */
export const scrollTo = jest.fn();

/** Call it before the file's own hooks, which then add the calls their page needs. */
export function topicListServer(total: number): FakeServer {
  const server = fakeServerPerTest(clearToasts, closeModals);
  beforeEach(() => {
    acceptCookies();
    sessionStorage.clear();
    beVisitor();
    scrollTo.mockReset();
    window.scrollTo = scrollTo;
    server.on('GET', COMMUNITY_API.topics, (request) => {
      const n = Number(request.query.page);
      return apiOk(page(topics((n - 1) * 20 + 1, Math.min(n * 20, total)), total, n));
    });
  });
  return server;
}
