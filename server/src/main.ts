import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config';
import { createLogger } from './core/logger';
import { startApp } from './app';

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
  const logger = createLogger(config.logLevel);
  const app = await startApp(config, logger);
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
