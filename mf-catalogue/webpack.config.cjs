const { federatedApp } = require('../build/federated-app.cjs');

module.exports = federatedApp({
  dir: __dirname,
  name: 'catalogue',
  exposes: {
    './routes': './src/routes.tsx',
    './home-widget': './src/home/featured-yachts.tsx',
    './operator': './src/operator/operator-routes.tsx',
  },
});
