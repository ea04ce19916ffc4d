// An article with its comments, issue 6 helper D (placeholder until written).
export function ArticlePage() {
  return null;
}
