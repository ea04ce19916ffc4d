// The verifier of signed calls (product rules §7B, architecture §4). These tests register a route of their own on a
// test instance, opted in as every signed /api/v1 POST route is (`preValidation: app.verifySigned`), so each check is
// tested alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ErrorCode } from '@yachts/contracts/envelope';
import { SIGN_WINDOW_SECONDS, computeSign, createEchostr, signBody } from '@yachts/contracts/signing';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { signedCallEchostrs } from '../db/schema';
import { dialectUnderTest, startingPoint } from '../testing/helper';
import { answerOf, bodyOf, like } from '../testing/answers';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-signed-'));
function env(name: string) {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(scratch, name, 'pglite'),
    STATIC_DIR: path.join(scratch, name, 'deploy'),
    UPLOADS_DIR: path.join(scratch, name, 'uploads'),
    SEED: 'false',
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
  };
}

/** The app with one signed route, whose body schema coerces and fills a default (as real routes will). */
async function buildSignedApp(name: string): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig(env(name)), startingPoint(false));
  app.post<{ Params: { id: number }; Body: { operation: string; page: number } }>(
    '/api/v1/test/yachts/:id/follow',
    {
      preValidation: (request) => app.verifySigned(request),
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer' } } },
        body: {
          type: 'object',
          required: ['operation'],
          properties: { operation: { type: 'string', enum: ['follow', 'unfollow'] }, page: { type: 'integer', default: 1 } },
        },
      },
    },
    (request) => ({ code: 0, msg: 'ok', data: { id: request.params.id, ...request.body } }),
  );
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSignedApp('main');
});
afterAll(async () => {
  await app.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

function post(body: unknown, target: FastifyInstance = app) {
  return target.inject({ method: 'POST', url: '/api/v1/test/yachts/7/follow', payload: body as object });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A body signed as the browser does, with fields changed after signing when given. */
function signed(fields: Record<string, unknown> = { operation: 'follow' }, timestampMs = Date.now()) {
  return signBody(fields, timestampMs);
}
function resign(body: Record<string, unknown>) {
  return { ...body, sign: computeSign(body) };
}
/** The call was refused: `status`, and the envelope with `code` and `msg` and no data. */
function expectRefused(response: LightMyRequestResponse, status: number, code: number, msg: unknown) {
  expect(response.statusCode).toBe(status);
  expect(bodyOf(response)).toEqual({ code, msg, data: null });
}

describe(`a signed /api/v1 POST route (${dialectUnderTest})`, () => {
  it('accepts a correctly signed call; the sign covers the body as sent, before validation adds defaults', async () => {
    const response = await post(signed());
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ code: 0, data: { id: 7, operation: 'follow', page: 1 } });
  });

  it('accepts the timestamp as digits in a string, and a sign over every non-empty field', async () => {
    const body = resign({ operation: 'unfollow', page: '2', timestamp: String(nowSeconds()), echostr: createEchostr(), note: '' });
    expect((await post(body)).statusCode).toBe(200);
  });

  it.each(['timestamp', 'echostr', 'sign'])('refuses a call without %s: 400, code 400200', async (field) => {
    const body: Record<string, unknown> = signed();
    delete body[field];
    const response = await post(body);
    expectRefused(response, 400, ErrorCode.SIGN_MISSING, 'The request is not signed: timestamp, echostr and sign are required.');
  });

  it.each([
    ['an empty body', undefined],
    ['a JSON array', [1, 2]],
  ])('refuses %s as unsigned', async (_name, body) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test/yachts/7/follow',
      headers: { 'content-type': 'application/json' },
      payload: body === undefined ? '{}' : JSON.stringify(body),
    });
    expect(answerOf(response).code).toBe(ErrorCode.SIGN_MISSING);
  });

  it.each([
    ['too old', -(SIGN_WINDOW_SECONDS + 5)],
    ['too far in the future', SIGN_WINDOW_SECONDS + 5],
  ])('refuses a timestamp %s: 401, code 400201, even when correctly signed', async (_name, offset) => {
    const response = await post(signed({ operation: 'follow' }, Date.now() + offset * 1000));
    expectRefused(response, 401, ErrorCode.SIGN_TIMESTAMP, 'The request timestamp is outside the allowed window.');
  });

  it('accepts a timestamp just inside the window', async () => {
    expect((await post(signed({ operation: 'follow' }, Date.now() - (SIGN_WINDOW_SECONDS - 5) * 1000))).statusCode).toBe(200);
  });

  it.each([
    ['milliseconds', Date.now() + 0.5],
    ['a word', 'yesterday'],
    ['a negative number', -5],
  ])('refuses a timestamp that is %s: code 400201', async (_name, timestamp) => {
    const response = await post(resign({ operation: 'follow', timestamp, echostr: createEchostr() }));
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).code).toBe(ErrorCode.SIGN_TIMESTAMP);
  });

  it.each([
    ['31 characters', createEchostr().slice(1)],
    ['33 characters', `${createEchostr()}x`],
    ['a symbol', `${createEchostr().slice(1)}-`],
  ])('refuses an echostr of %s: 400, code 400202', async (_name, echostr) => {
    const response = await post(resign({ operation: 'follow', timestamp: nowSeconds(), echostr }));
    expectRefused(response, 400, ErrorCode.SIGN_ECHOSTR, 'The echostr must be 32 letters and digits.');
  });

  it.each([
    ['a field changed after signing', (b: Record<string, unknown>) => ({ ...b, operation: 'unfollow' })],
    ['a field added after signing', (b: Record<string, unknown>) => ({ ...b, page: 3 })],
    ['the sign in lower case', (b: Record<string, unknown>) => ({ ...b, sign: String(b.sign).toLowerCase() })],
    ['a sign made with another secret', (b: Record<string, unknown>) => ({ ...b, sign: computeSign(b, 'guessed') })],
    ['a sign that is not text', (b: Record<string, unknown>) => ({ ...b, sign: 42 })],
  ])('refuses %s: 401, code 400203', async (_name, tamper) => {
    const response = await post(tamper(signed()));
    expectRefused(response, 401, ErrorCode.SIGN_MISMATCH, 'The signature does not match.');
  });

  it('refuses a replayed call: 401, code 400204', async () => {
    const body = signed();
    expect((await post(body)).statusCode).toBe(200);
    const replay = await post(body);
    expectRefused(replay, 401, ErrorCode.SIGN_REPLAYED, 'This request was already received (echostr reused).');
  });

  it('lets exactly one of two simultaneous copies of a call through', async () => {
    const body = signed();
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a reused echostr even with a new timestamp and sign', async () => {
    const first = signed();
    expect((await post(first)).statusCode).toBe(200);
    const again = resign({ operation: 'follow', timestamp: Number(first.timestamp) + 1, echostr: first.echostr });
    expect(answerOf(await post(again)).code).toBe(ErrorCode.SIGN_REPLAYED);
  });

  it('stores each echostr until its timestamp leaves the window, and purges it after', async () => {
    const body = signed();
    expect((await post(body)).statusCode).toBe(200);
    const { db } = app.database;
    const [row] = await db.select().from(signedCallEchostrs).where(eq(signedCallEchostrs.echostr, body.echostr));
    expect(row?.expiresAt.getTime()).toBe((body.timestamp + SIGN_WINDOW_SECONDS + 1) * 1000);

    const repository = app.repositories.signedCalls;
    const later = new Date(row!.expiresAt.getTime() + 1000);
    // Expired but not yet purged: accepted again (its timestamp check would refuse a real replay by then).
    expect(await repository.rememberEchostr(body.echostr, new Date(later.getTime() + 60_000), later)).toBe(true);
    expect(await repository.forgetExpiredEchostrs(new Date(later.getTime() + 61_000))).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(signedCallEchostrs).where(eq(signedCallEchostrs.echostr, body.echostr))).toEqual([]);
  });

  (dialectUnderTest === 'postgres' ? it : it.skip)('refuses a call replayed to a second instance on the same database', async () => {
    const second = await buildSignedApp('second');
    try {
      const body = signed();
      expect((await post(body)).statusCode).toBe(200);
      expect(answerOf(await post(body, second)).code).toBe(ErrorCode.SIGN_REPLAYED);
    } finally {
      await second.close();
    }
  });

  it('checks the signature before the body schema', async () => {
    const unsigned = await post({ operation: 'dance' });
    expect(answerOf(unsigned).code).toBe(ErrorCode.SIGN_MISSING);
    const invalid = await post(signed({ operation: 'dance' }));
    expectRefused(invalid, 400, ErrorCode.BAD_REQUEST, like.stringContaining('operation'));
  });
});
