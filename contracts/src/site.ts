// The site as both sides name it: page titles, the header, e-mails and the config call.

export const SITE_NAME = 'Yacht Harbour';

/** The /api/v1 calls of the site as a whole. */
export const SITE_API = {
  /** GET -> WebsiteConfig: upload rules and the feedback question types (docs/product.md §3, §7C). */
  websiteConfig: '/api/v1/config/website',
} as const;

/** The id of the JSON block that carries a server-rendered page's state to the browser (architecture §7). */
export const PAGE_STATE_ID = 'page-state';

/**
 * One load's answer as the page carries it: the data, or the failure's words, api code and HTTP status (`cancelled`
 * when the call never went out for want of cookie consent, which pages pass over in silence).
 */
export type PageDataEntry =
  | { status: 'ready'; data: unknown }
  | { status: 'error'; error: { message: string; code: number | null; status: number | null; cancelled?: true } };

/**
 * A server-rendered page's state: the deploy it was rendered from, the answers it was rendered with, and the scripts
 * it runs to hydrate (the containers and modules it uses, from the deploy's manifests), which the host's entry fetches
 * all at once after the first paint (decision 023).
 */
export interface PageState {
  remotes: Record<string, string>;
  data: Record<string, PageDataEntry>;
  scripts?: string[];
}

/**
 * The digest of a part of a page the server left to the browser (its area failed or was not ready in time): the
 * browser renders it and does not report it as an error.
 */
export const LEFT_TO_BROWSER = 'left-to-browser';

/** What a page says about itself for the head of its server-rendered document and for link previews. */
export interface PageHead {
  title?: string;
  description?: string;
  /** The path (and query) the page is canonically known by; the gateway makes it absolute on PUBLIC_URL. */
  canonicalPath?: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** schema.org objects written into the page as JSON-LD. */
  structuredData?: object[];
  noindex?: boolean;
  /** The federated modules the page mounted (`catalogue/routes`): the gateway has the browser fetch their scripts at once. */
  modules?: string[];
  /**
   * The modules the host's start imports (`shared/ui`…): of the host's imports, only these are fetched with the page;
   * the others come with the pages that use them (the operators' console). Without it, all of the host's imports.
   */
  startModules?: string[];
  /**
   * Modules the page drew far down (the home page's widgets): they hydrate when they near the screen, so the gateway
   * links their stylesheets but leaves their scripts until then (decision 023).
   */
  deferred?: string[];
}
