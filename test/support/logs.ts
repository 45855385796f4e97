import { Writable } from 'node:stream';
import { createLogger } from '@app/common';

/** A logger whose JSON lines are kept in memory, so tests can read what would have been logged. */
export function capturingLogger(service: string) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const logger = createLogger({ service, level: 'debug', destination });
  return { logger, lines };
}
