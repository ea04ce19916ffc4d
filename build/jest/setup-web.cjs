// jsdom lacks these; react-router 7 needs them.
const { TextEncoder, TextDecoder } = require('node:util');
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
globalThis.__BUILD_VERSION__ = 'test';
globalThis.__APP_NAME__ = 'test';
