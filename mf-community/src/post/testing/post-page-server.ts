// Test support for a post's page (a topic, an article): a visitor at the keyboard and a fresh api for each test,
// answering the post and its comments; after each test the modal is closed and the visitor is back.
import type { CommunityComment } from '@yachts/contracts/community';
import { acceptCookies, apiOk, beVisitor, closeModals, fakeServerPerTest, type FakeServer } from 'shared/testing';
import { page } from './fixtures';

/** `postPath` is the post's api address; its comments are at `${postPath}/comments`. Call it before the file's hooks. */
export function postPageServer(postPath: string, post: unknown, comments: CommunityComment[]): FakeServer {
  const server = fakeServerPerTest(closeModals, beVisitor);
  beforeAll(acceptCookies);
  beforeEach(() => {
    beVisitor();
    server.on('GET', postPath, apiOk(post));
    server.on('GET', `${postPath}/comments`, apiOk(page(comments)));
  });
  return server;
}
