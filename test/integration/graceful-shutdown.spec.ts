import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SETTINGS_SUBJECTS } from '@app/contracts';
import { RpcCallError, RpcClient } from '@app/common';
import { buildServices, repoRoot as root } from '../support/build.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';

const USER = '00000000-0000-4000-8000-00000000d001';

let infra: TestInfra;
let nc: NatsConnection;
let rpc: RpcClient;
let child: ChildProcess | undefined;

/** The real service as its own process, from the build, as a deployment runs it. */
async function startSettingsProcess(): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['apps/settings/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: infra.db.url,
      NATS_URL: infra.nats.url,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'warn',
      INSTANCE_ID: 'settings-proc',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      await rpc.request(SETTINGS_SUBJECTS.health, {}, { timeoutMs: 500 });
      return proc;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  proc.kill('SIGKILL');
  throw new Error('the settings process did not become ready');
}

beforeAll(async () => {
  // The process runs from dist.
  await buildServices();
  infra = await setUpInfra();
  nc = await connect({ servers: infra.nats.url });
  rpc = new RpcClient(nc, 5000);
  child = await startSettingsProcess();
}, 180_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await nc?.close();
  await infra?.close();
});

describe('graceful shutdown', () => {
  it('a SIGTERM during traffic loses no accepted request: each one is answered and stored, the rest fail fast with 503', async () => {
    const outcomes: Promise<'ok' | string>[] = [];
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    for (let i = 0; i < 300; i++) {
      outcomes.push(
        rpc
          .request(SETTINGS_SUBJECTS.collapsibleSet, {
            userId: USER,
            body: { container_id: `c-${i}`, is_collapsed: true },
          })
          .then(
            () => 'ok' as const,
            (e: unknown) => (e instanceof RpcCallError ? e.code : 'other'),
          ),
      );
      if (i === 100) {
        // The first 101 requests must have reached the server before the signal, or a drain that
        // unsubscribes first rightly refuses some of them; a flush is the server's word that they did.
        await nc.flush();
        child!.kill('SIGTERM');
      }
      if (i % 20 === 0) await new Promise((r) => setTimeout(r, 5));
    }
    const results = await Promise.all(outcomes);
    expect(await exited).toBe(0);
    const ok = results.filter((r) => r === 'ok').length;
    const refused = results.filter((r) => r !== 'ok');
    // Refused means never accepted: no instance was subscribed any more.
    expect(new Set(refused)).toEqual(refused.length ? new Set(['SERVICE_UNAVAILABLE']) : new Set());
    expect(ok).toBeGreaterThanOrEqual(100);
    const stored = await infra.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM settings.collapsible_states WHERE user_id = $1',
      [USER],
    );
    expect(Number(stored[0].n)).toBe(ok);
  }, 60_000);
});
