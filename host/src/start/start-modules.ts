// The modules of `shared` the host's start imports (start/shared-foundations.ts and start/shared-parts.ts; a test
// keeps the three in step). A server-rendered page tells the gateway these, so the browser is asked for their scripts
// and stylesheets at once; what the host imports later (the operators' console, with its page) is left to its page.
export const START_MODULES = [
  'shared/api',
  'shared/session',
  'shared/ssr',
  'shared/ui',
  'shared/auth',
  'shared/consent',
  'shared/modals',
  'shared/site',
] as const;
