// The header's bell (decision 033): the unread count and the newest messages of the member's inbox, marking them read,
// and the live count as Server-Sent Events (`event: unread`), checked by the notification hub for every listening
// member at once. The stream is a GET the browser's EventSource opens with the login cookie; a browser (or proxy)
// where it cannot stay open asks the first route every NOTIFICATION_LIMITS.pollMs instead.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  EMAIL_NOTICE_KINDS,
  EMAIL_SETTINGS_MESSAGES,
  NOTIFICATION_LIMITS,
  NOTIFICATIONS_API,
  type EmailSettings,
  type Notifications,
} from '@yachts/contracts/account';
import { ErrorCode } from '@yachts/contracts/envelope';
import { ApiEnvelope, ErrorEnvelopeSchema, SignedBody } from '@yachts/contracts/wire/common';
import { EmailSettingsSchema, NotificationsSchema } from '@yachts/contracts/wire/account';
import { HttpError } from '../lib/http-error';
import { parseId } from '../lib/page-request';

const IDS_MESSAGE = 'Please send the ids of messages as a list of whole numbers.';

/** { kind: true | false, … } for some of EMAIL_NOTICE_KINDS (the words "true"/"false" too); anything else is refused. */
export function readEmailChanges(body: Record<string, unknown>): Partial<EmailSettings> {
  const changes: Partial<EmailSettings> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name === 'sign' || name === 'timestamp' || name === 'echostr') continue;
    if (!(EMAIL_NOTICE_KINDS as readonly string[]).includes(name)) throw new HttpError(400, EMAIL_SETTINGS_MESSAGES.invalid);
    const on = value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;
    if (on === null) throw new HttpError(400, EMAIL_SETTINGS_MESSAGES.invalid);
    changes[name as keyof EmailSettings] = on;
  }
  if (Object.keys(changes).length === 0) throw new HttpError(400, EMAIL_SETTINGS_MESSAGES.nothing);
  return changes;
}

async function latest(app: FastifyInstance, userId: number): Promise<Notifications> {
  const page = await app.repositories.userArea.listMessages(userId, 'all', { page: 1, pageSize: NOTIFICATION_LIMITS.latest });
  return { unread: page.unread, items: page.items };
}

/** The bell: the unread count and newest messages, and marking them read. */
function bellRoutes(app: FastifyInstance): void {
  app.get(
    NOTIFICATIONS_API.latest,
    {
      schema: {
        tags: ['account'],
        summary: "The member's unread count and newest messages, for the header's bell (login required)",
        response: { 200: ApiEnvelope(NotificationsSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { code: ErrorCode.OK, msg: 'ok', data: await latest(app, user.id) };
    },
  );

  app.post<{ Body: { ids?: unknown } }>(
    NOTIFICATIONS_API.read,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['account'],
        summary: 'Marks the given messages, or all of them, read (signed, login required); answers the bell anew',
        body: SignedBody({ ids: Type.Optional(Type.Unsafe<unknown>({ description: 'Message ids; all unread ones when left out' })) }),
        response: { 200: ApiEnvelope(NotificationsSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const raw = request.body.ids;
      let ids: number[] | null = null;
      if (raw !== undefined) {
        if (!Array.isArray(raw) || raw.length > 100) throw new HttpError(400, IDS_MESSAGE);
        const parsed = raw.map((value) => parseId(value));
        if (parsed.some((id) => id === null)) throw new HttpError(400, IDS_MESSAGE);
        ids = parsed as number[];
      }
      await app.repositories.userArea.markMessagesRead(user.id, 'all', ids);
      return { code: ErrorCode.OK, msg: 'ok', data: await latest(app, user.id) };
    },
  );
}

/** Which kinds of notice are also e-mailed: read and set. */
function emailSettingRoutes(app: FastifyInstance): void {
  app.get(
    NOTIFICATIONS_API.email,
    {
      schema: {
        tags: ['account'],
        summary: 'Which kinds of notice the member also gets by e-mail (login required)',
        description: `Kinds: ${EMAIL_NOTICE_KINDS.join(', ')}. Saved-search alerts are set per search; operators' decisions, enquiries and account mails are always sent.`,
        response: { 200: ApiEnvelope(EmailSettingsSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { code: ErrorCode.OK, msg: 'ok', data: await app.repositories.emailPreferences.settings(user.id) };
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    NOTIFICATIONS_API.email,
    {
      preValidation: app.verifySigned,
      schema: {
        tags: ['account'],
        summary: 'Sets whether some kinds of notice are e-mailed (signed, login required); answers every kind',
        description: `A body of one or more of ${EMAIL_NOTICE_KINDS.join(', ')} with true or false. Anything else answers 400 "${EMAIL_SETTINGS_MESSAGES.invalid}". Notices waiting to be mailed follow the new choice.`,
        body: SignedBody(
          Object.fromEntries(
            EMAIL_NOTICE_KINDS.map((kind) => [kind, Type.Optional(Type.Unsafe<unknown>({ description: 'true | false' }))]),
          ),
        ),
        response: { 200: ApiEnvelope(EmailSettingsSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const changes = readEmailChanges(request.body);
      const settings = await app.repositories.emailPreferences.set(user.id, changes);
      if (!settings) throw new HttpError(401, 'Please log in again.');
      return { code: ErrorCode.OK, msg: 'ok', data: settings };
    },
  );
}

/** The live unread count as Server-Sent Events, each member holding a few streams at most. */
function streamRoute(app: FastifyInstance): void {
  const open = new Set<ServerResponse>();
  /** Each member's open streams on this instance, oldest first, each with the way to end it. */
  const byMember = new Map<number, Array<() => void>>();

  app.get(
    NOTIFICATIONS_API.stream,
    {
      schema: {
        tags: ['account'],
        summary: 'The unread count as Server-Sent Events: `event: unread` with {"unread": n} at once and at each change (login required)',
        description: `A comment line every ${NOTIFICATION_LIMITS.keepAliveMs / 1000} s keeps the stream open through proxies; the browser reconnects by itself.`,
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise hold the events back to fill its buffer.
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 5000\n\n');
      const send = (unread: number) => raw.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
      send((await app.notificationHub.stateOf(user.id)).unread);
      const stop = app.notificationHub.listen(user.id, (state) => send(state.unread));
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), NOTIFICATION_LIMITS.keepAliveMs);
      keepAlive.unref();
      open.add(raw);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        stop();
        clearInterval(keepAlive);
        open.delete(raw);
        const streams = byMember.get(user.id);
        const at = streams?.indexOf(end) ?? -1;
        if (streams && at >= 0) streams.splice(at, 1);
        if (streams?.length === 0) byMember.delete(user.id);
        raw.end();
      };
      // A member holds a few streams (tabs, devices), not any number: the oldest, likely a tab left behind, is
      // closed for the newest. Its browser reconnects by itself (`retry`) if the tab is still open.
      const streams = byMember.get(user.id) ?? [];
      streams.push(end);
      byMember.set(user.id, streams);
      while (streams.length > NOTIFICATION_LIMITS.streamsPerMember) streams[0]?.();
      request.raw.on('close', end);
    },
  );

  // A stream never ends by itself: the instance ends them when it stops, and the browsers reconnect to another.
  app.addHook('preClose', (hookDone) => {
    for (const raw of open) raw.end();
    open.clear();
    byMember.clear();
    hookDone();
  });
}

export default function notificationRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  bellRoutes(app);
  emailSettingRoutes(app);
  streamRoute(app);
  done();
}
