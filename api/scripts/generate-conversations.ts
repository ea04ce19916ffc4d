// Fills a database with a busy seller's conversations for the conversations benchmark (decision 045):
//
//   pnpm --filter ./api generate:conversations -- --count 2000 [--thread 200] [--database-url postgres://… | --data-dir DIR] [--json]
//
// One seller (as a dealer's owner answers) takes over up to 40 listed used yachts of the catalogue already there (run
// it after the api has seeded), and `count` buyers ask about them over the last 120 days: a third are members, the rest
// visitors; four in five have the question, the seller's answer and a follow-up, the fifth is a new question still
// unread. One more conversation holds `thread` messages, the longest a thread page shows. A login session for the
// seller is made straight in the database, so the benchmark asks as that seller; its token is in the JSON line.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createLoginSessionsRepository } from '../src/accounts/login-sessions-repository';
import { SESSION_ABSOLUTE_MS, createLoginToken } from '../src/accounts/login-token';
import { openDatabase } from '../src/db/database';
import { readCommandOptions } from './command-options';

const USAGE = 'usage: generate:conversations --count N [--thread N] [--database-url URL | --data-dir DIR] [--json]';
const DAY = 24 * 60 * 60 * 1000;
const QUESTIONS = [
  'Is she still for sale, and could we see her next weekend?',
  'What is the engine hours figure, and when was the last service?',
  'Would you consider an offer? We are cash buyers with a berth ready.',
  'Are the sails original, and is there a recent survey we could read?',
];
const ANSWERS = [
  'Yes, she is. Saturday morning works; the marina office will let you through.',
  'The service history is complete; I can send the invoices tonight.',
  'We can talk about the price once you have seen her.',
];

type Database = Awaited<ReturnType<typeof openDatabase>>['db'];

/** The ids a `returning id` answered, as PGlite and node-postgres give them. */
function idsOf(answer: unknown): number[] {
  const result = answer as { rows?: { id: number }[] } | { id: number }[];
  return (Array.isArray(result) ? result : (result.rows ?? [])).map((row) => Number(row.id));
}

async function newUser(db: Database, label: string): Promise<{ id: number; uuid: string }> {
  const uuid = crypto.randomUUID();
  const tag = crypto.randomBytes(4).toString('hex');
  const answer: unknown = await db.execute(sql`insert into users (uuid, email, password_hash, name)
    values (${uuid}, ${`bench-${label}-${tag}@example.com`}, 'x', ${`Bench ${label} ${tag}`}) returning id`);
  return { id: idsOf(answer)[0]!, uuid };
}

/** The seller takes over listed used yachts, so their buyers ask about real listings. */
async function sellerListings(db: Database, sellerId: number): Promise<number[]> {
  const answer: unknown = await db.execute(sql`update used_yachts set seller_id = ${sellerId}
    where id in (select id from used_yachts where status = 'listed' order by id limit 40) returning id`);
  const ids = idsOf(answer);
  if (ids.length === 0) throw new Error('no listed used yacht: start the api once so that it seeds the catalogue');
  return ids;
}

interface Thread {
  sellerId: number;
  buyerId: number | null;
  yachtId: number;
  opened: Date;
  messages: { side: 'buyer' | 'seller'; body: string; at: Date }[];
  unread: boolean;
}

async function writeThread(db: Database, thread: Thread, index: number): Promise<number> {
  const last = thread.messages.at(-1)!.at;
  const firstReply = thread.messages.find((message) => message.side === 'seller')?.at ?? null;
  const lastOf = (side: 'buyer' | 'seller') => thread.messages.findLast((message) => message.side === side)?.at ?? null;
  const answer: unknown = await db.execute(sql`insert into conversations
    (yacht_kind, yacht_id, seller_id, buyer_id, buyer_name, buyer_email, status, created_at, last_message_at, first_reply_at, buyer_read_at,
      seller_read_at, buyer_message_at, seller_message_at)
    values ('idle', ${thread.yachtId}, ${thread.sellerId}, ${thread.buyerId}, ${`Buyer ${index}`}, ${`buyer-${index}@example.com`},
      ${firstReply ? 'answered' : 'new'}, ${thread.opened}, ${last}, ${firstReply}, ${last}, ${thread.unread ? thread.opened : last},
      ${lastOf('buyer')}, ${lastOf('seller')})
    returning id`);
  const id = idsOf(answer)[0]!;
  const values = thread.messages.map(
    (message) =>
      sql`(${id}, ${message.side}, ${message.side === 'seller' ? thread.sellerId : thread.buyerId}, ${message.body}, ${message.at})`,
  );
  await db.execute(
    sql`insert into conversation_messages (conversation_id, side, author_id, body, created_at) values ${sql.join(values, sql`, `)}`,
  );
  return id;
}

