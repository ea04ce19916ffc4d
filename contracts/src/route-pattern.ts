// One address pattern serves three readers: React Router's `<Route path>`, the builder that writes a link, and the
// server's matcher (the gateway's page status, Fastify's routes). Patterns are written the React Router way:
// `/yachts/used/:idSlug`, each `:name` one whole path segment.

/** The parameter names of a pattern: `'/community/topic/:id/edit'` gives `'id'`. */
export type PatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PatternParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The address of `pattern` with each `:name` replaced by its value, encoded as one path segment. */
export function buildPath<P extends string>(pattern: P, params: Record<PatternParams<P>, string | number>): string {
  const values: Record<string, string | number> = params;
  return pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}

const matchers = new Map<string, RegExp>();

function matcherOf(pattern: string): RegExp {
  let matcher = matchers.get(pattern);
  if (!matcher) {
    const body = pattern
      .replace(/\/+$/, '')
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    matcher = new RegExp(`^${body}/?$`);
    matchers.set(pattern, matcher);
  }
  return matcher;
}

/**
 * The parameters (as written in the path, not decoded) when `pathname` is an address of `pattern`, else null. Exact
 * case, one optional trailing slash, each parameter one non-empty segment.
 */
export function matchPattern<P extends string>(pattern: P, pathname: string): Record<PatternParams<P>, string> | null {
  const match = matcherOf(pattern).exec(pathname);
  if (!match) return null;
  const names = [...pattern.matchAll(/:(\w+)/g)].map((name) => name[1] as string);
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    params[name] = match[index + 1] ?? '';
  });
  return params;
}

/**
 * A pattern as a `<Route path>` inside routes mounted at `base` (the host mounts an area's routes at `/`, so its
 * paths are the pattern without the leading slash; the selling pages are mounted at `/sell`).
 */
export function routePath(pattern: string, base = '/'): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  if (!pattern.startsWith(prefix)) throw new Error(`${pattern} is not under ${base}`);
  return pattern.slice(prefix.length);
}

/** The first segment of a pattern, the section it is in: `'/sell/new/:id/edit'` gives `'/sell'`. */
export function sectionOf(pattern: string): string {
  return `/${pattern.split('/')[1] ?? ''}`;
}

/** A builder of addresses of one pattern that also carries the pattern, for the server to register or match. */
export type PatternBuilder<P extends string, A extends unknown[]> = ((...args: A) => string) & { readonly pattern: P };

/**
 * A builder from a pattern and how its arguments name the parameters: `pathOf('/api/v1/topics/:id', (id: number) =>
 * ({ id }))` builds `/api/v1/topics/7` and carries `pattern` for the route that answers it.
 */
export function pathOf<P extends string, A extends unknown[]>(
  pattern: P,
  params: (...args: A) => Record<PatternParams<P>, string | number>,
): PatternBuilder<P, A> {
  return Object.assign((...args: A) => buildPath(pattern, params(...args)), { pattern });
}

/** A pattern with some of its parameters filled in (encoded) and the others left as `:name`. */
export function fillPattern<P extends string>(pattern: P, params: Partial<Record<PatternParams<P>, string | number>>): string {
  const values: Partial<Record<string, string | number>> = params;
  return pattern.replace(/:(\w+)/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : encodeURIComponent(String(value));
  });
}
