// Counts in the community's words: "1 follower", "1,204 followers".
export function countText(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}
