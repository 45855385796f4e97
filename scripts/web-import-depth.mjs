#!/usr/bin/env node
// How deep the web app's imports go: the longest chain of relative imports starting at src/main.tsx,
// counted in folders entered (one each time the next file lies in a different folder than the one
// before), and every file-level import cycle. A deep chain means a change at the bottom ripples
// through many layers; a cycle means two files cannot be understood (or loaded) one without the other.
//
//   node scripts/web-import-depth.mjs [srcDir] [--json]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.tsx?$/;
const TEST = /\.(spec|test)\.tsx?$|\.d\.ts$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every non-test .ts/.tsx file under `dir`, as absolute paths; `test/` folders hold test helpers only. */
export function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'test') out.push(...sourceFiles(path));
    } else if (SOURCE.test(name) && !TEST.test(name)) out.push(path);
  }
  return out.sort();
}

/** The relative specifiers a file imports: `import ... from`, `export ... from` and `import()`. */
export function importSpecifiers(text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((f) => f.fileName).filter((s) => s.startsWith('./') || s.startsWith('../'));
}

/** The source file a relative specifier names, or undefined for other files (CSS, JSON) and misses. */
export function resolveImport(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  if (SOURCE.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return undefined;
}

/** Map of file -> the source files it imports (relative imports only). */
export function importGraph(srcDir) {
  const graph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const targets = importSpecifiers(readFileSync(file, 'utf8'))
      .map((s) => resolveImport(file, s))
      .filter((t) => t !== undefined && !TEST.test(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * File-level import cycles: each group of files that import one another, directly or round about
 * (a strongly connected component of more than one file, or a file importing itself), sorted.
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const connect = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The longest import chain from `entry`, weighted by folders entered. An edge back into the current
 * path (a cycle) is not followed, so the measure is exact once the graph has no cycles.
 */
export function longestChain(graph, entry) {
  const best = new Map(); // file -> { depth, chain }
  const onPath = new Set();
  const walk = (file) => {
    if (best.has(file)) return best.get(file);
    onPath.add(file);
    let result = { depth: 0, chain: [file] };
    for (const next of graph.get(file) ?? []) {
      if (onPath.has(next)) continue;
      const sub = walk(next);
      const depth = sub.depth + (dirname(next) === dirname(file) ? 0 : 1);
      if (depth > result.depth) result = { depth, chain: [file, ...sub.chain] };
    }
    onPath.delete(file);
    best.set(file, result);
    return result;
  };
  return walk(entry);
}

/** Depth, chain and cycles of the app under `srcDir`, with paths relative to it. */
export function measureImportDepth(srcDir, entry = 'main.tsx') {
  const root = resolve(srcDir);
  const graph = importGraph(root);
  const rel = (file) => relative(root, file).split(sep).join('/');
  const { depth, chain } = longestChain(graph, join(root, entry));
  return {
    files: graph.size,
    depth,
    chain: chain.map(rel),
    cycles: findCycles(graph).map((cycle) => cycle.map(rel)),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const here = dirname(fileURLToPath(import.meta.url));
  const srcDir = args.find((a) => !a.startsWith('--')) ?? join(here, '..', 'apps', 'web', 'src');
  const result = measureImportDepth(srcDir);
  if (args.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(`${result.files} source files`);
    console.log(`import depth: ${result.depth} folders`);
    console.log(`longest chain:\n  ${result.chain.join('\n  -> ')}`);
    console.log(`cycles: ${result.cycles.length}`);
    for (const cycle of result.cycles) console.log(`  ${cycle.join(', ')}`);
  }
}
