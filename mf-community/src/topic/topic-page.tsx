// A topic with its comments, issue 6 helper D (placeholder until written).
export function TopicPage() {
  return null;
}
