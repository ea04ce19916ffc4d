const { federatedApp } = require('../build/federated-app.cjs');

module.exports = federatedApp({
  dir: __dirname,
  name: 'shared',
  // The platform's public face: small named modules, each one a stable contract for every area.
  exposes: {
    './api': './src/api/api-client.ts',
    './session': './src/session/session-store.ts',
    './ui': './src/ui/index.ts',
  },
});
