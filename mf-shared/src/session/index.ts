// shared/session: the one session store (decision 005). A module of its own, apart from session-store.ts which every
// other module of shared imports: the federation manifest lists, for an exposed module, the files of every exposed
// module whose chunk holds it, so exposing session-store.ts itself made loading shared/session fetch all of shared.
export * from './session-store';
