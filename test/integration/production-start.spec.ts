import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { AUTH_SUBJECTS } from '@app/contracts';
import { RpcClient } from '@app/common';
import { buildServices, repoRoot } from '../support/build.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { freePort } from '../support/nats.js';

const GOOD_SECRET = 'production-start-spec-3b9f0c1e7d2a4f6b8c5e';
const DEV_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

let infra: TestInfra;
let nc: NatsConnection;
const children: ChildProcess[] = [];

beforeAll(async () => {
  await buildServices();
  infra = await setUpInfra();
  nc = await connect({ servers: infra.nats.url });
}, 180_000);

afterAll(async () => {
  await Promise.all(
    children
      .filter((c) => c.exitCode === null && c.signalCode === null)
      .map((c) => new Promise((r) => (c.once('exit', r), c.kill('SIGKILL')))),
  );
  await nc?.close();
  await infra?.close();
});

/** Starts an app from the build as a deployment would, in production mode, with `secret` as JWT_SECRET (or none). */
function startApp(app: 'gateway' | 'auth', secret: string | undefined, extra: Record<string, string> = {}) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: infra.db.url,
    NATS_URL: infra.nats.url,
    LOG_LEVEL: 'warn',
    HEALTH_PORT: '0',
    METRICS_PORT: '0',
    JWT_SECRET: secret,
    ...extra,
  };
  if (secret === undefined) delete env.JWT_SECRET;
  const proc = spawn(process.execPath, [`apps/${app}/dist/main.js`], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  let output = '';
  proc.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, exited, output: () => output };
}

async function exitWithin(run: ReturnType<typeof startApp>, ms: number): Promise<number | null | 'running'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'running'>((r) => (timer = setTimeout(() => r('running'), ms)));
  try {
    return await Promise.race([run.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('JWT secret in production', () => {
  it.each([
    ['gateway', undefined, 'JWT_SECRET: required in production'],
    ['gateway', DEV_SECRET, 'JWT_SECRET: required in production'],
    ['gateway', 'too-short-a-secret', 'JWT_SECRET must be at least 32 characters'],
    ['auth', undefined, 'JWT_SECRET: required in production'],
    ['auth', DEV_SECRET, 'JWT_SECRET: required in production'],
  ] as const)(
    '%s refuses to start with JWT_SECRET=%s, saying why',
    async (app, secret, message) => {
      const run = startApp(app, secret);
      expect(await exitWithin(run, 15_000)).toBe(1);
      expect(run.output()).toContain('Invalid configuration');
      expect(run.output()).toContain(message);
    },
    20_000,
  );

  it('the gateway starts and serves with a proper secret', async () => {
    const port = await freePort();
    const run = startApp('gateway', GOOD_SECRET, { PORT: String(port) });
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect(await exitWithin(run, 0)).toBe('running');
  }, 20_000);

  it('the auth service starts and answers with a proper secret', async () => {
    const run = startApp('auth', GOOD_SECRET);
    const rpc = new RpcClient(nc, 500);
    const deadline = Date.now() + 15_000;
    let ready = false;
    while (Date.now() < deadline && !ready) {
      ready = await rpc.request(AUTH_SUBJECTS.health, {}).then(
        () => true,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 200));
    }
    expect(ready).toBe(true);
    expect(await exitWithin(run, 0)).toBe('running');
  }, 20_000);
});
