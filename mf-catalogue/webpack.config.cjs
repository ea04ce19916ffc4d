const { federatedApp } = require('../build/federated-app.cjs');
const { exposesOf, pagesOf } = require('../build/federated-modules.cjs');

// What the area exposes, and the pages routes.tsx loads by the chunk name it imports each with (build/federated-modules.cjs;
// host's area-pages test keeps the two equal).
module.exports = federatedApp({ dir: __dirname, name: 'catalogue', exposes: exposesOf('catalogue'), pages: pagesOf('catalogue') });
