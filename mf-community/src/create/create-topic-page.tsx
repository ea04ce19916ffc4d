// The create-topic form, issue 6 helper C (placeholder until written).
export function CreateTopicPage() {
  return null;
}
