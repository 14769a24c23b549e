#!/usr/bin/env node
// Folder-level import loops under source trees (default: the three trees apps/web/src,
// apps/api/src and packages/domain/src): every folder is a node
// (a file directly in the tree is a node of its own), every relative import from a file in folder A of a file in folder B (A != B) is an edge
// A -> B. A loop (a strongly connected set of two or more folders) fails with exit 1 and the
// imports that make it. `import type`, `export ... from`, dynamic `import()` and CSS modules
// count: a loop of types or styles is still a loop between folders.
// Only production files count: tests (`*.test.ts(x)`, `*.spec.ts`), test helpers (`test-*.ts`,
// `test-utils.tsx`, `test-setup.ts`) and folders named `test` are leaves that import the code they
// test (an api test builds the whole app), and nothing of the product imports them.
// Usage: node scripts/check-import-cycles.mjs [dir ...]   (decisions 0010 and 0021)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const TREES = ['apps/web/src', 'apps/api/src', 'packages/domain/src'];
const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const TRY = ['', '.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** A test, a test helper or a test folder: not part of the product's import graph. */
export function isTestFile(name) {
  return /\.(test|spec)\.[a-z]+$/.test(name) || /^test-/.test(name) || name === 'test-utils.tsx' || name === 'test-setup.ts';
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'test' || name === '__fixtures__') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts') && !isTestFile(name)) out.push(p);
  }
  return out;
}

/** Block comments and whole-line comments out (a `//` inside a string such as a URL stays). */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/^\s*\/\/.*$/gm, '');
}

const SPECIFIERS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g, // import x from '...', export { x } from '...'
  /\bimport\s*['"]([^'"]+)['"]/g, // import './side-effect'
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // import('...')
];

export function specifiersOf(text) {
  const code = withoutComments(text);
  const found = [];
  for (const re of SPECIFIERS) for (const m of code.matchAll(re)) found.push(m[1]);
  return found;
}

function resolveRelative(fromFile, spec) {
  if (!spec.startsWith('./') && !spec.startsWith('../')) return null;
  const base = resolve(dirname(fromFile), spec);
  for (const suffix of TRY) {
    const p = base + suffix;
    if (existsSync(p) && statSync(p).isFile()) return p;
  }
  return null;
}

/** Tarjan's strongly connected components. */
function components(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const idx = new Map();
  const low = new Map();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      out.push(scc);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

/** A shortest loop through `start` inside one component (breadth-first). */
function loopThrough(graph, members, start) {
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [v];
        for (let p = prev.get(v); p !== null; p = prev.get(p)) path.unshift(p);
        return [...path, start];
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

export function folderLoops(dir) {
  const abs = resolve(root, dir);
  // A file directly in the scanned folder (main.tsx, test-utils.tsx) is a node of its own, so
  // tests using test-utils and main.tsx using app make no loop through '.'.
  const folderOf = (file) => relative(abs, dirname(file)).split(sep).join('/') || `./${relative(abs, file)}`;
  /** folder -> folder -> an import making the edge */
  const graph = new Map();
  for (const file of walk(abs)) {
    const from = folderOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const spec of specifiersOf(readFileSync(file, 'utf8'))) {
      const target = resolveRelative(file, spec);
      if (!target || !target.startsWith(abs + sep)) continue;
      const to = folderOf(target);
      if (to === from) continue;
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, { text: `${relative(root, file)} imports '${spec}'` });
      if (!graph.has(to)) graph.set(to, new Map());
    }
  }
  return components(graph)
    .filter((scc) => scc.length > 1)
    .map((scc) => {
      const members = new Set(scc);
      const loop = loopThrough(graph, members, [...scc].sort()[0]);
      const edges = loop.slice(1).map((to, i) => graph.get(loop[i]).get(to).text);
      return { folders: [...scc].sort(), loop, edges };
    });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  let count = 0;
  for (const dir of dirs.length ? dirs : TREES) {
    const loops = folderLoops(dir);
    count += loops.length;
    for (const l of loops) {
      console.log(`import loop in ${dir} between ${l.folders.length} folders: ${l.folders.join(', ')}`);
      console.log(`  for example ${l.loop.join(' -> ')}`);
      for (const e of l.edges) console.log(`    ${e}`);
    }
    if (loops.length === 0) console.log(`no folder import loop in ${dir}`);
  }
  process.exit(count > 0 ? 1 : 0);
}
