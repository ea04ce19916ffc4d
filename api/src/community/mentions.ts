// @mentions in a comment (decisions 033 and 036). A mention is "@" and the display name of someone already in the
// conversation (the post's author or a member who commented on it), in any case, ended by anything but a letter,
// digit or "_". Display names are unique ignoring case but may hold spaces, dots and hyphens, so there is no handle
// to cut at the first space: at each "@" the longest name of a participant that follows wins ("@Ann Lee" is not also
// "@Ann"). A name nobody in the conversation has mentions nobody, so a mention never reaches a stranger. Two
// participants with one name (only before migration 0027 made names unique) are both told.
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
