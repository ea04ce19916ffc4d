// The rules that guard accounts (architecture §4, decision 013), kept out of the routes so each is written once:
// - app.emailCodes: sending a 6-digit code (server-side cooldown, hourly limits per address and per visitor) and
//   checking one (newest live code only, single use, a few wrong tries and it is dead);
// - app.loginGuard: failed logins counted per (address, client), per client and per address (known or not), and
//   the lockouts they cause (decision 035: a stranger's failures never lock the member's own client).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, type CodeEvent } from '@yachts/contracts/account';
import { resolveAppSecret } from '../platform/app-secret';
import { CODE_COOLDOWN_MS, CODE_TTL_MS, clientKey, codeKey, codeMatches, generateCode, hashCode } from './email-code';
import { HttpError } from '../lib/http-error';
import { codeMail, type MailContent } from '../platform/mail-text';

export interface IssueCode {
  /** Normalised (trimmed, lower-case). */
  email: string;
  event: CodeEvent;
  sidHash: string;
  /** For changeEmail and verify: the account the code is for; only that account can use it. */
  userId: number | null;
  /**
   * A mail to send instead of a code (an account exists / does not exist). The row is recorded all the same, so
   * cooldowns and limits treat both cases alike and nothing tells them apart.
   */
  instead?: MailContent;
}

export interface ConsumeCode {
  email: string;
  event: CodeEvent;
  code: string;
  /** The visitor session presenting it: only a code this session asked for counts. */
  sidHash: string;
  userId?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    emailCodes: {
      /** Records and mails a code, or refuses with 429 (cooldown, hourly limits) or 503 (mail not sent). */
      issue(input: IssueCode): Promise<void>;
      /** Uses up the code, or refuses with 400 {verify_code: codeWrong}, whatever the reason. */
      consume(input: ConsumeCode): Promise<void>;
    };
    loginGuard: {
      /**
       * 429 loginLocked, even if this try is right, when the client has too many recent failures (any address), or,
       * for a password: this client has too many on this address, or the address has too many from all clients and
       * this client is one of those that failed on it. A client that has not failed on the address (the member's
       * own) is never held by others' failures, and a code login (the code proves the mailbox) only by the client's.
       */
      assertAllowed(email: string, ip: string, method: 'password' | 'code'): Promise<void>;
      recordFailure(email: string, ip: string): Promise<void>;
      /** After a login: this client's count for the address starts again. */
      clearClientFailures(email: string, ip: string): Promise<void>;
      /** After a password reset: every count of the address starts again. */
      clearFailures(email: string): Promise<void>;
    };
  }
}

const HOUR_MS = 3_600_000;
const FAILURE_WINDOW_MS = ACCOUNT_LIMITS.loginFailureWindowMinutes * 60_000;
/** Old rows count for nothing (every limit looks back an hour at most); they are deleted about once an hour. */
const PURGE_INTERVAL_MS = HOUR_MS;
const KEEP_MS = 24 * HOUR_MS;

export const CODE_WRONG = () => new HttpError(400, { verify_code: ACCOUNT_MESSAGES.codeWrong });

export interface AccountGuardsOptions {
  appSecret: string | null;
  dataDir: string;
}

/** Deletes old codes and failures, at most about once an hour, when a code is sent or a failure recorded. */
function purger(app: FastifyInstance): (now: Date) => Promise<void> {
  const { emailCodes, loginFailures } = app.repositories;
  let nextPurge = 0;
  return async (now) => {
    if (now.getTime() < nextPurge) return;
    nextPurge = now.getTime() + PURGE_INTERVAL_MS;
    const before = new Date(now.getTime() - KEEP_MS);
    try {
      await emailCodes.purgeOlderThan(before);
      await loginFailures.purgeOlderThan(before);
    } catch (error) {
      app.log.warn({ err: error }, 'could not purge old e-mail codes and login failures'); // the request is fine
    }
  };
}

