// docs/product.md §4 (Submit flow): community topic lists are kept in session storage. What a topic list showed (its
// topics, how many pages were loaded, the total, its tab and sort) and how far the page was scrolled, so that Back (or
// a reload) puts the reader where they were instead of at the top of a fresh first page. Session storage is per tab and
// dies with it. Storage may be disabled, full or hold something unreadable: every failure here is swallowed and the
// list simply loads afresh, because a list that cannot be remembered must still work.
import type { TopicSummary } from '@yachts/contracts/community';

const PREFIX = 'community:list:';
const VERSION = 1;
/** A remembered list older than this is stale enough that a fresh one serves the reader better. */
export const LIST_SNAPSHOT_MAX_AGE_MS = 30 * 60_000;

export interface TopicListSnapshot {
  version: typeof VERSION;
  tab: string;
  sort: string;
  items: TopicSummary[];
  /** How many pages were loaded ("Load more topics" appends pages). */
  pages: number;
  total: number;
  scrollY: number;
  savedAt: number;
  /** Who was logged in: a list can hold what only that member sees (their own hidden topics, what they follow). */
  viewer: string | null;
  /** What else the page needs to draw itself at once (a module page keeps its module here). */
  context?: unknown;
}

/** `community:list:<home|module-<id>>:<tab>:<sort>`, one entry per list a reader can see. */
export function listStorageKey(scope: 'home' | { moduleId: number }, tab: string, sort: string): string {
  const where = scope === 'home' ? 'home' : `module-${scope.moduleId}`;
  return `${PREFIX}${where}:${tab}:${sort}`;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Reading the property itself throws when storage is blocked by the browser's settings.
    return null;
  }
}

function isTopic(value: unknown): value is TopicSummary {
  if (typeof value !== 'object' || value === null) return false;
  const topic = value as Partial<TopicSummary>;
  return typeof topic.id === 'number' && typeof topic.title === 'string' && typeof topic.module === 'object' && topic.module !== null;
}

function isSnapshot(value: unknown): value is TopicListSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const snapshot = value as Partial<TopicListSnapshot>;
  return (
    snapshot.version === VERSION &&
    typeof snapshot.tab === 'string' &&
    typeof snapshot.sort === 'string' &&
    Array.isArray(snapshot.items) &&
    snapshot.items.every(isTopic) &&
    Number.isInteger(snapshot.pages) &&
    (snapshot.pages ?? 0) >= 1 &&
    typeof snapshot.total === 'number' &&
    typeof snapshot.scrollY === 'number' &&
    typeof snapshot.savedAt === 'number' &&
    (snapshot.viewer === null || typeof snapshot.viewer === 'string')
  );
}

/**
 * The list as it was left for this viewer, or null when there is none, it is stale, it was another viewer's, or it
 * cannot be read.
 */
export function readListSnapshot(key: string, viewer: string | null, now: number = Date.now()): TopicListSnapshot | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isSnapshot(parsed) || parsed.viewer !== viewer || now - parsed.savedAt > LIST_SNAPSHOT_MAX_AGE_MS) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Forgets every remembered list but `keep`: used to make room when storage is full. */
function dropOtherLists(store: Storage, keep: string): void {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key && key.startsWith(PREFIX) && key !== keep) keys.push(key);
  }
  keys.forEach((key) => store.removeItem(key));
}

/** Remembers the list; returns false when the browser would not keep it (the page carries on regardless). */
export function writeListSnapshot(
  key: string,
  snapshot: Omit<TopicListSnapshot, 'version' | 'savedAt'>,
  now: number = Date.now(),
): boolean {
  const store = storage();
  if (!store) return false;
  let text: string;
  try {
    text = JSON.stringify({ ...snapshot, version: VERSION, savedAt: now });
  } catch {
    return false;
  }
  try {
    store.setItem(key, text);
    return true;
  } catch {
    // Most likely the quota: older lists of this tab are worth less than the one on screen.
    try {
      dropOtherLists(store, key);
      store.setItem(key, text);
      return true;
    } catch {
      return false;
    }
  }
}
