import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config';
import { createLogger, logFormatFor } from './core/logger';
import { logUnhandledRejections } from './core/process-guards';
import { startApp } from './app';
import { startBanner, startInfo } from './start-banner';

/** Entry point: configuration first, so a wrong value stops with one clear line. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const format = logFormatFor(process.stdout);
  const logger = createLogger(config.logLevel, format);
  logUnhandledRejections(logger);
  const app = await startApp(config, logger);
  const info = startInfo(config, app.url, app.mqtt.port);
  // A person at a terminal reads a banner; a log collector gets the same facts as one JSON line.
  if (format === 'pretty') process.stdout.write(`${startBanner(info).join('\n')}\n`);
  else logger.info(info, 'started');
  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
