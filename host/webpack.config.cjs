const { federatedApp } = require('../build/federated-app.cjs');

module.exports = federatedApp({ dir: __dirname, name: 'host', isHost: true });
