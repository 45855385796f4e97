import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** An error as node-postgres builds it from a server's ErrorResponse. */
function serverError(code: string, message: string): Error {
  const e = new pg.DatabaseError(message, message.length, 'error');
  e.code = code;
  return e;
}

function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['the server shutting down', serverError('57P01', 'terminating connection due to administrator command')],
    ['the server crashing', serverError('57P02', 'terminating connection because of crash of another server process')],
    ['the server still starting', serverError('57P03', 'the database system is starting up')],
    ['too many connections', serverError('53300', 'sorry, too many clients already')],
    ['a connection exception', serverError('08006', 'connection failure')],
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s, bare or wrapped by TypeORM', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new QueryFailedError('INSERT INTO x VALUES ($1)', [1], error))).toBe(true);
  });

  it('follows a chained cause', () => {
    expect(isDatabaseUnavailable(new Error('query failed', { cause: socketError('ECONNREFUSED') }))).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', serverError('42601', 'syntax error at or near "SELEC"')],
    ['a statement timeout', serverError('57014', 'canceling statement due to statement timeout')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'Connection terminated'],
    ['nothing', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], error))).toBe(false);
  });
});
