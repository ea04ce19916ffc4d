const { federatedApp } = require('../build/federated-app.cjs');

module.exports = federatedApp({
  dir: __dirname,
  name: 'catalogue',
  exposes: {
    './routes': './src/routes.tsx',
    './home-widget': './src/home/featured-yachts.tsx',
    './operator': './src/operator/operator-routes.tsx',
  },
  // The pages routes.tsx loads, by the chunk name it imports each with (host's area-pages test keeps them equal).
  pages: {
    'page-list': './src/list/catalogue-list-page.tsx',
    'page-yacht': './src/detail/yacht-detail-page.tsx',
    'page-compare': './src/compare/compare-page.tsx',
    'page-dealers': './src/dealers/dealers-page.tsx',
    'page-dealer': './src/dealers/dealer-page.tsx',
    'page-sell': './src/sell/sell-routes.tsx',
  },
});