async function writeConversations(db: Database, count: number, threadLength: number) {
  const seller = await newUser(db, 'dealer');
  const yachts = await sellerListings(db, seller.id);
  const members = await Promise.all(Array.from({ length: 50 }, (_, i) => newUser(db, `buyer${i}`)));
  const now = Date.now();
  for (let i = 0; i < count; i += 1) {
    const opened = new Date(now - ((i * 7919) % 120) * DAY - (i % 1440) * 60_000);
    const at = (minutes: number) => new Date(opened.getTime() + minutes * 60_000);
    await writeThread(
      db,
      {
        sellerId: seller.id,
        buyerId: i % 3 === 0 ? members[i % members.length]!.id : null,
        yachtId: yachts[i % yachts.length]!,
        opened,
        unread: i % 5 === 0,
        // One in five is a new question the seller has not read nor answered yet.
        messages:
          i % 5 === 0
            ? [{ side: 'buyer', body: QUESTIONS[i % QUESTIONS.length]!, at: opened }]
            : [
                { side: 'buyer', body: QUESTIONS[i % QUESTIONS.length]!, at: opened },
                { side: 'seller', body: ANSWERS[i % ANSWERS.length]!, at: at(40 + (i % 300)) },
                { side: 'buyer', body: 'Thank you, that helps. We will be in touch.', at: at(600) },
              ],
      },
      i,
    );
  }
  const long = await writeThread(
    db,
    {
      sellerId: seller.id,
      buyerId: members[0]!.id,
      yachtId: yachts[0]!,
      opened: new Date(now - 30 * DAY),
      unread: false,
      messages: Array.from({ length: threadLength }, (_, i) => ({
        side: i % 2 === 0 ? ('buyer' as const) : ('seller' as const),
        body: `${i % 2 === 0 ? QUESTIONS[i % QUESTIONS.length] : ANSWERS[i % ANSWERS.length]} (message ${i + 1})`,
        at: new Date(now - 30 * DAY + i * 3_600_000),
      })),
    },
    count,
  );
  return { seller, long };
}

async function main() {
  const argv = process.argv.slice(2);
  const args = { count: 0, thread: 200, json: argv.includes('--json') };
  const { databaseUrl, dataDir } = readCommandOptions(
    USAGE,
    {
      '--count': (value) => (args.count = Number(value)),
      '--thread': (value) => (args.thread = Number(value)),
    },
    argv.filter((arg) => arg !== '--json'),
  );
  if (!Number.isInteger(args.count) || args.count <= 0) throw new Error(`--count takes a whole number above 0\n${USAGE}`);
  if (!Number.isInteger(args.thread) || args.thread < 2) throw new Error(`--thread takes a whole number of 2 or more\n${USAGE}`);

  const started = Date.now();
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const { db } = database;
    const { seller, long } = await writeConversations(db, args.count, args.thread);
    const { token, tokenHash } = createLoginToken();
    const createdAt = new Date();
    await createLoginSessionsRepository(db).create({
      userId: seller.id,
      tokenHash,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + SESSION_ABSOLUTE_MS),
      userAgent: 'conversations benchmark',
    });
    await db.execute(sql`analyze`);
    const summary = { conversations: args.count + 1, thread: long, token, uuid: seller.uuid, ms: Date.now() - started };
    if (args.json) console.log(JSON.stringify(summary));
    else console.log(`${summary.conversations} conversations (thread ${long} of ${args.thread} messages) in ${summary.ms} ms`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
