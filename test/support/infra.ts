import { createTestDatabase, postgresReachable, type TestDatabase } from './postgres.js';
import { natsServerBinary, startTestNats, type TestNats } from './nats.js';

export interface TestInfra {
  db: TestDatabase;
  nats: TestNats;
  close(): Promise<void>;
}

interface Containers {
  postgresUrl?: string;
  natsUrl?: string;
  stop(): Promise<void>;
}

/** Starts Postgres and/or NATS in containers; only used when they are not on this machine and Docker is. */
async function fromContainers(needPostgres: boolean, needNats: boolean): Promise<Containers> {
  const tc = await import('testcontainers');
  await tc.getContainerRuntimeClient();
  const started: Array<{ stop(): Promise<unknown> }> = [];
  const out: Containers = { stop: async () => void (await Promise.all(started.map((c) => c.stop()))) };
  if (needPostgres) {
    const pg = await new tc.GenericContainer('postgres:17-alpine')
      .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
      .withExposedPorts(5432)
      .withWaitStrategy(tc.Wait.forLogMessage(/ready to accept connections/, 2))
      .start();
    started.push(pg);
    out.postgresUrl = `postgres://postgres:postgres@${pg.getHost()}:${pg.getMappedPort(5432)}/postgres`;
  }
  if (needNats) {
    const nats = await new tc.GenericContainer('nats:2.11-alpine').withCommand(['-js']).withExposedPorts(4222).start();
    started.push(nats);
    out.natsUrl = `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`;
  }
  return out;
}

/**
 * Real Postgres and NATS for one test file: a fresh database on the machine's server and a private
 * nats-server; containers only when neither is available here and a Docker engine is.
 */
export async function setUpInfra(): Promise<TestInfra> {
  const havePostgres = await postgresReachable();
  const haveNats = natsServerBinary() !== null;
  let containers: Containers | undefined;
  if (!havePostgres || !haveNats) {
    try {
      containers = await fromContainers(!havePostgres, !haveNats);
    } catch (e) {
      throw new Error(
        `Tests need PostgreSQL (DATABASE_URL or 127.0.0.1:5432) and a nats-server binary, or a Docker engine: ${(e as Error).message}`,
        { cause: e },
      );
    }
    if (containers.postgresUrl) process.env.DATABASE_URL = containers.postgresUrl;
  }
  const db = await createTestDatabase();
  const nats: TestNats = containers?.natsUrl
    ? {
        url: containers.natsUrl,
        stop: async () => undefined,
        restart: async () => undefined,
        close: async () => undefined,
      }
    : await startTestNats();
  return {
    db,
    nats,
    close: async () => {
      await nats.close();
      await db.drop();
      await containers?.stop();
    },
  };
}
