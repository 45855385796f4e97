import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import type { LogLevel } from '../config/service-config.js';
import { createLogger } from './logger.js';
import { runWithRequestContext } from './request-context.js';

type LogLine = Record<string, unknown>;

/** A destination that keeps every line pino writes. */
function capture() {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const raw = () => chunks.join('');
  const lines = (): LogLine[] =>
    raw()
      .split('\n')
      .filter((l) => l.length > 0)
      .map((l) => JSON.parse(l) as LogLine);
  return { destination, raw, lines };
}

function setup(level: LogLevel = 'info') {
  const out = capture();
  const logger = createLogger({ service: 'auth', instance: 'auth-1', level, destination: out.destination });
  return { logger, ...out };
}

const SECRETS = {
  password: 'hunter2-top-level',
  refreshToken: 'rt-secret-value',
  accessToken: 'at-secret-value',
  nestedPassword: 'nested-body-secret',
  tokenInTokens: 'tokens-secret-value',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  cookie: 'access_token=cookie-secret',
  authorization: 'Bearer header-secret',
};

describe('createLogger', () => {
  it('writes one JSON line with the service, instance, level, time and message', () => {
    const { logger, lines } = setup();

    logger.info({ userId: 'u-1' }, 'user logged in');

    expect(lines()).toHaveLength(1);
    const [line] = lines();
    expect(line).toMatchObject({
      service: 'auth',
      instance: 'auth-1',
      level: 30,
      msg: 'user logged in',
      userId: 'u-1',
    });
    expect(typeof line.time).toBe('string');
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
  });

  it('redacts passwords, tokens and nested secrets', () => {
    const { logger, lines, raw } = setup();

    logger.info(
      {
        password: SECRETS.password,
        refreshToken: SECRETS.refreshToken,
        body: { email: 'ada@example.com', password: SECRETS.nestedPassword },
        tokens: { accessToken: SECRETS.accessToken, refreshToken: SECRETS.tokenInTokens },
        user: { password_hash: SECRETS.passwordHash },
      },
      'login attempt',
    );

    const [line] = lines();
    expect(line.password).toBe('[redacted]');
    expect(line.refreshToken).toBe('[redacted]');
    expect(line.body).toEqual({ email: 'ada@example.com', password: '[redacted]' });
    expect(line.tokens).toBe('[redacted]');
    expect(line.user).toEqual({ password_hash: '[redacted]' });
    for (const secret of [
      SECRETS.password,
      SECRETS.refreshToken,
      SECRETS.nestedPassword,
      SECRETS.accessToken,
      SECRETS.tokenInTokens,
      SECRETS.passwordHash,
    ]) {
      expect(raw()).not.toContain(secret);
    }
  });

  it('redacts a password two levels down', () => {
    const { logger, lines, raw } = setup();

    logger.info({ payload: { body: { password: SECRETS.nestedPassword, email: 'a@example.com' } } }, 'rpc');

    expect(lines()[0].payload).toEqual({ body: { password: '[redacted]', email: 'a@example.com' } });
    expect(raw()).not.toContain(SECRETS.nestedPassword);
  });

  it("redacts Kite Connect's session fields: access and request tokens, checksums and sealed tokens", () => {
    const { logger, lines, raw } = setup();

    logger.info(
      {
        access_token: 'kite-access-secret',
        form: { api_key: 'app', request_token: 'kite-request-secret', checksum: 'kite-checksum-secret' },
        row: { sealed_access_token: 'v1.k1.sealed-secret' },
        data: { session: { access_token: 'kite-nested-secret' } },
      },
      'kite',
    );

    expect(lines()[0].form).toEqual({ api_key: 'app', request_token: '[redacted]', checksum: '[redacted]' });
    for (const s of [
      'kite-access-secret',
      'kite-request-secret',
      'kite-checksum-secret',
      'sealed-secret',
      'kite-nested-secret',
    ])
      expect(raw()).not.toContain(s);
  });

  it('redacts the cookie and authorization request headers', () => {
    const { logger, lines, raw } = setup();

    logger.info(
      { req: { method: 'POST', headers: { cookie: SECRETS.cookie, authorization: SECRETS.authorization, host: 'x' } } },
      'request',
    );

    expect(lines()[0].req).toEqual({
      method: 'POST',
      headers: { cookie: '[redacted]', authorization: '[redacted]', host: 'x' },
    });
    expect(raw()).not.toContain('cookie-secret');
    expect(raw()).not.toContain('header-secret');
  });

  it('adds the request id of the current context to the line', () => {
    const { logger, lines } = setup();

    runWithRequestContext({ requestId: 'req-7f3a' }, () => logger.info('inside'));

    expect(lines()[0]).toMatchObject({ msg: 'inside', requestId: 'req-7f3a' });
  });

  it('adds the request id to lines logged after an await inside the context', async () => {
    const { logger, lines } = setup();

    await runWithRequestContext({ requestId: 'req-after-await' }, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      logger.warn('later');
    });

    expect(lines()[0]).toMatchObject({ msg: 'later', requestId: 'req-after-await', level: 40 });
  });

  it('adds the request id to child loggers too', () => {
    const { logger, lines } = setup();
    const child = logger.child({ context: 'SessionsService' });

    runWithRequestContext({ requestId: 'req-child' }, () => child.info('from child'));

    expect(lines()[0]).toMatchObject({ context: 'SessionsService', requestId: 'req-child' });
  });

  it('writes no requestId outside a request context', () => {
    const { logger, lines } = setup();

    logger.info('outside');

    expect(lines()[0]).not.toHaveProperty('requestId');
  });

  it('drops lines below the configured level', () => {
    const { logger, lines } = setup('warn');

    logger.info('quiet');
    logger.debug('quieter');
    logger.error('loud');

    expect(lines().map((l) => l.msg)).toEqual(['loud']);
  });
});
