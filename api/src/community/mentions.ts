// @mentions in a comment (decision 033). Members' names are not unique handles, so a mention is "@" and the name of
// someone already in the conversation: the post's author or a member who commented on it. Two of them with the same
// name are both told; a name nobody in the conversation has mentions nobody. The longest name wins at each "@"
// ("@Ann Lee" is not also "@Ann").
import { NOTIFICATION_LIMITS } from '@yachts/contracts/account';

export interface Participant {
  id: number;
  name: string;
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** The ids of the participants `content` mentions, in the order first mentioned, at most mentionsPerComment. */
export function mentionedIn(content: string, participants: readonly Participant[]): number[] {
  const text = content.toLocaleLowerCase('en');
  const people = participants
    .map((person) => ({ id: person.id, name: person.name.trim().toLocaleLowerCase('en') }))
    .filter((person) => person.name !== '')
    .sort((a, b) => b.name.length - a.name.length);
  const found: number[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    // An address (sailor@example.com) is not a mention.
    if (at > 0 && WORD_CHARACTER.test(text[at - 1] ?? '')) continue;
    const start = at + 1;
    const longest = people.find(
      (person) => text.startsWith(person.name, start) && !WORD_CHARACTER.test(text[start + person.name.length] ?? ''),
    );
    if (!longest) continue;
    for (const person of people) {
      if (person.name === longest.name && !found.includes(person.id)) found.push(person.id);
    }
  }
  return found.slice(0, NOTIFICATION_LIMITS.mentionsPerComment);
}
