import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { serviceSubjects } from '@app/contracts';
import { RpcClient } from '@app/common';
import { nodeOptionsFor } from '../../scripts/service-node-options.mjs';
import { buildServices, repoRoot } from './build.js';
import type { TestInfra } from './infra.js';
import { freePort } from './nats.js';
import type { BackendService } from './stack.js';

type Env = Record<string, string | undefined>;
export type AppName = BackendService | 'gateway';

/** How long a process may take to come up on a busy machine: a ceiling, not an expectation. */
const START_CEILING_MS = 90_000;
const KEPT_LINES = 200;
/** The data files the market service reads at run time (the build's copy-assets step puts them in dist). */
const MARKET_DATA = 'apps/market/src/instruments/data';

/** Every child this worker started, so that even a worker leaving without afterAll takes them along. */
const everyChild = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of everyChild) c.kill('SIGKILL');
});

/** Builds the services into dist, as a deployment runs them, with the instrument master's data files beside the code. */
export async function buildForProcesses(): Promise<void> {
  await buildServices();
  const dir = join(repoRoot, MARKET_DATA);
  mkdirSync(join(repoRoot, MARKET_DATA.replace('/src/', '/dist/')), { recursive: true });
  for (const name of readdirSync(dir).filter((f) => /\.(csv|json)$/.test(f))) {
    const from = join(dir, name);
    const to = join(repoRoot, MARKET_DATA.replace('/src/', '/dist/'), name);
    if (existsSync(to) && statSync(to).mtimeMs >= statSync(from).mtimeMs) continue;
    // Copied under another name and renamed, so a parallel worker never reads a half-copied file.
    const partial = `${to}.${process.pid}`;
    copyFileSync(from, partial);
    renameSync(partial, to);
  }
}

/** One app running as its own OS process from `apps/<name>/dist/main.js`. */
export class AppProcess {
  /** The last lines it wrote (JSON logs), for the failure message when it does not come up. */
  readonly output: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(
    readonly id: string,
    readonly child: ChildProcess,
    readonly url?: string,
  ) {
    everyChild.add(child);
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString().split('\n').filter(Boolean));
      this.output.splice(0, Math.max(0, this.output.length - KEPT_LINES));
    };
    // Read both pipes to the end: a child whose pipe fills up blocks on its next log line.
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => (everyChild.delete(child), resolve({ code, signal }))),
    );
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends the signal and, unless it only freezes or thaws the process, waits until the process is gone. */
  async signal(sig: NodeJS.Signals): Promise<void> {
    if (!this.running) return;
    this.child.kill(sig);
    if (sig !== 'SIGSTOP' && sig !== 'SIGCONT') await this.exited;
  }

  tail(lines = 20): string {
    return this.output.slice(-lines).join('\n');
  }
}

/**
 * The services and gateways as separate processes from the build, on one test file's database and
 * NATS. Ids name instances, so one service can run again as a new process, and gateways side by side.
 */
export class ProcessStack {
  private readonly procs = new Map<string, AppProcess>();
  private nc?: NatsConnection;
  private rpc?: RpcClient;

  constructor(
    private readonly infra: TestInfra,
    private readonly env: Env = {},
  ) {}

  private envFor(id: string, extra: Env): Env {
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATABASE_URL: this.infra.db.url,
      NATS_URL: this.infra.nats.url,
      LOG_LEVEL: 'info',
      HEALTH_PORT: '0',
      METRICS_PORT: '0',
      DB_POOL_SIZE: '4',
      // The simulator's whole universe offers ~8,000 ticks/s; suites are written for the core set.
      SIMULATOR_UNIVERSE: 'core',
      INSTANCE_ID: id,
      ...this.env,
      ...extra,
    };
  }

  private spawn(name: AppName, id: string, env: Env, url?: string): AppProcess {
    if (this.procs.get(id)?.running) throw new Error(`${id} is already running`);
    // Each service with the Node options it is deployed with (the portfolio's young generation).
    const child = spawn(process.execPath, [join(repoRoot, `apps/${name}/dist/main.js`)], {
      cwd: repoRoot,
      env: { ...env, NODE_OPTIONS: nodeOptionsFor(name, env.NODE_OPTIONS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc = new AppProcess(id, child, url);
    this.procs.set(id, proc);
    return proc;
  }

  /** Polls until ready() is true; fails with the process's last lines if it exits or the ceiling passes. */
  private async waitReady(proc: AppProcess, ready: () => Promise<boolean>): Promise<AppProcess> {
    const end = Date.now() + START_CEILING_MS;
    while (Date.now() < end) {
      if (!proc.running) throw new Error(`${proc.id} exited while starting:\n${proc.tail()}`);
      if (await ready().catch(() => false)) return proc;
      await new Promise((r) => setTimeout(r, 100));
    }
    await proc.signal('SIGKILL');
    throw new Error(`${proc.id} did not become ready within ${START_CEILING_MS} ms:\n${proc.tail()}`);
  }

  private async bus(): Promise<RpcClient> {
    if (!this.rpc) {
      this.nc = await connect({ servers: this.infra.nats.url });
      this.rpc = new RpcClient(this.nc, 1000);
    }
    return this.rpc;
  }

  /** Starts a service and waits until it answers its health subject over NATS. */
  async startService(name: BackendService, id: string = name, extra: Env = {}): Promise<AppProcess> {
    const rpc = await this.bus();
    const proc = this.spawn(name, id, this.envFor(id, extra));
    return this.waitReady(proc, async () => {
      await rpc.request(serviceSubjects(name).health, {}, { timeoutMs: 1000 });
      return true;
    });
  }

  /** Starts a gateway on a free port and waits until it is ready (listening, NATS connected). */
  async startGateway(id = 'gateway', extra: Env = {}): Promise<AppProcess> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const proc = this.spawn('gateway', id, this.envFor(id, { PORT: String(port), ...extra }), url);
    return this.waitReady(proc, async () => (await fetch(`${url}/api/health/ready`)).status === 200);
  }

  get(id: string): AppProcess {
    const proc = this.procs.get(id);
    if (!proc) throw new Error(`${id} was never started`);
    return proc;
  }

  /** Kills every process it started (SIGKILL reaches a frozen one too) and waits until each is gone. */
  async close(): Promise<void> {
    await Promise.all([...this.procs.values()].map((p) => p.signal('SIGKILL')));
    this.procs.clear();
    await this.nc?.close().catch(() => undefined);
  }
}
