// Operators for the tests of operator routes (decision 032), made straight through the repositories.
import type { FastifyInstance } from 'fastify';
import { loginAs, type LoggedIn } from './helper';

/** A member just given an operator role whose login has not passed the second factor yet. */
export async function unverifiedOperator(app: FastifyInstance, role: 'moderator' | 'admin'): Promise<LoggedIn> {
  const member = await loginAs(app);
  const granted = await app.repositories.operators.setRole(member.user.id, role, 'test', {
    actorUserId: null,
    actor: 'test',
    action: 'role.grant',
    targetKind: 'member',
    targetId: member.uuid,
  });
  if (!granted) throw new Error('unverifiedOperator: the role was not granted');
  return member;
}
