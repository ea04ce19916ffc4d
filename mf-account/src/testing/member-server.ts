// Test support: the user area's and member pages as member me-1 sees them: shared/testing's fresh api for each test
// (fakeServerPerTest), with member me-1 logged in and the navigation's unread badges answered. Call it before the
// file's own hooks, which then script on the server it returns what every test of the file needs (a member's
// profile, say); `tidy` runs after each test (closeModals, clearToasts...).
import { acceptCookies, apiOk, type FakeServer, fakeServerPerTest, formOk, logInAs } from 'shared/testing';

export function withMemberServer(...tidy: Array<() => void>): FakeServer {
  const server = fakeServerPerTest(...tidy);
  beforeAll(acceptCookies);
  beforeEach(() => {
    logInAs('me-1');
    // The navigation's unread badge.
    server.on('POST', '/user/mymessage', formOk({ items: [], total: 0, page: 1, pageSize: 1, unread: 0 }));
    // The navigation's count of conversations with unread messages.
    server.on('GET', '/api/v1/conversations/unread', apiOk({ unread: 0 }));
  });
  return server;
}
