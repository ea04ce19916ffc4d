// One topic list's state: the first page, "Load more topics" appending the next, errors of either, and the list
// remembered in session storage (list-storage.ts). Reached by Back or a reload (navigation type POP) the list comes
// back from storage in the first render, with no loading state, and the window scrolls to where the reader was; a
// fresh visit (PUSH, REPLACE) loads afresh. The caller mounts one instance per storage key.
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigationType, type NavigationType } from 'react-router-dom';
import type { Page } from '@yachts/contracts/envelope';
import type { TopicSummary } from '@yachts/contracts/community';
import { isSilentCancel } from 'shared/api';
import { sessionStore } from 'shared/session';
import { PageDataContext, isServer } from 'shared/ssr';
import { readListSnapshot, writeListSnapshot, type TopicListSnapshot } from './list-storage';

export type TopicPageLoader = (page: number, signal: AbortSignal) => Promise<Page<TopicSummary>>;

export interface TopicListOptions {
  storageKey: string;
  tab: string;
  sort: string;
  load: TopicPageLoader;
  /** Stored with the list and handed back on a restore (a module page keeps its module). */
  context?: unknown;
}

export type TopicListStatus = 'loading' | 'error' | 'ready';

export interface TopicListState {
  status: TopicListStatus;
  items: TopicSummary[];
  pages: number;
  total: number;
  error: unknown;
  /** The "Load more topics" request. */
  more: 'idle' | 'loading' | 'error';
  moreError: unknown;
}

export interface TopicListControl extends TopicListState {
  hasMore: boolean;
  /** The snapshot this list was restored from, or null when it loaded afresh. */
  restored: TopicListSnapshot | null;
  retry: () => void;
  loadMore: () => void;
}

/** Scroll positions saved at most this often while the reader scrolls. */
const SCROLL_SAVE_MS = 150;
/** How many frames (about half a second) a restore holds the old position while the page settles. */
const RESTORE_FRAMES = 30;

const LOADING: TopicListState = { status: 'loading', items: [], pages: 0, total: 0, error: null, more: 'idle', moreError: null };

/** New topics can push older ones onto the next page between two requests: each topic is shown once. */
function append(items: TopicSummary[], more: TopicSummary[]): TopicSummary[] {
  const seen = new Set(items.map((topic) => topic.id));
  return [...items, ...more.filter((topic) => !seen.has(topic.id))];
}

function readScrollY(): number {
  return Math.max(0, Math.round(window.scrollY || window.pageYOffset || 0));
}

/**
 * Scrolls back to `target` and holds it for RESTORE_FRAMES frames while the page settles (it grows as pictures and
 * late sections arrive, and a late effect elsewhere may scroll it), giving up when the reader scrolls themselves.
 */
function restoreScroll(target: number, done: () => void): () => void {
  let frame = 0;
  let tries = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(type, stop);
    done();
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.addEventListener(type, stop, { passive: true });
  const step = () => {
    tries += 1;
    if (tries === 1 || Math.abs(readScrollY() - target) > 1) window.scrollTo({ top: target, left: 0, behavior: 'instant' });
    if (tries >= RESTORE_FRAMES) stop();
    else frame = requestAnimationFrame(step);
  };
  // A frame later: the host scrolls every new page to the top in its own effect, which runs after this one.
  frame = requestAnimationFrame(step);
  return stop;
}

/** The first page as a server render answered it (shared/ssr page data). */
function firstPage(entry: { status: 'ready'; data: unknown } | { status: 'error'; error: Error }): TopicListState {
  if (entry.status === 'error') return { ...LOADING, status: 'error', error: entry.error };
  const page = entry.data as Page<TopicSummary>;
  return { ...LOADING, status: 'ready', items: page.items, pages: 1, total: page.total };
}

