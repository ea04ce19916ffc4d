// The one schema of the site (PostgreSQL dialect), for PGlite and PostgreSQL alike: each area's tables live in its
// folder (<area>/<area>-tables.ts); this file gathers them for the queries and for drizzle-kit.
// Change a table, then `pnpm --filter ./api db:generate` writes the next migration into api/drizzle.
export * from '../platform/platform-tables';
export * from '../accounts/accounts-tables';
export * from '../catalogue/catalogue-tables';
export * from '../community/community-tables';
export * from '../user-area/user-area-tables';
export * from '../selling/selling-tables';
export * from '../operators/operators-tables';
