const { federatedApp } = require('../build/federated-app.cjs');

module.exports = federatedApp({
  dir: __dirname,
  name: 'account',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
