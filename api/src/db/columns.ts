// Column helpers more than one area's tables use.
import { sql } from 'drizzle-orm';
import { customType, jsonb, varchar } from 'drizzle-orm/pg-core';

/** SHA-256 hex of the visitor-session cookie: links rows to a visitor without storing the cookie itself. */
export const sidHash = (name: string) => varchar(name, { length: 64 });

/** Pictures: upload URLs in gallery order (the first is the cover). */
export const photos = () =>
  jsonb('photos')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** PostgreSQL full-text vectors (the catalogue's search, decision 016; the community's, decision 033). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
