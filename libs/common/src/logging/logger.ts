import { pino, type Logger } from 'pino';
import { currentRequestId } from './request-context.js';
import type { LogLevel } from '../config/service-config.js';

/** Field paths that must never reach a log line. */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  '*.*.password',
  'refreshToken',
  '*.refreshToken',
  'accessToken',
  '*.accessToken',
  'tokens',
  '*.tokens',
  'password_hash',
  '*.password_hash',
  'token_hash',
  '*.token_hash',
  // Kite Connect's session fields, in case a Kite answer or request ever reaches a log line.
  'access_token',
  '*.access_token',
  '*.*.access_token',
  'request_token',
  '*.request_token',
  'sealed_access_token',
  '*.sealed_access_token',
  'sealedAccessToken',
  '*.sealedAccessToken',
  'checksum',
  '*.checksum',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export interface LoggerOptions {
  service: string;
  level: LogLevel;
  instance?: string;
  destination?: pino.DestinationStream;
}

/** JSON logs with the service name and, inside a request, its id. */
export function createLogger(opts: LoggerOptions): Logger {
  return pino(
    {
      level: opts.level,
      base: { service: opts.service, instance: opts.instance },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    opts.destination,
  );
}
