import type { MikroORM } from '@mikro-orm/core';
import type { Logger } from '../core/logger';

/** Placeholder until the simulator lands: the demo devices stay silent. */
export async function startDemoSimulator(_orm: MikroORM, _url: string, logger: Logger) {
  logger.info('device simulator not available yet');
  return { stop: async () => undefined };
}
