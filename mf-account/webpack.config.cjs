const { federatedApp } = require('../build/federated-app.cjs');
const { exposesOf } = require('../build/federated-modules.cjs');

// What the area exposes (build/federated-modules.cjs).
module.exports = federatedApp({ dir: __dirname, name: 'account', exposes: exposesOf('account') });
