import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse, parseAllDocuments } from 'yaml';
import { SERVICE_NODE_OPTIONS, nodeOptionsFor } from '../../scripts/service-node-options.mjs';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const APPS = ['gateway', 'auth', 'portfolio', 'market', 'settings', 'alerts'];
const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), {
  merge: true,
}) as { services: Record<string, { environment?: Record<string, string> }> };
const deployment = (app: string): Obj =>
  parseAllDocuments(readFileSync(new URL(`../../k8s/base/${app}.yaml`, import.meta.url), 'utf8'))
    .map((d) => d.toJSON() as Obj)
    .find((d) => d?.kind === 'Deployment') as Obj;
const k8sEnv = (app: string, name: string) =>
  (deployment(app).spec.template.spec.containers[0].env as { name: string; value?: string }[]).find(
    (e) => e.name === name,
  )?.value;

// Fills the young generation with objects that live a little while, then reports its size in MB.
const NEW_SPACE_PROBE = `
const keep = [];
for (let r = 0; r < 120; r++) { const a = []; for (let i = 0; i < 200000; i++) a.push({ i }); keep.push(a); if (keep.length > 3) keep.shift(); }
console.log(require('v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576);`;
const newSpaceMb = (nodeOptions: string | undefined) =>
  Number(
    execFileSync(process.execPath, ['-e', NEW_SPACE_PROBE], {
      env: { PATH: process.env.PATH, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
      encoding: 'utf8',
    }),
  );

describe('the Node options each service starts with', () => {
  it.each(APPS)('are the same for %s in docker-compose.yml, k8s/base and npm start', (app) => {
    expect(compose.services[app].environment?.NODE_OPTIONS).toBe(SERVICE_NODE_OPTIONS[app]);
    expect(k8sEnv(app, 'NODE_OPTIONS')).toBe(SERVICE_NODE_OPTIONS[app]);
  });

  it("put the service's own first, so that an operator's value of the same option wins", () => {
    expect(nodeOptionsFor('portfolio', undefined)).toBe('--max-semi-space-size=64');
    expect(nodeOptionsFor('portfolio', '--max-semi-space-size=16')).toBe(
      '--max-semi-space-size=64 --max-semi-space-size=16',
    );
    expect(nodeOptionsFor('gateway', '--enable-source-maps')).toBe('--enable-source-maps');
    expect(nodeOptionsFor('gateway', undefined)).toBeUndefined();
  });

  it("give the portfolio four times V8's young generation, and Node takes them from NODE_OPTIONS", () => {
    expect(newSpaceMb(undefined)).toBeLessThanOrEqual(32);
    expect(newSpaceMb(nodeOptionsFor('portfolio', undefined))).toBeGreaterThan(32);
    expect(newSpaceMb(nodeOptionsFor('portfolio', '--max-semi-space-size=16'))).toBeLessThanOrEqual(32);
  }, 30_000);
});
