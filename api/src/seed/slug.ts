// Readable URL slugs ("Hallberg-Rassy 44" -> "hallberg-rassy-44"), for the seed and the catalogue generator.
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
}
