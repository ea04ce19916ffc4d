const { federatedApp } = require('../build/federated-app.cjs');
const { exposesOf } = require('../build/federated-modules.cjs');

// The platform's public face: small named modules, each one a stable contract for every area (build/federated-modules.cjs).
module.exports = federatedApp({ dir: __dirname, name: 'shared', exposes: exposesOf('shared') });
