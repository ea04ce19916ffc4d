// The accounts' routes: sign-up, login, logout, reset, changes of password and address, e-mail codes.
import fp from 'fastify-plugin';
import accountRoutes from './account-routes';
import accountChangeRoutes from './account-change-routes';

export default fp(
  async (app) => {
    await app.register(accountRoutes);
    await app.register(accountChangeRoutes);
  },
  { name: 'accounts-area' },
);
