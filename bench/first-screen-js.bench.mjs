// The JavaScript a browser must fetch before the first screen shows, measured from the build (Vite's
// manifest): the entry and everything it imports statically, for the sign-in screen; plus the Overview
// page's chunk and its static imports, for an investor's first screen after signing in. Each file gzipped
// at the level a server typically uses (6). The baseline is the entry chunk alone. Goal (issue 23): at
// most 200 KB gzip. Needs the built web app (npm run bench builds it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, report } from './report.mjs';

const DIST = join(process.cwd(), 'apps', 'web', 'dist');
const GOAL_KB = 200;
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));

/** The chunk files a manifest key pulls in through static imports, itself included. */
function staticClosure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const k of chunk.imports ?? []) staticClosure(k, into);
  return into;
}

const gzipKb = (files) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(DIST, f)), { level: 6 }).length, 0) / 1024;
const rawKb = (files) => [...files].reduce((sum, f) => sum + readFileSync(join(DIST, f)).length, 0) / 1024;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryOnly = new Set([manifest[entryKey].file]);
const signIn = staticClosure(entryKey);
const overview = staticClosure('src/pages/overview/OverviewPage.tsx', new Set(signIn));
const row = (name, files) => [name, String(files.size), fmt(rawKb(files), 1), fmt(gzipKb(files), 1)];
const verdict = (files) => (gzipKb(files) <= GOAL_KB ? 'PASS' : 'FAIL');

report({
  title: "First screen's JavaScript",
  setup: `From the build's manifest (apps/web/dist/.vite/manifest.json): static imports only, as the browser fetches them before the screen renders; gzip level 6.`,
  head: ['screen', 'files', 'KB', 'KB gzip'],
  rows: [
    row('entry chunk alone (baseline)', entryOnly),
    row('sign-in screen: entry and its static imports', signIn),
    row('Overview after signing in: plus its page chunk', overview),
  ],
  notes: [
    `Goal: at most ${GOAL_KB} KB gzip: sign-in ${fmt(gzipKb(signIn), 1)} KB ${verdict(signIn)}, Overview ${fmt(gzipKb(overview), 1)} KB ${verdict(overview)}.`,
  ],
});
