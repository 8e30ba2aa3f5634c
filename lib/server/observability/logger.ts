// Structured JSON logs (pino), one line per request and per unexpected error. Credentials never
// reach a log line: request lines carry no headers, no query string and no body, and the paths a
// logged object could hold a secret under are redacted as a second fence.
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'password',
  'apiKey',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.apiKey',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
];

export interface LoggerOptions {
  level?: string;
  /** Where lines go; standard output by default (tests pass a collecting stream). */
  destination?: DestinationStream;
}

export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  const options = {
    level,
    base: { service: 'apparel-portal', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

export interface RequestLogLine {
  requestId: string;
  method: string;
  /** The path only: query strings may carry e-mail addresses and other personal data. */
  path: string;
  route: string;
  status: number;
  durationMs: number;
  /** The calling account's number, when known. */
  account?: string;
}

// The access line is built from the typed fields above only (no headers, no query string, no
// body), so it skips the redaction pass, which was half of its cost on the hot path (issue 15).
const accessLoggers = new WeakMap<Logger, Logger>();

function accessLoggerOf(logger: Logger): Logger {
  let access = accessLoggers.get(logger);
  if (access === undefined) {
    access = logger.child({}, { redact: [] });
    accessLoggers.set(logger, access);
  }
  return access;
}

export function logRequest(logger: Logger, line: RequestLogLine): void {
  const level = line.status >= 500 ? 'error' : 'info';
  const access = accessLoggerOf(logger);
  if (access.isLevelEnabled(level)) access[level](line, 'request');
}
