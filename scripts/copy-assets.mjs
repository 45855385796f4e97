// tsc compiles only .ts files; data files the services read at run time (the bundled instrument
// master) are copied beside the compiled code here.
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ASSET = /\.(csv|json)$/;

function copyAssets(src, dist) {
  for (const entry of readdirSync(src, { withFileTypes: true })) {
    const from = join(src, entry.name);
    if (entry.isDirectory()) copyAssets(from, join(dist, entry.name));
    else if (ASSET.test(entry.name)) cpSync(from, join(dist, entry.name));
  }
}

for (const app of readdirSync(join(root, 'apps'))) {
  const src = join(root, 'apps', app, 'src');
  if (app !== 'web' && existsSync(src)) copyAssets(src, join(root, 'apps', app, 'dist'));
}
