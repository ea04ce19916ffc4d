// Virtual users for `pnpm bench:load` (scripts/bench-load.mjs starts the cluster and calls this): each user is a
// browser's worth of traffic on one keep-alive connection with its own cookie jar and its own client address
// (127.0.x.y: loopback is a /8, so the per-address limits count each user apart, as they would count real people).
// A user opens the home page, takes an anti-forgery token, logs in when it is a member, then browses until the end:
// lists, searches, suggestions, yachts (api and page), topics and their comments, and for members follows and
// comments, with a think time between steps. Prints one JSON line: every request's kind, latency and outcome.
//
//   tsx scripts/load-users.ts --url http://127.0.0.1:8080 --users 200 --duration 60 [--ramp 20] [--members 100]
//        [--member-email load-member-{n}@example.com] [--password Harbour2026] [--think 1000-4000]
import http from 'node:http';
import { ACCOUNT_CALLS } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { CATALOGUE_API } from '@yachts/contracts/catalogue';
import { COMMUNITY_API, COMMUNITY_CALLS } from '@yachts/contracts/community';
import { TOKEN_FIELD, TOKEN_PATH } from '@yachts/contracts/envelope';
import { signBody } from '@yachts/contracts/signing';

interface Args {
  url: string;
  users: number;
  duration: number;
  ramp: number;
  members: number;
  memberEmail: string;
  password: string;
  think: [number, number];
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    url: '',
    users: 200,
    duration: 60,
    ramp: 20,
    members: 100,
    memberEmail: 'load-member-{n}@example.com',
    password: 'Harbour2026',
    think: [1000, 4000],
  };
  const rest = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1] ?? ''];
    if (flag === '--url') args.url = value;
    else if (flag === '--users') args.users = Number(value);
    else if (flag === '--duration') args.duration = Number(value);
    else if (flag === '--ramp') args.ramp = Number(value);
    else if (flag === '--members') args.members = Number(value);
    else if (flag === '--member-email') args.memberEmail = value;
    else if (flag === '--password') args.password = value;
    else if (flag === '--think') args.think = value.split('-').map(Number) as [number, number];
    else throw new Error(`unknown option ${flag}`);
  }
  if (!args.url) throw new Error('--url is required');
  return args;
}

/** The parts of an answer's envelope the users read. */
interface Answer {
  code?: number;
  token?: string;
}

interface Sample {
  kind: string;
  /** When it was sent, in ms since the run started. */
  at: number;
  ms: number;
  status: number;
  /** The request failed outright (no answer): reset, refused, timed out. */
  error?: string;
}

const HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
const JSON_ACCEPT = 'application/json, text/plain, */*';
const REQUEST_TIMEOUT_MS = 10_000;
const RUN_STARTED = performance.now();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

class VirtualUser {
  private readonly agent: http.Agent;
  private readonly cookies = new Map<string, string>();
  private token = '';
  private lastComment = 0;
  private readonly followed = new Set<number>();

  constructor(
    private readonly base: URL,
    private readonly localAddress: string,
    private readonly samples: Sample[],
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  }

