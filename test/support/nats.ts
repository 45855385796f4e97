import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestNats {
  url: string;
  /** Stops the server (as an outage would); restart() brings it back on the same port. */
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export function natsServerBinary(): string | null {
  for (const candidate of [
    process.env.NATS_SERVER_BIN,
    'nats-server',
    '/usr/sbin/nats-server',
    '/usr/bin/nats-server',
  ]) {
    if (!candidate) continue;
    if (spawnSync(candidate, ['--version'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = tcpConnect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nats-server did not open port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A private nats-server (with JetStream) for one test file: subjects and queue groups of parallel
 * test files, or of a running dev stack, never mix.
 */
export async function startTestNats(): Promise<TestNats> {
  const bin = natsServerBinary();
  if (!bin)
    throw new Error('nats-server not found on PATH (apt-get install nats-server); tests need a private NATS server');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'nats-test-'));
  let proc: ChildProcess | null = null;
  const start = async () => {
    proc = spawn(bin, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' });
    await waitForPort(port);
  };
  const stop = async () => {
    const p = proc;
    proc = null;
    if (!p || p.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGKILL');
    });
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    stop,
    restart: start,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
