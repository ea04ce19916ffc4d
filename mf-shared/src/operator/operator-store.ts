// The operator's standing in this page (decision 033): whether the login is an operator's, with which role, and
// whether it has passed the second factor. The host's console reads it to decide what to mount; the account area's
// second-factor page sets it when a code is accepted; every console page reads the role for what it offers.
// The console is drawn in the browser only (it is private, decision 022), and the store loads from an effect, so a
// server render never fills it.
import { makeAutoObservable, runInAction } from 'mobx';
import { ErrorCode } from '@yachts/contracts/envelope';
import { OPERATOR_ACCOUNT_API, roleAllows, type OperatorMe, type OperatorRole } from '@yachts/contracts/operators';
import { errorCode, errorMessage } from '../api/call-errors';
import { signedClient } from '../api/signed-client';

/**
 * unknown: not asked yet; absent: not an operator's login (a visitor or a member); second-factor: an operator who
 * has to set up or enter the authenticator app's code; ready: the console may open; failed: the api did not answer.
 */
export type OperatorState = 'unknown' | 'loading' | 'absent' | 'second-factor' | 'ready' | 'failed';

export interface OperatorStoreDeps {
  fetchMe: (signal?: AbortSignal) => Promise<OperatorMe>;
}

export class OperatorStore {
  state: OperatorState = 'unknown';
  me: OperatorMe | null = null;
  /** Why the last load failed, in words for the page. */
  error: string | null = null;
  /** The login the state is about, so another login in the same page asks again. */
  private loadedFor: string | null = null;

  constructor(private readonly deps: OperatorStoreDeps) {
    makeAutoObservable<OperatorStore, 'deps' | 'loadedFor'>(this, { deps: false, loadedFor: false }, { autoBind: true });
  }

  /** Asks the api who this login is as an operator, unless the answer for `login` is already here. */
  async load(login: string | null, force = false): Promise<void> {
    if (!force && this.loadedFor === login && this.state !== 'unknown' && this.state !== 'failed') return;
    this.loadedFor = login;
    if (!login) {
      this.reset('absent');
      return;
    }
    this.state = 'loading';
    this.error = null;
    try {
      const me = await this.deps.fetchMe();
      runInAction(() => this.accept(me));
    } catch (error) {
      const code = errorCode(error);
      runInAction(() => {
        if (code === ErrorCode.UNAUTHORIZED || code === ErrorCode.FORBIDDEN) this.reset('absent');
        else {
          this.state = 'failed';
          this.error = errorMessage(error);
        }
      });
    }
  }

  /** The operator's standing as the api just gave it (after a code was accepted, or the app set up). */
  accept(me: OperatorMe): void {
    this.me = me;
    this.error = null;
    this.state = me.verified ? 'ready' : 'second-factor';
  }

  /** An operator route answered that the second factor is needed again (its 12 hours ran out). */
  askAgain(): void {
    if (this.me) this.me = { ...this.me, verified: false, verified_until: null };
    this.state = this.me ? 'second-factor' : 'unknown';
  }

  /** Whether the operator may open what needs `role`. */
  allows(role: OperatorRole): boolean {
    return this.state === 'ready' && this.me !== null && roleAllows(this.me.role, role);
  }

  private reset(state: OperatorState): void {
    this.state = state;
    this.me = null;
    this.error = null;
  }
}

export function createOperatorStore(deps: Partial<OperatorStoreDeps> = {}): OperatorStore {
  return new OperatorStore({
    fetchMe: deps.fetchMe ?? ((signal) => signedClient.get<OperatorMe>(OPERATOR_ACCOUNT_API.me, undefined, signal)),
  });
}

/** The page's one operator store (mf-shared is loaded once, like the session store). */
export const operatorStore: OperatorStore = createOperatorStore();