export function useTopicList({ storageKey, tab, sort, load, context }: TopicListOptions): TopicListControl {
  const navigationType = useNavigationType();
  // A page rendered on the server arrives with the first page of its lists: that wins over a stored list, so the
  // page hydrates as it was rendered.
  const pageData = useContext(PageDataContext);
  const dataKey = `topics:${storageKey}`;
  const [arrived] = useState(() => pageData?.peek(dataKey));
  const [restored] = useState<TopicListSnapshot | null>(() =>
    !arrived && navigationType === ('POP' as NavigationType) ? readListSnapshot(storageKey, sessionStore.uuid) : null,
  );
  const [state, setState] = useState<TopicListState>(() =>
    arrived
      ? firstPage(arrived)
      : restored
        ? { ...LOADING, status: 'ready', items: restored.items, pages: restored.pages, total: restored.total }
        : LOADING,
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  const contextRef = useRef(context ?? restored?.context);
  const scrollY = useRef(restored?.scrollY ?? 0);
  const restoring = useRef(false);
  const moreController = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  // What the callbacks below read: the last committed load, context and state (refs are written after rendering).
  useEffect(() => {
    loadRef.current = load;
    if (context !== undefined) contextRef.current = context;
    stateRef.current = state;
  });

  const save = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'ready') return;
    writeListSnapshot(storageKey, {
      tab,
      sort,
      items: current.items,
      pages: current.pages,
      total: current.total,
      scrollY: scrollY.current,
      viewer: sessionStore.uuid,
      context: contextRef.current,
    });
  }, [storageKey, tab, sort]);

  // The first page, unless the list came back from storage or with the page (a retry always asks the api).
  useEffect(() => {
    if (arrived && attempt === 0) {
      pageData?.forget(dataKey);
      return;
    }
    if (restored && attempt === 0) return;
    const controller = new AbortController();
    loadRef.current(1, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setState({ ...LOADING, status: 'ready', items: page.items, pages: 1, total: page.total });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ ...LOADING, status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [arrived, dataKey, pageData, restored, attempt]);

  // Whatever the list shows now is what Back should bring back.
  useEffect(() => {
    if (state.status === 'ready') save();
  }, [state.status, state.items, state.pages, state.total, save]);

  // Off as soon as React takes the list out of the page (layout cleanups run while the DOM changes, passive ones
  // later): the next page is shorter at first, and the browser's clamped scroll must not count as the reader's.
  const onPage = useRef(true);
  useLayoutEffect(() => {
    onPage.current = true;
    return () => {
      onPage.current = false;
    };
  }, []);

  // The scroll position follows the reader; the last one is written when the list goes away.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onScroll = () => {
      if (restoring.current || !onPage.current) return;
      scrollY.current = readScrollY();
      timer ??= setTimeout(() => {
        timer = null;
        save();
      }, SCROLL_SAVE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
      // Not window.scrollY here: the page has already been replaced, and its height (so its scroll) with it.
      save();
    };
  }, [save]);

  useEffect(() => {
    if (!restored || restored.scrollY <= 0) return;
    restoring.current = true;
    return restoreScroll(restored.scrollY, () => {
      restoring.current = false;
    });
  }, [restored]);

  useEffect(() => () => moreController.current?.abort(), []);

  // The list shows it is loading again at once; the effect above asks the api.
  const retry = useCallback(() => {
    setState(LOADING);
    setAttempt((n) => n + 1);
  }, []);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'ready' || current.more === 'loading') return;
    const next = current.pages + 1;
    const controller = new AbortController();
    moreController.current?.abort();
    moreController.current = controller;
    setState((s) => ({ ...s, more: 'loading', moreError: null }));
    loadRef.current(next, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState((s) => {
          const items = append(s.items, page.items);
          // An empty page means the api has nothing more, whatever the total said before.
          const total = page.items.length === 0 ? items.length : Math.max(page.total, items.length);
          return { ...s, items, pages: next, total, more: 'idle' };
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A form-style list cancelled for cookie consent: the banner asks, the list stays as it is, never an error.
        setState((s) => (isSilentCancel(error) ? { ...s, more: 'idle' } : { ...s, more: 'error', moreError: error }));
      },
    );
  }, []);

  // On the server the list waits for its first page (the component suspends), which then travels with the page.
  const shown = isServer && pageData ? firstPage(pageData.read(dataKey, () => load(1, new AbortController().signal))) : state;
  return { ...shown, hasMore: shown.status === 'ready' && shown.items.length < shown.total, restored, retry, loadMore };
}
