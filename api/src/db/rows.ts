// The rows of a raw `db.execute(sql…)`: node-postgres answers `{ rows }`, PGlite's driver an array or `{ rows }`.
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
