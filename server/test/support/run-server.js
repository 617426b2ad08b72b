/**
 * Runs the real server from its TypeScript sources in a child process (for tests
 * that kill it), then prints one `READY {...}` line with the bound ports.
 */
require('./register-ts');
const { loadConfig } = require('../../src/config/config.ts');
const { startApp } = require('../../src/app.ts');
const { createLogger } = require('../../src/core/logger.ts');

startApp(loadConfig(), createLogger(process.env.CHILD_LOG_LEVEL || 'silent'))
  .then((app) => process.stdout.write(`READY ${JSON.stringify({ port: app.port, mqttPort: app.mqtt.port })}\n`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
