// `Server-Timing: app;dur=…` on every api answer (W3C Server Timing): how long the api took from the request's arrival
// to its answer, in milliseconds. The browser's developer tools show it beside the network time, and the benches
// read it to tell the server's share of a request from the queueing of a busy machine (the header suggestions'
// goal is a server time). It says nothing a client could not time itself.
import fp from 'fastify-plugin';

export default fp(
  (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/')) reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
      return payload;
    });
    // Nothing to wait for: resolved at once, as fastify's promise form of a plugin.
    return Promise.resolve();
  },
  { name: 'server-timing' },
);
