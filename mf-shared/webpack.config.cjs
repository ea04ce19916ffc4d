const { federatedApp } = require('../build/federated-app.cjs');

module.exports = federatedApp({
  dir: __dirname,
  name: 'shared',
  // The platform's public face: small named modules, each one a stable contract for every area.
  exposes: {
    './api': './src/api/index.ts',
    './session': './src/session/index.ts',
    './consent': './src/consent/index.ts',
    './modals': './src/modals/index.ts',
    './forms': './src/forms/index.ts',
    './ui': './src/ui/index.ts',
    './rich-text': './src/rich-text/index.ts',
    './operator': './src/operator/index.ts',
    './operator-pages': './src/operator/operator-pages.tsx',
    './site': './src/site/index.ts',
    './auth': './src/auth/index.ts',
    './auth-forms': './src/auth/forms/index.ts',
    './catalogue': './src/catalogue/index.ts',
    './ssr': './src/ssr/index.ts',
  },
});
