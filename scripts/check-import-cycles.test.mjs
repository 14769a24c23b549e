// The loop check of `npm test` (decision 0021) must fail on a loop: a deliberate one in a tree of
// its own, the three real trees clean, and test files never making a loop.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderLoops, TREES } from './check-import-cycles.mjs';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-import-cycles.mjs');

function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'loops-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

// Each test starts a Node process of the check: under npm test's load (Vitest beside the browser
// tests, decision 0050) that alone took 7.6 s once, past Vitest's 5 s default.
describe('folder import loops', { timeout: 30_000 }, () => {
  it('finds a deliberate loop between two folders and names the imports that make it', () => {
    const dir = tree({
      'a/one.ts': "import { two } from '../b/two';\nexport const one = two + 1;\n",
      'b/two.ts': "import type { One } from '../a/types';\nexport const two = 2;\n",
      'a/types.ts': 'export type One = number;\n',
    });
    const loops = folderLoops(dir);
    expect(loops).toHaveLength(1);
    expect(loops[0].folders).toEqual(['a', 'b']);
    expect(loops[0].edges.join('\n')).toMatch(/b\/two\.ts imports '\.\.\/a\/types'/);
    const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/import loop in .* between 2 folders: a, b/);
  });

  it('finds a loop through three folders and through dynamic imports and re-exports', () => {
    const dir = tree({
      'a/x.ts': "export { y } from '../b/y';\n",
      'b/y.ts': "export const y = () => import('../c/z');\n",
      'c/z.ts': "import '../a/x';\n",
    });
    expect(folderLoops(dir).map((l) => l.folders)).toEqual([['a', 'b', 'c']]);
  });

  it('does not count tests, test helpers or test folders: they import the code they test', () => {
    const dir = tree({
      'a/one.ts': "import { two } from '../b/two';\nexport const one = two;\n",
      'b/two.ts': 'export const two = 2;\n',
      'b/two.test.ts': "import { one } from '../a/one';\n",
      'b/test-helpers.ts': "import { one } from '../a/one';\n",
      'test/setup.ts': "import { one } from '../a/one';\nimport { two } from '../b/two';\n",
      'a/uses-test.ts': "import '../test/setup';\n",
    });
    expect(folderLoops(dir)).toEqual([]);
  });

  it.each(TREES)('%s has no folder loop among its production files', (dir) => {
    const loops = folderLoops(dir);
    expect(loops.map((l) => `${l.loop.join(' -> ')}\n  ${l.edges.join('\n  ')}`)).toEqual([]);
  });
});
