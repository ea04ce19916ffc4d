// jsdom lacks these; react-router 7 needs them.
const { TextEncoder, TextDecoder } = require('node:util');
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
globalThis.__BUILD_VERSION__ = 'test';
globalThis.__APP_NAME__ = 'test';

/**
 * jsdom has no EventSource (the bell's live count, decision 033). A stand-in that never connects by itself: a test
 * reaches the page's streams through EventSource.instances and sends them events with emit().
 */
class TestEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static instances = [];
  constructor(url) {
    this.url = url;
    this.readyState = TestEventSource.OPEN;
    this.listeners = {};
    this.onerror = null;
    TestEventSource.instances.push(this);
  }
  addEventListener(type, listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  removeEventListener(type, listener) {
    this.listeners[type] = (this.listeners[type] ?? []).filter((l) => l !== listener);
  }
  emit(type, data) {
    for (const listener of this.listeners[type] ?? []) listener({ type, data: JSON.stringify(data) });
  }
  close() {
    this.readyState = TestEventSource.CLOSED;
  }
}
globalThis.EventSource ??= TestEventSource;
