// A yacht's address carries its id and a readable slug (/yachts/{id}-{slug}); the id alone decides which yacht.

export interface IdSlug {
  id: number;
  slug: string;
}

/** "1204-beneteau-oceanis-46-1" -> { id: 1204, slug: "beneteau-oceanis-46-1" }; null when there is no id. */
export function parseIdSlug(value: string): IdSlug | null {
  const match = /^(\d{1,10})(?:-(.*))?$/.exec(value);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return { id, slug: match[2] ?? '' };
}