  request(
    kind: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    accept = JSON_ACCEPT,
  ): Promise<{ status: number; json: Answer | null }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          agent: this.agent,
          localAddress: this.localAddress,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            accept,
            'user-agent': 'yacht-harbour-load/1',
            ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const at = pair!.indexOf('=');
            if (at > 0) this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
          }
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const ms = performance.now() - started;
            const status = response.statusCode ?? 0;
            this.samples.push({ kind, at: started - RUN_STARTED, ms, status });
            let json: Answer | null = null;
            if (String(response.headers['content-type']).includes('json')) {
              try {
                json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer;
              } catch {
                json = null;
              }
            }
            if (json?.token) this.token = json.token;
            resolve({ status, json });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => {
        this.samples.push({ kind, at: started - RUN_STARTED, ms: performance.now() - started, status: 0, error: error.message });
        resolve({ status: 0, json: null });
      });
      if (payload) request.write(payload);
      request.end();
    });
  }

  form(kind: string, path: string, fields: Record<string, unknown>) {
    return this.request(kind, 'POST', path, { ...fields, [TOKEN_FIELD]: this.token });
  }

  /** What anyone does, each with its weight: lists, searches, yachts, topics, pages. */
  browsingSteps(data: LoadData): Step[] {
    return [
      [
        4,
        () =>
          this.request(
            'api: list',
            'GET',
            `${CATALOGUE_API.list('idle')}?page=${1 + Math.floor(Math.random() * 5)}&sort=${pick(['newest', 'price-asc', 'length-desc'])}`,
          ),
      ],
      [
        2,
        () =>
          this.request(
            'api: list filtered',
            'GET',
            `${CATALOGUE_API.list('idle')}?type=${pick(['sail', 'motor', 'catamaran'])}&priceMax=${pick([100000, 250000, 500000])}`,
          ),
      ],
      [3, () => this.request('api: search', 'GET', `${CATALOGUE_API.list('idle')}?q=${encodeURIComponent(pick(data.words))}`)],
      [
        2,
        () =>
          this.request(
            'api: suggestions',
            'GET',
            `${CATALOGUE_API.suggestions('idle')}?q=${encodeURIComponent(pick(data.words).slice(0, 3))}`,
          ),
      ],
      [4, () => this.request('api: yacht', 'GET', CATALOGUE_API.detail('idle', pick(data.yachts).id))],
      [1, () => this.request('page: yacht', 'GET', pick(data.yachts).url, undefined, HTML)],
      [1, () => this.request('page: used list', 'GET', '/used-yachts-for-sale/', undefined, HTML)],
      [2, () => this.request('api: topics', 'GET', `${COMMUNITY_API.topics}?page=1&sort=${pick(['newest', 'active'])}`)],
      [
        3,
        async () => {
          const topic = pick(data.topics);
          await this.request('api: topic', 'GET', COMMUNITY_API.topic(topic));
          await this.request('api: topic comments', 'GET', COMMUNITY_API.topicComments(topic));
        },
      ],
      [1, () => this.request('page: topic', 'GET', `/community/topic/${pick(data.topics)}`, undefined, HTML)],
    ];
  }

  /** What a logged-in member does besides: follows and unfollows, and now and then a comment. */
  memberSteps(data: LoadData): Step[] {
    return [
      [
        2,
        () => {
          const yacht = pick(data.yachts).id;
          const operation = this.followed.has(yacht) ? 'unfollow' : 'follow';
          if (operation === 'follow') this.followed.add(yacht);
          else this.followed.delete(yacht);
          return this.request(`api: ${operation}`, 'POST', CATALOGUE_API.follow('idle', yacht), signBody({ operation }));
        },
      ],
      [
        1,
        async () => {
          // A person writes a comment now and then: at most one in 15 s (the limit is ten a minute).
          if (Date.now() - this.lastComment < 15_000) return this.request('api: topic', 'GET', COMMUNITY_API.topic(pick(data.topics)));
          this.lastComment = Date.now();
          return this.form('form: comment', COMMUNITY_CALLS.createComment, {
            topic_id: pick(data.topics),
            content: `Load test comment at ${new Date().toISOString()}: how is the anchorage in a northerly?`,
          });
        },
      ],
    ];
  }

  async run(args: Args, data: LoadData, member: string | null, until: number) {
    await this.request('page: home', 'GET', '/', undefined, HTML);
    await this.request('anti-forgery token', 'POST', TOKEN_PATH, {});
    const loggedIn =
      member !== null &&
      (await this.form('log in', ACCOUNT_CALLS.login, { email: member, password: hashPassword(args.password) })).json?.code === 1;
    const steps = [...this.browsingSteps(data), ...(loggedIn ? this.memberSteps(data) : [])];
    const total = steps.reduce((sum, [weight]) => sum + weight, 0);
    while (Date.now() < until) {
      let roll = Math.random() * total;
      const step = steps.find(([weight]) => (roll -= weight) < 0) ?? steps[0]!;
      await step[1]();
      await sleep(args.think[0] + Math.random() * (args.think[1] - args.think[0]));
    }
    this.agent.destroy();
  }
}

/** A thing a user does, and how often against the others. */
type Step = [number, () => Promise<unknown>];

interface LoadData {
  yachts: { id: number; url: string }[];
  topics: number[];
  words: string[];
}

async function loadData(base: string): Promise<LoadData> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(new URL(path, base));
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  const yachts: { id: number; url: string; builder: string; model: string; location: string }[] = [];
  for (const page of [1, 2, 3])
    yachts.push(...(await get<{ items: typeof yachts }>(`${CATALOGUE_API.list('idle')}?page=${page}&pageSize=48`)).items);
  const topics = (await get<{ items: { id: number }[] }>(`${COMMUNITY_API.topics}?pageSize=48`)).items.map((topic) => topic.id);
  const words = [...new Set(yachts.flatMap((yacht) => [yacht.builder, `${yacht.builder} ${yacht.model}`, yacht.location]))];
  if (!yachts.length || !topics.length) throw new Error('the site has no used yachts or topics: is the demo data seeded?');
  return { yachts: yachts.map(({ id, url }) => ({ id, url })), topics, words };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const base = new URL(args.url);
  const data = await loadData(args.url);
  const samples: Sample[] = [];
  const started = Date.now();
  const until = started + (args.ramp + args.duration) * 1000;
  const users = Array.from({ length: args.users }, (_, index) => {
    const user = new VirtualUser(base, `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`, samples);
    const member = index < args.members ? args.memberEmail.replace('{n}', String(index + 1)) : null;
    // Users arrive evenly over the ramp, then all stay until the end.
    return sleep((args.ramp * 1000 * index) / args.users).then(() => user.run(args, data, member, until));
  });
  await Promise.all(users);
  process.stdout.write(`${JSON.stringify({ seconds: (Date.now() - started) / 1000, rampSeconds: args.ramp, samples })}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
