/** The first words of a text on one line, cut at a word and marked with the site's '...'. */
export function excerpt(text: string | null | undefined, length = 160): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}...`;
}
