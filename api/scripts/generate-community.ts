// Fills a database with a large generated community for the search benchmark (decision 033):
//
//   pnpm --filter ./api generate:community -- --count 100000 [--seed 1] [--database-url postgres://… | --data-dir DIR] [--json]
//
// `count` posts: three in ten topics, one in ten articles, the rest comments on them, by 500 generated members in
// eight sections, written from a sailing vocabulary with the uneven word frequencies of real text (a few words in
// most posts, most words in few), so a search for a common word and for a rare one both have their real cost. The
// community's words (for misspelt searches) are collected by the database's own trigger, as in use. Like the other
// commands it writes to the api's PGlite directory unless given a PostgreSQL address; stop the api first on PGlite.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database';
import { readCommandOptions } from './command-options';

const USAGE = 'usage: generate:community --count N [--seed N] [--database-url URL | --data-dir DIR] [--json]';

const WORDS = `anchor windlass chain rode snubber bow stern keel rudder tiller wheel autopilot helm mast boom spreader shroud
stay forestay backstay halyard sheet winch cleat fender mooring buoy marina pontoon berth harbour quay dinghy tender
outboard engine diesel impeller injector filter fuel tank gearbox propeller shaft cutlass bearing seacock bilge pump
battery alternator solar panel inverter charger wiring navigation chartplotter radar plotter compass gps ais vhf radio
antenna sail genoa jib mainsail spinnaker gennaker furler reef reefing batten luff leech clew tack canvas sprayhood
bimini cockpit saloon galley heads cabin berth hatch portlight deck teak gelcoat osmosis antifouling hull blister
survey surveyor broker insurance registration flag customs passage crossing delivery watch weather forecast gale swell
wave tide current lee windward leeward tack gybe heel trim crew skipper charter regatta race club season winter
storage haulout crane cradle cover varnish polish epoxy resin fibreglass aluminium steel wood catamaran monohull
trimaran ketch sloop cutter yawl schooner motorboat trawler flybridge sportfish cruiser tender kayak paddle
watermaker generator heater fridge freezer cooker oven gas locker anchoring holding sand mud weed rock posidonia
lagoon bay cove anchorage island coast channel strait canal lock bridge mediterranean atlantic caribbean baltic
adriatic aegean biscay solent channel palma lagos cadiz gibraltar corfu lefkas split dubrovnik sardinia corsica
mallorca menorca ibiza sicily malta crete rhodes antigua grenada martinique tenerife madeira azores falmouth cowes
rope splice shackle block pulley traveller vang kicker topping lift outhaul cunningham downhaul tell tales wind
speed knots miles nautical log logbook pilot almanac chart passage plan routing waypoint harbourmaster fee price
budget cost cheap expensive new used secondhand refit upgrade repair fix broken leak drip noise vibration smell
advice question help recommend experience tip tips best worst favourite problem solution`
  .split(/\s+/)
  .filter(Boolean);

const FILLER = 'the a of to and in on for with at from it is was our my we i you they this that when after before then'.split(' ');

interface Args {
  count: number;
  seed: number;
  json: boolean;
}

/** A small fast deterministic generator, so two runs with one seed write the same community. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

type Database = Awaited<ReturnType<typeof openDatabase>>['db'];

/** The ids a `returning id` answered, as PGlite and node-postgres give them. */
function idsOf(answer: unknown): number[] {
  const result = answer as { rows?: { id: number }[] } | { id: number }[];
  return (Array.isArray(result) ? result : (result.rows ?? [])).map((row) => row.id);
}

/** Eight sections of the benchmark's own, made once and reused. */
async function benchSections(db: Database): Promise<number[]> {
  const modules: number[] = [];
  for (let i = 1; i <= 8; i += 1) {
    const answer: unknown = await db.execute(sql`insert into topic_modules (slug, name, description, position)
      values (${`bench-${i}`}, ${`Bench section ${i}`}, 'Generated for the search benchmark', ${100 + i})
      on conflict (slug) do update set name = excluded.name returning id`);
    modules.push(idsOf(answer)[0]!);
  }
  return modules;
}

/** 500 members to write the posts. */
async function benchMembers(db: Database, seed: number): Promise<number[]> {
  const members: number[] = [];
  // Display names are unique ignoring case (decision 036): each run's members carry a word of their own.
  const run = crypto.randomBytes(3).toString('hex');
  for (let i = 0; i < 500; i += 1) {
    const answer: unknown = await db.execute(sql`insert into users (uuid, email, password_hash, name)
      values (${crypto.randomUUID()}, ${`bench-${seed}-${i}-${crypto.randomBytes(4).toString('hex')}@example.com`}, 'x', ${`Bench Sailor ${run}-${i}`})
      returning id`);
    members.push(idsOf(answer)[0]!);
  }
  return members;
}

