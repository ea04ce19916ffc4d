// A visitor's conversation link carries `key` (decision 045): every call of that page sends it, a GET as ?key= and a
// signed POST as a body field. A member's own page has none, and sends none.
export function keyField(key: string): { key?: string } {
  return key ? { key } : {};
}
