/**
 * Runs the real server from its TypeScript sources in a child process (for tests
 * that kill it): compiles each .ts on require with swc, as jest does, then prints
 * one `READY {...}` line with the bound ports.
 */
const fs = require('node:fs');
const swc = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    // Keep import() native so ESM-only packages (aedes) load as ES modules.
    module: { type: 'commonjs', ignoreDynamic: true },
  });
  module._compile(code, filename);
};

require('reflect-metadata');
const { loadConfig } = require('../../src/config/config.ts');
const { startApp } = require('../../src/app.ts');
const { createLogger } = require('../../src/core/logger.ts');

startApp(loadConfig(), createLogger(process.env.CHILD_LOG_LEVEL || 'silent'))
  .then((app) => process.stdout.write(`READY ${JSON.stringify({ port: app.port, mqttPort: app.mqtt.port })}\n`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
