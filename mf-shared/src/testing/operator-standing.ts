// Test support for console pages: the operator a page's tests stand as, signed in with the second factor passed, as
// the console's sign-in leaves the operator store. A page that offers more to an admin is tested with both roles.
import { act } from '@testing-library/react';
import type { OperatorMe } from '@yachts/contracts/operators';
import { operatorStore } from '../operator/operator-store';

/** A moderator whose second factor holds, with `overrides` (a role, a name). */
export function operatorMe(overrides: Partial<OperatorMe> = {}): OperatorMe {
  return {
    uuid: 'mod-1',
    email: 'mod@example.com',
    name: 'Mo Derator',
    role: 'moderator',
    totp: 'enabled',
    verified: true,
    verified_until: '2026-11-27T18:00:00.000Z',
    recovery_codes_left: 10,
    ...overrides,
  };
}

/** Puts `me` in the operator store, as the console's sign-in does. */
export function standAsOperator(me: OperatorMe = operatorMe()): void {
  act(() => operatorStore.accept(me));
}

/** Registers a beforeEach that stands as `me` (a moderator unless said), so a test that changes role starts afresh. */
export function operatorStandingPerTest(me: OperatorMe = operatorMe()): void {
  beforeEach(() => standAsOperator(me));
}
