// Test support: the fake api every test of a file starts from, with a visitor or a logged-in member at the keyboard.
// Before each test it is installed and handed to `installed`, which adds what every test of the file needs (a yacht's
// page, a dealer...); after each test it is removed.
import { acceptCookies, beVisitor, type FakeServer, installFakeServer, logInAs } from 'shared/testing';

/** Who is at the keyboard: a visitor (nobody logged in) or the member with this uuid. */
export type Who = 'visitor' | { member: string };

export function withFakeApi(who: Who, installed: (server: FakeServer) => void): void {
  let server: FakeServer | undefined;
  beforeAll(acceptCookies);
  beforeEach(() => {
    server = installFakeServer();
    if (who === 'visitor') beVisitor();
    else logInAs(who.member);
    installed(server);
  });
  afterEach(() => server?.restore());
}
