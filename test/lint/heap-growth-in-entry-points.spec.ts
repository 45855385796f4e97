import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// V8 flags cannot go in NODE_OPTIONS, so the processes set the heap's growth themselves, first thing in
// their entry points (libs/common/src/runtime/heap-growth.ts says why alerts is left out).
const entryPoint = (app: string) => readFileSync(join(process.cwd(), 'apps', app, 'src', 'main.ts'), 'utf8');
const CALL = /^tuneHeapForServing\(\);$/m;

describe('the heap growth in the entry points', () => {
  it.each(['gateway', 'auth', 'settings', 'portfolio', 'market'])(
    'lets %s double its old generation before it reads its configuration',
    (app) => {
      const source = entryPoint(app);
      const call = source.search(CALL);
      expect(call).toBeGreaterThan(-1);
      expect(call).toBeLessThan(source.indexOf('const config ='));
    },
  );

  it("leaves alerts, whose heap holds every armed target, to V8's own sizing", () => {
    expect(entryPoint('alerts')).not.toMatch(CALL);
  });
});
