// Gives a member an operator role, for the first admin (decision 032); later admins and moderators are named by an
// admin in the console (POST /api/v1/operator/roles). The member signs up on the site first, then:
//
//   pnpm --filter ./api operator:grant -- --email you@example.com [--role admin|moderator|member]
//        [--database-url postgres://… | --data-dir DIR]
//
// Without --database-url (or DATABASE_URL) it writes to the PGlite directory the api uses (DATA_DIR, default
// .data/pglite); stop the api first, as only one process can open a PGlite directory. The next time the member opens
// the console they set up their authenticator app; the grant is written to the audit log as by "command".
import { ASSIGNABLE_ROLES, OPERATOR_MESSAGES, type AssignableRole } from '@yachts/contracts/operators';
import { openDatabase } from '../src/db/database';
import { createOperatorsRepository } from '../src/operators/operators-repository';
import { readCommandOptions } from './command-options';

const USAGE = 'usage: operator:grant --email ADDRESS [--role admin|moderator|member] [--database-url URL | --data-dir DIR]';
export const COMMAND_ACTOR = 'command';

async function main() {
  let email = '';
  let role = 'admin' as AssignableRole;
  const { databaseUrl, dataDir } = readCommandOptions(USAGE, {
    '--email': (value) => (email = value.trim().toLowerCase()),
    '--role': (value) => {
      if (!(ASSIGNABLE_ROLES as readonly string[]).includes(value)) throw new Error(`${OPERATOR_MESSAGES.role}\n${USAGE}`);
      role = value as AssignableRole;
    },
  });
  if (!email) throw new Error(`${OPERATOR_MESSAGES.email}\n${USAGE}`);

  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const operators = createOperatorsRepository(database.db);
    const member = await operators.findMember(email);
    if (!member) throw new Error(`${OPERATOR_MESSAGES.noSuchMember} Sign up on the site with ${email} first.`);
    const changed = await operators.setRole(member.user.id, role === 'member' ? null : role, COMMAND_ACTOR, {
      actorUserId: null,
      actor: COMMAND_ACTOR,
      action: role === 'member' ? 'role.revoke' : 'role.grant',
      targetKind: 'member',
      targetId: member.user.uuid,
      before: { role: member.role ?? 'member' },
      after: { role },
    });
    if (!changed) throw new Error(OPERATOR_MESSAGES.lastAdmin);
    console.log(
      role === 'member'
        ? `${email} is a member again, without an operator role.`
        : `${email} is now ${role === 'admin' ? 'an admin' : 'a moderator'}. Their operator sign-in starts by setting up an authenticator app (README, operator accounts).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
