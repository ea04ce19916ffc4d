// The user area: the notification hub (app.notificationHub) and the bell's stream, the inbox and lists, the signed GETs,
// the conversations between buyers and sellers, and the operators' queue of reported conversations.
import fp from 'fastify-plugin';
import notificationHub from './notification-hub';
import notificationRoutes from './notification-routes';
import userAreaRoutes from './user-area-routes';
import userAreaApiRoutes from './user-area-api-routes';
import conversationRoutes, { type ConversationRouteOptions } from './conversation-routes';
import conversationModerationRoutes from './conversation-moderation-routes';

export default fp(
  async (app, options: ConversationRouteOptions) => {
    await app.register(notificationHub);
    await app.register(notificationRoutes);
    await app.register(userAreaRoutes);
    await app.register(userAreaApiRoutes);
    await app.register(conversationRoutes, options);
    await app.register(conversationModerationRoutes, options);
  },
  { name: 'user-area-area' },
);
