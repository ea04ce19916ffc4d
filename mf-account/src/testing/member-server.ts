// Test support: the user area's and member pages as member me-1 sees them. Before each test a fake api is installed
// (with the navigation's unread badge answered) and handed to `installed`, which may add what every test of its file
// needs (a member's profile, say); after each test it is removed.
import { acceptCookies, type FakeServer, formOk, installFakeServer, logInAs } from 'shared/testing';

export function withMemberServer(installed: (server: FakeServer) => void): void {
  let server: FakeServer | undefined;
  beforeAll(acceptCookies);
  beforeEach(() => {
    server = installFakeServer();
    logInAs('me-1');
    // The navigation's unread badge.
    server.on('POST', '/user/mymessage', formOk({ items: [], total: 0, page: 1, pageSize: 1, unread: 0 }));
    installed(server);
  });
  afterEach(() => server?.restore());
}
