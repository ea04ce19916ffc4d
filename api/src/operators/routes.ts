// The operators' area: the guard of every operator route (app.operatorOnly, app.auditOperator) first, then its routes.
// Registered before the other areas, whose operator routes use the guard.
import fp from 'fastify-plugin';
import operatorAccessPlugin from './operator-access';
import operatorAccountRoutes from './operator-account-routes';
import memberRoutes from './member-routes';

export interface OperatorsAreaOptions {
  operatorToken: string | null;
  appSecret: string;
}

export default fp<OperatorsAreaOptions>(
  async (app, options) => {
    await app.register(operatorAccessPlugin, { operatorToken: options.operatorToken });
    await app.register(operatorAccountRoutes, { appSecret: options.appSecret });
    await app.register(memberRoutes);
  },
  { name: 'operators-area' },
);
