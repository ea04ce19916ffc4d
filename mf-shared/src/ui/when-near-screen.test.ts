import { NEAR_SCREEN_MARGIN, whenNearScreen } from './when-near-screen';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** jsdom has no IntersectionObserver: one that the test drives. */
class ScriptedObserver {
  static last: ScriptedObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: { rootMargin?: string },
  ) {
    ScriptedObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('whenNearScreen', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    ScriptedObserver.last = null;
  });

  it('resolves at once with no element to watch (a page drawn by the browser) or no observer', async () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ScriptedObserver;
    expect(await settled(whenNearScreen(null))).toBe(true);
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    expect(await settled(whenNearScreen(document.createElement('div')))).toBe(true);
  });

  it('waits until the element comes within the margin of the screen, then stops watching', async () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ScriptedObserver;
    const element = document.createElement('section');
    const near = whenNearScreen(element);
    const observer = ScriptedObserver.last!;
    expect(observer.observed).toEqual([element]);
    expect(observer.options.rootMargin).toBe(`${NEAR_SCREEN_MARGIN} 0px`);
    expect(await settled(near)).toBe(false);
    observer.callback([{ isIntersecting: false }]);
    expect(await settled(near)).toBe(false);
    observer.callback([{ isIntersecting: true }]);
    expect(await settled(near)).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'popstate'])(
    'resolves on the first %s anywhere, before the screen reaches it (a navigation waits for every part to hydrate)',
    async (act) => {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ScriptedObserver;
      const near = whenNearScreen(document.createElement('section'));
      window.dispatchEvent(new Event('scroll'));
      expect(await settled(near)).toBe(false);
      document.body.dispatchEvent(new Event(act, { bubbles: true }));
      expect(await settled(near)).toBe(true);
      expect(ScriptedObserver.last!.disconnected).toBe(true);
    },
  );
});