/** Made-up text and choices, all from the run's seeded sequence. */
interface Writer {
  next: () => number;
  sentence: (n: number) => string;
  pick: <T>(list: T[]) => T;
  when: () => string;
}

function writer(seed: number): Writer {
  const next = random(seed);
  /** Word frequencies as in real text: the first words of the list far more often than the last. */
  const word = () => WORDS[Math.floor(WORDS.length * next() ** 2.2)]!;
  const sentence = (n: number) =>
    Array.from({ length: n }, (_, i) => (i % 3 === 2 ? FILLER[Math.floor(next() * FILLER.length)] : word())).join(' ');
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const day = 24 * 3600 * 1000;
  const when = () => new Date(Date.now() - Math.floor(next() * 730 * day)).toISOString();
  return { next, sentence, pick, when };
}

const BATCH = 500;

/** Topics, articles and comments in batches; the ids of the topics and articles written. */
async function writePosts(db: Database, count: number, people: { modules: number[]; members: number[] }, w: Writer) {
  const { next, sentence, pick, when } = w;
  const { modules, members } = people;
  const topicsWanted = Math.round(count * 0.3);
  const articlesWanted = Math.round(count * 0.1);
  const commentsWanted = count - topicsWanted - articlesWanted;
  const topicIds: number[] = [];
  const articleIds: number[] = [];

  for (let done = 0; done < topicsWanted; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, topicsWanted - done) }, () => {
      const at = when();
      return sql`(${pick(modules)}, ${pick(members)}, ${sentence(4 + Math.floor(next() * 5))}, ${`<p>${sentence(20 + Math.floor(next() * 80))}</p>`}, ${at}, ${at})`;
    });
    const answer: unknown = await db.execute(
      sql`insert into topics (module_id, author_id, title, body, created_at, last_activity_at) values ${sql.join(rows, sql`, `)} returning id`,
    );
    topicIds.push(...idsOf(answer));
  }
  for (let done = 0; done < articlesWanted; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, articlesWanted - done) }, () => {
      const summary = sentence(20);
      return sql`(${pick(modules)}, ${pick(members)}, ${sentence(5 + Math.floor(next() * 5))}, ${summary}, ${`<p>${summary} ${sentence(80 + Math.floor(next() * 120))}</p>`}, ${when()})`;
    });
    const answer: unknown = await db.execute(
      sql`insert into articles (module_id, author_id, title, summary, body, created_at) values ${sql.join(rows, sql`, `)} returning id`,
    );
    articleIds.push(...idsOf(answer));
  }
  for (let done = 0; done < commentsWanted; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, commentsWanted - done) }, () => {
      const onTopic = next() < 0.8 || articleIds.length === 0;
      return sql`(${onTopic ? pick(topicIds) : null}, ${onTopic ? null : pick(articleIds)}, ${pick(members)}, ${sentence(8 + Math.floor(next() * 32))}, ${when()})`;
    });
    await db.execute(sql`insert into comments (topic_id, article_id, author_id, content, created_at) values ${sql.join(rows, sql`, `)}`);
  }
  return { topics: topicIds.length, articles: articleIds.length, comments: commentsWanted };
}

async function main() {
  const argv = process.argv.slice(2);
  const args: Args = { count: 0, seed: 1, json: argv.includes('--json') };
  const rest = argv.filter((arg) => arg !== '--json');
  const { databaseUrl, dataDir } = readCommandOptions(
    USAGE,
    {
      '--count': (value) => (args.count = Number(value)),
      '--seed': (value) => (args.seed = Number(value)),
    },
    rest,
  );
  if (!Number.isInteger(args.count) || args.count <= 0) throw new Error(`--count takes a whole number above 0\n${USAGE}`);
  const w = writer(args.seed);

  const started = Date.now();
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const { db } = database;
    const modules = await benchSections(db);
    const members = await benchMembers(db, args.seed);
    const written = await writePosts(db, args.count, { modules, members }, w);
    await db.execute(sql`analyze`);
    const summary = { ...written, ms: Date.now() - started };
    if (args.json) console.log(JSON.stringify(summary));
    else
      console.log(
        `${args.count} posts: ${summary.topics} topics, ${summary.articles} articles, ${summary.comments} comments in ${summary.ms} ms`,
      );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
