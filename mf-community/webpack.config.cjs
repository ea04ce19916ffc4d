const { federatedApp } = require('../build/federated-app.cjs');

module.exports = federatedApp({
  dir: __dirname,
  name: 'community',
  exposes: {
    './routes': './src/routes.tsx',
    './operator': './src/operator/operator-routes.tsx',
    './home-widget': './src/home/community-highlights.tsx',
    './yacht-topics': './src/yacht/yacht-topics.tsx',
  },
});
