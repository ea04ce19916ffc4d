const { federatedApp } = require('../build/federated-app.cjs');

module.exports = federatedApp({
  dir: __dirname,
  name: 'catalogue',
  exposes: {
    './routes': './src/routes.tsx',
    // The pages routes.tsx loads, each under the chunk name it imports it with: one chunk, listed by the manifest.
    './page-list': { import: './src/list/catalogue-list-page.tsx', name: 'page-list' },
    './page-yacht': { import: './src/detail/yacht-detail-page.tsx', name: 'page-yacht' },
    './page-compare': { import: './src/compare/compare-page.tsx', name: 'page-compare' },
    './page-dealers': { import: './src/dealers/dealers-page.tsx', name: 'page-dealers' },
    './page-dealer': { import: './src/dealers/dealer-page.tsx', name: 'page-dealer' },
    './page-sell': { import: './src/sell/sell-routes.tsx', name: 'page-sell' },
    './home-widget': './src/home/featured-yachts.tsx',
    './operator': './src/operator/operator-routes.tsx',
  },
});
