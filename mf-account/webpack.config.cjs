const { federatedApp } = require('../build/federated-app.cjs');

module.exports = federatedApp({
  dir: __dirname,
  name: 'account',
  exposes: {
    './routes': './src/routes.tsx',
    './operator': './src/operator/operator-routes.tsx',
    './operator-sign-in': './src/operator/operator-sign-in.tsx',
  },
});
