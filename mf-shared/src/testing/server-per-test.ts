// Test support: the hooks most page tests open with. A fresh scripted api for each test, and after it what the page
// left behind (an open modal, a toast, a login) cleared before the api is restored, so no test's state reaches the next.
import { act } from '@testing-library/react';
import { modalStore } from '../modals/modal-store';
import { toastStore } from '../ui/toast-store';
import { installFakeServer, type FakeServer } from './fake-server';
import { logInAs } from './session';

/** A tidy-up step: closes whatever modal is open. */
export function closeModals(): void {
  modalStore.close();
}

/** A tidy-up step: takes every toast off the screen. */
export function clearToasts(): void {
  toastStore.toasts = [];
}

/**
 * Registers a beforeEach that installs a fresh scripted api and an afterEach that runs `tidy` (inside one act) and
 * then restores the browser's own XMLHttpRequest. Call it before the file's other hooks: its beforeEach runs first, so
 * theirs can script routes on the answer. The answer stands for the current test's server.
 */
export function fakeServerPerTest(...tidy: Array<() => void>): FakeServer {
  let installed: FakeServer | undefined;
  const current = (): FakeServer => {
    if (!installed) throw new Error('fakeServerPerTest: the server is installed in beforeEach; use it inside a test or a hook');
    return installed;
  };
  beforeEach(() => {
    installed = installFakeServer();
  });
  afterEach(() => {
    act(() => {
      for (const step of tidy) step();
    });
    current().restore();
    installed = undefined;
  });
  return {
    on: (method, path, handler) => current().on(method, path, handler),
    get requests() {
      return current().requests;
    },
    calls: (method, path) => current().calls(method, path),
    settle: () => current().settle(),
    restore: () => current().restore(),
  };
}

/** A console page's tests: the operator logged in for the whole file, a fresh api and no toasts left for each test. */
export function operatorPerTest(uuid: string, token: string): FakeServer {
  beforeAll(() => logInAs(uuid, token));
  return fakeServerPerTest(clearToasts);
}
