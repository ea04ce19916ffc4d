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
  // The pages routes.tsx loads, by the chunk name it imports each with (host's area-pages test keeps them equal).
  pages: {
    'page-home': './src/modules/community-home-page.tsx',
    'page-create': './src/create/create-topic-page.tsx',
    'page-write': './src/create/write-pages.tsx',
    'page-search': './src/search/community-search-page.tsx',
    'page-module': './src/modules/module-page.tsx',
    'page-topic': './src/topic/topic-page.tsx',
    'page-article': './src/article/article-page.tsx',
  },
});
