import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { AUTH_SUBJECTS } from '@app/contracts';
import { RpcClient } from '@app/common';
import { buildServices, repoRoot } from '../support/build.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';

const WARNING = 'Demo accounts with published passwords are enabled in production';

let infra: TestInfra;
let nc: NatsConnection;
let secrets: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  await buildServices();
  infra = await setUpInfra();
  nc = await connect({ servers: infra.nats.url });
  // Secrets as the compose file hands them over: generated, in files, named by *_FILE.
  secrets = mkdtempSync(join(tmpdir(), 'demo-in-production-'));
  writeFileSync(join(secrets, 'jwt_secret'), `${randomBytes(32).toString('hex')}\n`);
  writeFileSync(join(secrets, 'postgres_password'), `${randomBytes(32).toString('hex')}\n`);
}, 180_000);

afterAll(async () => {
  await Promise.all(
    children
      .filter((c) => c.exitCode === null && c.signalCode === null)
      .map((c) => new Promise((r) => (c.once('exit', r), c.kill('SIGKILL')))),
  );
  await nc?.close();
  await infra?.close();
  rmSync(secrets, { recursive: true, force: true });
});

/** The built auth service in production, its secrets read from files, with the extra variables given. */
function startAuth(extra: Record<string, string>) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: infra.db.url,
    DATABASE_PASSWORD_FILE: join(secrets, 'postgres_password'),
    JWT_SECRET_FILE: join(secrets, 'jwt_secret'),
    NATS_URL: infra.nats.url,
    LOG_LEVEL: 'info',
    HEALTH_PORT: '0',
    ...extra,
  };
  delete env.JWT_SECRET;
  const proc = spawn(process.execPath, ['apps/auth/dist/main.js'], {
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

/** Waits for the service to answer its health subject, or for it to exit; a generous ceiling, not a limit. */
async function readyOrExited(run: ReturnType<typeof startAuth>): Promise<'ready' | 'exited'> {
  const rpc = new RpcClient(nc, 500);
  let exited = false;
  void run.exited.then(() => (exited = true));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !exited) {
    if (
      await rpc.request(AUTH_SUBJECTS.health, {}).then(
        () => true,
        () => false,
      )
    )
      return 'ready';
    await new Promise((r) => setTimeout(r, 200));
  }
  if (exited) return 'exited';
  throw new Error(`auth neither ready nor exited:\n${run.output()}`);
}

describe('demo accounts in a production start', () => {
  it('are refused without ALLOW_DEMO_IN_PRODUCTION: auth exits, naming both flags', async () => {
    const run = startAuth({ SEED_DEMO: 'true' });

    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration');
    expect(run.output()).toMatch(/SEED_DEMO: .*ALLOW_DEMO_IN_PRODUCTION=true/);
    expect(run.output()).not.toContain(WARNING);
  }, 40_000);

  it('with the opt-in, auth serves with secrets read from files and warns at every start', async () => {
    for (const start of [1, 2]) {
      const run = startAuth({ SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'true' });
      expect([start, await readyOrExited(run)]).toEqual([start, 'ready']);
      expect([start, run.output().includes(WARNING)]).toEqual([start, true]);
      run.proc.kill('SIGTERM');
      await run.exited;
    }
  }, 90_000);

  it('without SEED_DEMO, a production start prints no warning', async () => {
    const run = startAuth({});
    expect(await readyOrExited(run)).toBe('ready');
    expect(run.output()).not.toContain(WARNING);
    run.proc.kill('SIGTERM');
    await run.exited;
  }, 40_000);
});
