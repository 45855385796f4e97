import { describe, expect, it } from '@jest/globals';
import {
  classifyConnectionError,
  displayPath,
  fallbackNotice,
  localPostgresUrl,
} from '../../scripts/local-postgres.mjs';

// The errors below are the shapes node-postgres and Node's net module really produce.
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
const netError = (code: string, address: string) =>
  Object.assign(new Error(`connect ${code} ${address}:5432`), { code, address, port: 5432 });

describe('a refused connection to the local PostgreSQL', () => {
  it('is "auth-refused" when the server wants a password it was not given', () => {
    expect(classifyConnectionError(pgError('28P01', 'password authentication failed for user "postgres"'))).toBe(
      'auth-refused',
    );
  });

  it('is "auth-refused" when pg_hba.conf has no line that lets the user in', () => {
    const err = pgError('28000', 'no pg_hba.conf entry for host "127.0.0.1", user "postgres", database "postgres"');
    expect(classifyConnectionError(err)).toBe('auth-refused');
  });

  it('is "auth-refused" when the client fails before sending anything because no password was given', () => {
    const scram = new Error('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string');
    const md5 = new Error('client password must be a string');
    expect(classifyConnectionError(scram)).toBe('auth-refused');
    expect(classifyConnectionError(md5)).toBe('auth-refused');
  });

  it('is "nothing-listens" when the port refuses the TCP connection', () => {
    expect(classifyConnectionError(netError('ECONNREFUSED', '127.0.0.1'))).toBe('nothing-listens');
  });

  it('is "nothing-listens" when every address of a name refused it', () => {
    const both = Object.assign(
      new AggregateError([netError('ECONNREFUSED', '::1'), netError('ECONNREFUSED', '127.0.0.1')]),
      {
        code: 'ECONNREFUSED',
      },
    );
    const withoutCode = new AggregateError([netError('ECONNREFUSED', '::1'), netError('ECONNREFUSED', '127.0.0.1')]);
    expect(classifyConnectionError(both)).toBe('nothing-listens');
    expect(classifyConnectionError(withoutCode)).toBe('nothing-listens');
  });

  it('is "other" for a timeout, a missing database, a mixed failure or something that is not an error', () => {
    expect(classifyConnectionError(new Error('Connection terminated due to connection timeout'))).toBe('other');
    expect(classifyConnectionError(pgError('3D000', 'database "trading" does not exist'))).toBe('other');
    expect(
      classifyConnectionError(
        new AggregateError([netError('ECONNREFUSED', '::1'), netError('ETIMEDOUT', '127.0.0.1')]),
      ),
    ).toBe('other');
    expect(classifyConnectionError(new AggregateError([]))).toBe('other');
    expect(classifyConnectionError(undefined)).toBe('other');
    expect(classifyConnectionError('ECONNREFUSED')).toBe('other');
  });
});

describe('the one line that says so', () => {
  it('names the probed server, the reason and where the embedded data lives', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/postgres';
    expect(fallbackNotice(url, 'auth-refused', '.data/postgres')).toBe(
      'PostgreSQL on 127.0.0.1:5432 asks for a password: using an embedded one in .data/postgres',
    );
    expect(fallbackNotice(url, 'nothing-listens', '.data/postgres')).toBe(
      'no PostgreSQL on 127.0.0.1:5432: using an embedded one in .data/postgres',
    );
    expect(fallbackNotice(url, 'other', '.data/postgres')).toMatch(
      /^PostgreSQL on 127\.0\.0\.1:5432 did not let us in/,
    );
  });

  it('shows the data directory relative to the project when it is inside it', () => {
    expect(displayPath('/srv/app/.data/postgres', '/srv/app')).toBe('.data/postgres');
    expect(displayPath('/var/tmp/pg', '/srv/app')).toBe('/var/tmp/pg');
  });

  it('probes LOCAL_POSTGRES_URL when it is set, else the password-less 127.0.0.1:5432', () => {
    expect(localPostgresUrl({ LOCAL_POSTGRES_URL: 'postgres://postgres@127.0.0.1:6543/postgres' })).toBe(
      'postgres://postgres@127.0.0.1:6543/postgres',
    );
    expect(localPostgresUrl({})).toBe('postgres://postgres@127.0.0.1:5432/postgres');
  });
});
