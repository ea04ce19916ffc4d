// Where this code runs. A module of its own, needing nothing: the stores and clients the request scope names ask it
// too, and they must not import the scope (request-scope.ts) that names them.

/** True in the gateway's renderer, false in a browser (and in jsdom tests, which have a window). */
export const isServer = typeof window === 'undefined';
