import { DriverException } from '@mikro-orm/core';
import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

export type { Logger };

/** JSON lines for machines (files, pipes, log collectors); a coloured, readable line per event for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

/** Pretty only for a person at a terminal: JSON when the output is not a terminal or in production. */
export function logFormatFor(output: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): LogFormat {
  return output.isTTY && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/** A statement's text values, as a database error quotes them, blanked: a password hash or a phone number written by a failed insert stays out of the log. */
export const withoutSqlText = (text: string): string => text.replace(/'(?:[^']|'')*'/g, "'…'");

/** The key values of PostgreSQL's detail (`Key (account)=(maintainer) already exists.`) blanked; the columns stay. */
const withoutKeyValues = (text: string): string => text.replace(/\)=\(.*\)/s, ')=(…)');

/** pino's error serializer, with the values of a failed statement blanked (its SQL, the columns and the database's reason kept). */
function serializeError(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const out = pino.stdSerializers.err(error);
  if (error instanceof DriverException) {
    out.message = withoutSqlText(out.message);
    if (out.stack) out.stack = withoutSqlText(out.stack);
    if (typeof out.detail === 'string') out.detail = withoutKeyValues(out.detail);
  }
  return out;
}

/** A logger writing to stdout (or `destination`), JSON unless told otherwise. */
export function createLogger(level: string, format: LogFormat = 'json', destination?: DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: serializeError } };
  if (format === 'json') return destination ? pino(options, destination) : pino(options);
  // A stream in this thread (not a transport worker): lines appear in order and none is lost on exit.
  return pino(options, pinoPretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', destination: destination ?? 1 }));
}

/** Log the first few of a kind of refusal in full, then one in 1000, so a flood cannot fill the disk. */
export const logSampled = (n: number) => n <= 10 || n % 1000 === 0;
