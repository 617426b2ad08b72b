import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

export type { Logger };

/** JSON lines for machines (files, pipes, log collectors); a coloured, readable line per event for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

/** Pretty only for a person at a terminal: JSON when the output is not a terminal or in production. */
export function logFormatFor(output: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): LogFormat {
  return output.isTTY && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/** A logger writing to stdout (or `destination`), JSON unless told otherwise. */
export function createLogger(level: string, format: LogFormat = 'json', destination?: DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (format === 'json') return destination ? pino(options, destination) : pino(options);
  // A stream in this thread (not a transport worker): lines appear in order and none is lost on exit.
  return pino(options, pinoPretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', destination: destination ?? 1 }));
}
