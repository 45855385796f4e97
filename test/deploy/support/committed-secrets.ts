import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A secret-looking value committed to the repository, and where it was seen. */
export interface CommittedSecret {
  value: string;
  where: string;
}

/**
 * Files an operator copies from or a deployment ships: manifests, compose, docs, env examples and
 * the product's source with its defaults. Test fixtures are left out: tests run outside production,
 * and some deliberately pass a well-formed secret to prove a good one is accepted.
 */
function scannedFiles(): string[] {
  const tracked = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard']).split('\0').filter(Boolean);
  return tracked.filter(
    (f) =>
      !f.startsWith('test/') &&
      !/\.(spec|e2e-spec|browser-spec|test)\.tsx?$/.test(f) &&
      !f.endsWith('package-lock.json') &&
      /(\.(ya?ml|md|ts|tsx|js|mjs|json|sh|env|example|sample)|Dockerfile|\.env[^/]*)$/.test(f),
  );
}

/** Upper-case variable names that hold secrets; `_FILE` variables hold paths, not secrets. */
const SECRET_NAME = '[A-Z0-9_]*(?:SECRET|PASSWORD|PASSWD|TOKEN|API_KEY)(?!_FILE)[A-Z0-9_]*';
/** In code a secret is a whole string literal; in config files (YAML, env, docs) it may be bare. */
const CODE_VALUE = `['"\`]([^'"\`\\s]+)['"\`]`;
const CONFIG_VALUE = `['"\`]?([^'"\`\\s},;)]+)`;
const patterns = (value: string) => [
  // NAME=value, NAME: value, NAME = 'value', NAME: ${NAME:-value} (a compose default)
  new RegExp(`\\b${SECRET_NAME}\\s*[:=]\\s*(?:\\$\\{${SECRET_NAME}:?-)?${value}`, 'g'),
  // a password inside a postgres URL
  /postgres(?:ql)?:\/\/[^:\s/@'"`]+:([^@\s'"`]+)@/g,
  // password: 'value' (demo accounts and the like)
  new RegExp(`\\bpassword\\s*[:=]\\s*${CODE_VALUE}`, 'g'),
];
const CODE = /\.(ts|tsx|js|mjs)$/;

/** Values that are references, not secrets: shell or compose variables, command output, paths, numbers. */
function isReference(value: string): boolean {
  return /^[$/<%]|^[A-Z][A-Z0-9_]*$|^[\d_.]+$/.test(value);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function scanText(text: string, code: boolean, where: string, found: Map<string, CommittedSecret>): void {
  for (const pattern of patterns(code ? CODE_VALUE : CONFIG_VALUE)) {
    for (const match of text.matchAll(pattern)) {
      const value = decodeURIComponentSafe(match[1]);
      if (isReference(value) || found.has(value)) continue;
      const line = text.slice(0, match.index).split('\n').length;
      found.set(value, { value, where: where.startsWith('git history') ? where : `${where}:${line}` });
    }
  }
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

/**
 * Every secret-looking value in the files above, and in the lines the history ever added to them:
 * a value removed from a file is still published. (A shallow clone simply has less history to read.)
 */
export function committedSecrets(): CommittedSecret[] {
  const found = new Map<string, CommittedSecret>();
  const files = scannedFiles();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(repoRoot, file), 'utf8');
    } catch {
      continue; // deleted in the work tree but still in the index
    }
    scanText(text, CODE.test(file), file, found);
  }
  for (const code of [false, true]) {
    const paths = code ? ['*.ts', '*.mjs', '*.js'] : ['*.yml', '*.yaml', '*.md', '*.env*', 'Dockerfile', '*.sh'];
    const pathspecs = [...paths.map((p) => `:(glob)**/${p}`), ':(exclude)test/**', ':(exclude,glob)**/*spec.ts'];
    const added = git(['log', '-p', '--format=', '--', ...pathspecs])
      .split('\n')
      .filter((l) => l.startsWith('+') && !l.startsWith('+++'))
      .join('\n');
    scanText(added, code, `git history of ${code ? 'source' : 'config and docs'}`, found);
  }
  return [...found.values()];
}
