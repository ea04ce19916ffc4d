// An area's page as a module of its own (decision 023): the area's routes module holds only its routes, and a page's
// code comes with the page. The area exposes each such page under the same chunk name it imports it with, so the
// federation manifest lists the page's files; drawn on the server, the page names its module in the page's head
// (`PageHead.modules`) and the gateway has the browser fetch those files with the rest, not one round trip after
// the routes module.
import { lazy, type ComponentType } from 'react';
import { useHydrated } from '../ui/use-hydrated';
import { currentRequestScope } from './request-scope';

/** How long a failed load stands: React draws a failed part again at once, and each drawing must not fetch again. */
export const PAGE_RETRY_AFTER_MS = 2000;

/**
 * `id` is the module as the area exposes it (`catalogue/page-list`); `load` imports the page's file, which exports
 * it as `name`. While the code loads, the area's Suspense boundary shows its fallback (in the browser, after the
 * first page, the router keeps the last page on screen: it navigates in a transition). A load that fails reaches the
 * area's error boundary; a drawing more than PAGE_RETRY_AFTER_MS later (the area's "try again", the next request on
 * the server) loads afresh, where React would keep a lazy component's failure for good, and the module holding the
 * page lives as long as the page or the gateway.
 */
export function lazyPage<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(
  id: string,
  load: () => Promise<M>,
  name: K,
): M[K] {
  return lazyComponent(load, name, `Page(${id})`, () => {
    const head = currentRequestScope()?.head;
    if (head && !head.modules?.includes(id)) head.modules = [...(head.modules ?? []), id];
  });
}

/**
 * A part of a page that few of its readers see (a member's comment form, a report dialog), loaded when it is first
 * drawn, like a page but not named to the server: the page's scripts do not bring it. It is drawn in the browser only,
 * once the page is live: drawn by the server, it would show a control that does nothing until its code arrives, and a
 * press on it then is lost. Draw it inside a Suspense boundary of its own, so the rest of the page does not wait for
 * it; a failed load is tried again as a page's is.
 */
export function lazyPart<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(load: () => Promise<M>, name: K): M[K] {
  const Part = lazyComponent(load, name, `Part(${name})`) as unknown as ComponentType<object>;
  function ClientPart(props: object) {
    return useHydrated() ? <Part {...props} /> : null;
  }
  return ClientPart as unknown as M[K];
}

function lazyComponent<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  displayName: string,
  onDraw?: () => void,
): M[K] {
  let failedAt: number | null = null;
  const lazyLoaded = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: module[name] as ComponentType<object> }),
        (error: unknown) => {
          failedAt = Date.now();
          throw error;
        },
      ),
    );
  let Loaded = lazyLoaded();
  function Lazy(props: object) {
    onDraw?.();
    if (failedAt !== null && Date.now() - failedAt >= PAGE_RETRY_AFTER_MS) {
      failedAt = null;
      Loaded = lazyLoaded();
    }
    const Current = Loaded;
    return <Current {...props} />;
  }
  Lazy.displayName = displayName;
  // It takes the props the loaded one does: it passes them on.
  return Lazy as unknown as M[K];
}
