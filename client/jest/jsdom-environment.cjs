/**
 * jsdom lacks several web APIs that Node has (streams, fetch, TextEncoder, structuredClone);
 * copy Node's implementations into the window so libraries behave as in a browser.
 * Not MessageChannel: a Node message port keeps jest from exiting (React's scheduler would use it).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream',
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal',
  'structuredClone',
];

class JsdomWithNodeGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (typeof globalThis[name] !== 'undefined' && typeof this.global[name] === 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = JsdomWithNodeGlobals;