function emailCodesGuard(app: FastifyInstance, key: Buffer, purgeNowAndThen: (now: Date) => Promise<void>): FastifyInstance['emailCodes'] {
  const { emailCodes } = app.repositories;

  async function issue(input: IssueCode): Promise<void> {
    const now = new Date();
    const code = input.instead ? null : generateCode();
    const content = code === null ? input.instead : codeMail(input.event, code);
    const reserved = await emailCodes.reserve(
      {
        email: input.email,
        event: input.event,
        codeHash: code === null ? null : hashCode(key, input.email, input.event, code),
        userId: input.userId,
        sidHash: input.sidHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      },
      {
        cooldownMs: CODE_COOLDOWN_MS,
        perAddressPerHour: ACCOUNT_LIMITS.codesPerAddressPerHour,
        perClientPerHour: ACCOUNT_LIMITS.codesPerClientPerHour,
      },
    );
    if ('refused' in reserved) {
      if (reserved.refused === 'limit') throw new HttpError(429, ACCOUNT_MESSAGES.codeSendLimit);
      throw new HttpError(429, ACCOUNT_MESSAGES.codeCooldown(Math.max(1, Math.ceil(reserved.waitMs / 1000))));
    }
    const { row } = reserved;
    try {
      await app.mailer.send({ to: input.email, ...(content as MailContent) });
    } catch (error) {
      // Not sent: the visitor may ask again at once, and an older code stays the valid one.
      await emailCodes.delete(row.id);
      throw error;
    }
    await purgeNowAndThen(now);
  }

  async function consume(input: ConsumeCode): Promise<void> {
    const now = new Date();
    const row = await emailCodes.findCurrent(input.email, input.event, input.sidHash, now);
    if (!row) throw CODE_WRONG();
    if (input.userId !== undefined && row.userId !== input.userId) throw CODE_WRONG();
    // The try is counted before the comparison, so a burst of parallel guesses gets no more tries than one at a time.
    if (!(await emailCodes.claimAttempt(row.id, now, ACCOUNT_LIMITS.codeMaxAttempts))) throw CODE_WRONG();
    if (!codeMatches(key, row.codeHash, input.email, input.event, input.code)) throw CODE_WRONG();
    if (!(await emailCodes.consume(row.id, now))) throw CODE_WRONG();
  }

  return { issue, consume };
}

function loginGuard(app: FastifyInstance, key: Buffer, purgeNowAndThen: (now: Date) => Promise<void>): FastifyInstance['loginGuard'] {
  const { loginFailures } = app.repositories;
  return {
    async assertAllowed(email: string, ip: string, method: 'password' | 'code') {
      const since = new Date(Date.now() - FAILURE_WINDOW_MS);
      const client = clientKey(key, ip);
      const locked = async () => {
        if ((await loginFailures.countForClientSince(client, since)) >= ACCOUNT_LIMITS.loginFailuresPerClient) return true;
        if (method === 'code') return false;
        const mine = await loginFailures.countForEmailAndClientSince(email, client, since);
        if (mine >= ACCOUNT_LIMITS.loginFailuresPerAccountAndClient) return true;
        return mine > 0 && (await loginFailures.countForEmailSince(email, since)) >= ACCOUNT_LIMITS.loginFailuresPerAccount;
      };
      if (await locked()) throw new HttpError(429, ACCOUNT_MESSAGES.loginLocked);
    },
    async recordFailure(email: string, ip: string) {
      const now = new Date();
      await loginFailures.record(email, clientKey(key, ip), now);
      await purgeNowAndThen(now);
    },
    async clearClientFailures(email: string, ip: string) {
      await loginFailures.clearForEmailAndClient(email, clientKey(key, ip));
    },
    async clearFailures(email: string) {
      await loginFailures.clearForEmail(email);
    },
  };
}

export default fp<AccountGuardsOptions>(
  (app, options, done) => {
    const key = codeKey(resolveAppSecret(options));
    const purgeNowAndThen = purger(app);
    app.decorate('emailCodes', emailCodesGuard(app, key, purgeNowAndThen));
    app.decorate('loginGuard', loginGuard(app, key, purgeNowAndThen));
    done();
  },
  { name: 'account-guards', dependencies: ['repositories', 'mailer'] },
);
