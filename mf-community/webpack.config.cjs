const { federatedApp } = require('../build/federated-app.cjs');

module.exports = federatedApp({
  dir: __dirname,
  name: 'community',
  exposes: {
    './routes': './src/routes.tsx',
    // The pages routes.tsx loads, each under the chunk name it imports it with: one chunk, listed by the manifest.
    './page-home': { import: './src/modules/community-home-page.tsx', name: 'page-home' },
    './page-create': { import: './src/create/create-topic-page.tsx', name: 'page-create' },
    './page-write': { import: './src/create/write-pages.tsx', name: 'page-write' },
    './page-search': { import: './src/search/community-search-page.tsx', name: 'page-search' },
    './page-module': { import: './src/modules/module-page.tsx', name: 'page-module' },
    './page-topic': { import: './src/topic/topic-page.tsx', name: 'page-topic' },
    './page-article': { import: './src/article/article-page.tsx', name: 'page-article' },
    './operator': './src/operator/operator-routes.tsx',
    './home-widget': './src/home/community-highlights.tsx',
    './yacht-topics': './src/yacht/yacht-topics.tsx',
  },
});
