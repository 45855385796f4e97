import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { buildServices, repoRoot } from '../support/build.js';

/**
 * Loads a module of the build in a fresh Node process and answers the CommonJS packages it pulled in
 * (TypeORM and node-postgres are CommonJS, so an ESM import of them lands in the require cache too).
 */
function packagesLoadedBy(modulePath: string): string[] {
  const script = `
    import { createRequire } from 'node:module';
    await import(${JSON.stringify(`${repoRoot}${modulePath}`)});
    const names = new Set();
    for (const file of Object.keys(createRequire(import.meta.url).cache)) {
      const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(file.slice(file.lastIndexOf('node_modules/')));
      if (m) names.add(m[1]);
    }
    console.log(JSON.stringify([...names]));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as string[];
}

const DATABASE_PACKAGES = ['typeorm', 'pg', '@nestjs/typeorm'];

beforeAll(async () => {
  await buildServices();
}, 180_000);

describe('the gateway, which owns no schema', () => {
  it('loads no TypeORM and no database driver', () => {
    const loaded = packagesLoadedBy('apps/gateway/dist/bootstrap.js');
    // The gateway's own stack is there, so the check sees what a module graph pulls in.
    expect(loaded).toEqual(expect.arrayContaining(['express', '@nats-io/nats-core', 'jsonwebtoken']));
    expect(loaded.filter((p) => DATABASE_PACKAGES.includes(p))).toEqual([]);
  });

  it('would be caught importing the whole of @app/common, which a service needs and loads TypeORM', () => {
    const loaded = packagesLoadedBy('libs/common/dist/index.js');
    expect(loaded).toEqual(expect.arrayContaining(['typeorm', 'pg']));
  });
});
