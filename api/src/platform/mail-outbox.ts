// The local outbox: where mail goes when no SMTP server is configured (development, tests, the e2e suite, a bare
// `npm start`). Each mail is two files named `<timestamp>-<id>`: the message as sent (.eml, openable in any mail
// program) and a summary (.json) that /dev/mail and the e2e suite read. Names sort by time, newest last.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  kind: string;
  /** The code the mail carries, or null: the point of the outbox is that a developer can read it. */
  code: string | null;
  createdAt: string;
  messageId: string;
  /** Extra header fields the mail carried (List-Unsubscribe on alerts), when any. */
  headers?: Record<string, string>;
  /** The file name of the .eml beside it. */
  file: string;
}

export function outboxName(createdAt: Date, id: number): string {
  return `${createdAt.toISOString().replace(/[:.]/g, '-')}-${String(id).padStart(10, '0')}`;
}

export async function writeOutbox(dir: string, name: string, raw: Buffer, entry: Omit<OutboxEntry, 'file'>): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${name}.eml`), raw);
  // The summary last: a reader that finds the .json finds the .eml too.
  await fs.writeFile(path.join(dir, `${name}.json`), `${JSON.stringify({ ...entry, file: `${name}.eml` }, null, 2)}\n`);
}

async function summaries(dir: string): Promise<string[]> {
  try {
    const names = await fs.readdir(dir);
    return names.filter((name) => name.endsWith('.json')).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function readEntry(dir: string, name: string): Promise<OutboxEntry | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxEntry;
  } catch {
    return null; // a file being written, or not ours
  }
}

/** The newest mails first; only those to `to` (compared without case) when given. */
export async function readOutbox(dir: string, options: { limit: number; to?: string }): Promise<OutboxEntry[]> {
  const to = options.to?.trim().toLowerCase();
  const found: OutboxEntry[] = [];
  for (const name of await summaries(dir)) {
    const entry = await readEntry(dir, name);
    if (!entry || (to !== undefined && entry.to.toLowerCase() !== to)) continue;
    found.push(entry);
    if (found.length >= options.limit) break;
  }
  return found;
}
