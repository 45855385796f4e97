import { describe, expect, it, jest } from '@jest/globals';
import type { ArgumentsHost } from '@nestjs/common';
import { firstValueFrom } from 'rxjs';
import type { Logger } from 'pino';
import { QueryFailedError } from 'typeorm';
import { ErrorCode } from '@app/contracts';
import { DomainError } from './domain-error.js';
import { RpcErrorFilter } from './rpc-error.filter.js';

const host = {
  getType: () => 'rpc',
  switchToRpc: () => ({ getContext: () => ({ getSubject: () => 'portfolio.position.create' }) }),
} as unknown as ArgumentsHost;

function filter() {
  const logger = { warn: jest.fn(), error: jest.fn() };
  return { logger, filter: new RpcErrorFilter(logger as unknown as Logger) };
}

async function payloadOf(f: RpcErrorFilter, exception: unknown) {
  try {
    await firstValueFrom(f.catch(exception, host));
  } catch (payload) {
    return payload;
  }
  throw new Error('the filter did not fail the call');
}

describe('RpcErrorFilter', () => {
  it('passes a domain error on with its code', async () => {
    expect(await payloadOf(filter().filter, DomainError.notFound('Position'))).toEqual({
      code: ErrorCode.NotFound,
      message: 'Position not found',
    });
  });

  it('answers SERVICE_UNAVAILABLE when Postgres cannot be reached, and logs a warning, not an error', async () => {
    const { filter: f, logger } = filter();
    const cut = new QueryFailedError(
      'INSERT INTO portfolio.positions ...',
      [],
      new Error('Connection terminated unexpectedly'),
    );

    expect(await payloadOf(f, cut)).toEqual({
      code: ErrorCode.ServiceUnavailable,
      message: 'Service unavailable (database unreachable)',
    });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('answers INTERNAL for anything else, without its message or stack', async () => {
    const { filter: f, logger } = filter();

    expect(await payloadOf(f, new TypeError('secret detail'))).toEqual({
      code: ErrorCode.Internal,
      message: 'Internal error',
    });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
