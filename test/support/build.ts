import { spawnSync } from 'node:child_process';
import { mkdirSync, rmdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const LOCK = `${repoRoot}.build-lock`;
const STALE_LOCK_MS = 180_000;

/**
 * Builds the services into dist (incremental, quick when nothing changed), for tests that run them as
 * their own processes. Test files run in parallel workers, and two `tsc -b` writing the same outputs at
 * once could hand one of them a half-written file, so builds take turns behind a lock directory.
 */
export async function buildServices(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmdirSync(LOCK);
      } catch {
        // The holder removed it in the meantime; try again.
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    const build = spawnSync('npx', ['tsc', '-b', 'tsconfig.build.json'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  } finally {
    rmdirSync(LOCK);
  }
}
