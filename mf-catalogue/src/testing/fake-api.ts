// Test support: the fake api every test of a file starts from, with a visitor or a logged-in member at the keyboard:
// shared/testing's fresh api for each test (fakeServerPerTest), the person set before each test. Call it before the
// file's own hooks, which then script on the server it returns what every test of the file needs (a yacht's page, a
// dealer...); `tidy` runs after each test (closeModals, clearToasts...).
import { acceptCookies, beVisitor, type FakeServer, fakeServerPerTest, logInAs } from 'shared/testing';

/** Who is at the keyboard: a visitor (nobody logged in) or the member with this uuid. */
export type Who = 'visitor' | { member: string };

export function withFakeApi(who: Who, ...tidy: Array<() => void>): FakeServer {
  const server = fakeServerPerTest(...tidy);
  beforeAll(acceptCookies);
  beforeEach(() => {
    if (who === 'visitor') beVisitor();
    else logInAs(who.member);
  });
  return server;
}
