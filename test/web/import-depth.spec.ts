import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Measure {
  files: number;
  depth: number;
  chain: string[];
  cycles: string[][];
}

// The script is plain JavaScript run by node; loading it by URL keeps the type checker out of it.
const script = pathToFileURL(join(process.cwd(), 'scripts', 'web-import-depth.mjs')).href;
const { measureImportDepth } = (await import(script)) as { measureImportDepth: (srcDir: string) => Measure };

/** The web app may enter at most this many folders below main.tsx's on one import chain. */
const MAX_DEPTH = 6;

function writeTree(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

describe('web import depth', () => {
  const web = measureImportDepth(join(process.cwd(), 'apps', 'web', 'src'));

  it(`enters at most ${MAX_DEPTH} folders on any import chain from main.tsx`, () => {
    expect(web.chain[0]).toBe('main.tsx');
    // A failure prints the chain, which says where to cut.
    const chain = web.chain.join(' -> ');
    expect({ depth: web.depth, chain }).toEqual({ depth: Math.min(web.depth, MAX_DEPTH), chain });
  });

  it('has no file-level import cycle', () => {
    expect(web.cycles).toEqual([]);
  });
});

describe('the import depth measure', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'import-depth-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('counts one for each change of folder along the longest chain', () => {
    const src = join(root, 'layers');
    writeTree(src, {
      'main.tsx': "import './main.css';\nimport { App } from './app/App';\nexport const root = App;\n",
      'main.css': 'body {}\n',
      'app/App.tsx': "export const App = () => import('../pages/home/HomePage');\n",
      'pages/home/HomePage.tsx': "export { HomePage } from '../../features/news';\n",
      'features/news/index.ts': "export { HomePage } from './HomePage';\n",
      // Same folder: no extra count.
      'features/news/HomePage.tsx': "import { get } from '../../shared/api/client';\nexport const HomePage = get;\n",
      'shared/api/client.ts': "import { config } from '../config';\nexport const get = () => config;\n",
      'shared/config.ts': 'export const config = 1;\n',
      // A shorter branch, and test files that would make the chain longer if they counted.
      'app/short.ts': "import '../shared/config';\n",
      'features/news/HomePage.spec.tsx': "import '../../test/deep/a/b';\nimport './HomePage';\n",
      'test/deep/a/b.ts': 'export {};\n',
    });
    const m = measureImportDepth(src);
    expect(m.chain).toEqual([
      'main.tsx',
      'app/App.tsx',
      'pages/home/HomePage.tsx',
      'features/news/index.ts',
      'features/news/HomePage.tsx',
      'shared/api/client.ts',
      'shared/config.ts',
    ]);
    // app, pages/home, features/news, shared/api, shared: five folders entered.
    expect(m.depth).toBe(5);
    expect(m.cycles).toEqual([]);
  });

  it('reports each group of files that import one another as one cycle', () => {
    const src = join(root, 'cycle');
    writeTree(src, {
      'main.tsx': "import { a } from './grid/a';\nexport const x = a;\n",
      'grid/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'grid/b.ts': "import { c } from '../registry/c';\nexport const b = () => c;\n",
      'registry/c.ts': "export { a as c } from '../grid/a';\n",
      'grid/self.ts': "import './self';\nexport {};\n",
    });
    const m = measureImportDepth(src);
    expect(m.cycles).toEqual([['grid/a.ts', 'grid/b.ts', 'registry/c.ts'], ['grid/self.ts']]);
    // The chain stops where it would come back round: main -> grid -> grid -> registry.
    expect(m.chain).toEqual(['main.tsx', 'grid/a.ts', 'grid/b.ts', 'registry/c.ts']);
    expect(m.depth).toBe(2);
  });
});
