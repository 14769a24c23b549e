// A CPU profile of the built server under load on one route, and where its time goes
// (issue 20.3: the per-request hooks measured one by one).
//
//   node bench/profile.mjs [path] [LOG_LEVEL]          default /api/health warn, 8 s, 50 connections
//   node bench/profile.mjs /api/offers/calculate       the price route (POST, pricing.mjs's bodies)
//   BENCH_SERVER=/tmp/before/apps/api/dist/server.js node bench/profile.mjs   (another build)
//   DATABASE_URL=postgres://… node bench/profile.mjs   (skips PGlite's start, which is in the profile too)
//
// The server runs with `--cpu-prof` (node's own sampling profiler; clinic is not needed) and
// writes the profile when it exits. Printed: the share of all samples of each function's own
// time ("self"), and "own" time: a function with what it calls, up to Fastify's hook runner
// (a synchronous hook calls the next one: that is not its cost). Shares include the start
// (module loading) and the idle time; compare shares within one run or one machine state.
//
// Instructions per request, whatever the machine's load (decision 0052): valgrind's callgrind,
// switched on after a warm-up, counts what the server executes for N requests (10 connections):
//
//   node bench/profile.mjs --callgrind [warn|info|bare]        GET /api/health (bare: bench/bare-fastify.mjs)
//   CG_REQUESTS=5000 CG_WARM=15000 BENCH_SERVER=… DATABASE_URL=postgres://… node bench/profile.mjs --callgrind info
//   node bench/profile.mjs --callgrind-price [warn|info]        POST /api/offers/calculate, pricing.mjs's 200
//                                                              bodies in turn: after the warm-up, kept answers (decision 0042)
//   CG_UNIQUE=1 node bench/profile.mjs --callgrind-price       each body made unique (pricing.mjs's calc-miss): no kept answer
//   node bench/profile.mjs --callgrind-book [warn|info]         POST /api/reservations, booking.mjs's bookings, into a new
//                                                              PostgreSQL database (DATABASE_URL's server or 127.0.0.1:5432),
//                                                              8,000 warm-up (3,000 left TurboFan compiling), 1,000 counted
//   CG_PERF_MAP=1 CG_TOP=60 node bench/profile.mjs --callgrind info   JS functions named (node --perf-basic-prof), top 60
//
// Printed: the total a request, and the same without V8's optimizing compiler (TurboFan,
// on a background thread: when a function gets optimized is timing, not cost) and without the
// major GC's concurrent marking and sweeping (one cycle or none falls in a window of this size):
// "rest" is the figure to compare between builds. Slow (valgrind): about 4 minutes a variant.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { bookingMaker, freshDatabase, pricingBodies, root, SERVER_NODE_ARGS, startServer } from './server.mjs';

if (process.argv[2] === '--callgrind' || process.argv[2] === '--callgrind-price' || process.argv[2] === '--callgrind-book') {
  const route = { '--callgrind': 'health', '--callgrind-price': 'price', '--callgrind-book': 'book' }[process.argv[2]];
  await callgrind(process.argv[3] ?? 'warn', route);
  process.exit(0);
}

async function callgrind(variant, route) {
  const price = route === 'price';
  const book = route === 'book';
  const port = Number(process.env.BENCH_PORT ?? 3305);
  const n = Number(process.env.CG_REQUESTS ?? (book ? 1000 : 5000));
  const dir = mkdtempSync(join(tmpdir(), 'parking-callgrind-'));
  const script = variant === 'bare' ? join(root, 'bench/bare-fastify.mjs') : (process.env.BENCH_SERVER ?? join(root, 'apps/api/dist/server.js'));
  const url = `http://127.0.0.1:${port}${variant === 'bare' ? '/' : '/api/health'}`;
  if ((price || book) && variant === 'bare') throw new Error('--callgrind-price and --callgrind-book run the built server: warn or info');
  // bookings go to a new PostgreSQL database (dropped at the end), next to DATABASE_URL's or the local one
  const db = book ? await freshDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'bench_cg_book') : null;
  const child = spawn('valgrind', ['--tool=callgrind', '--instr-atstart=no', '--smc-check=all-non-file', `--callgrind-out-file=${dir}/cg.%p`, process.execPath, ...SERVER_NODE_ARGS, ...(process.env.CG_PERF_MAP === '1' ? ['--perf-basic-prof'] : []), script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, RATE_LIMIT: 'off', LOG_LEVEL: variant === 'info' ? 'info' : 'warn', ...(db ? { DATABASE_URL: db.url } : {}) },
    stdio: ['ignore', variant === 'info' ? 'ignore' : 'inherit', 'ignore'],
  });
  for (const deadline = Date.now() + 300_000; ; ) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the server did not answer under valgrind');
    await new Promise((r) => setTimeout(r, 200));
  }
  // The price route: POST with pricing.mjs's bodies in turn (each checked to price once here).
  const bodies = price ? await pricingBodies(`http://127.0.0.1:${port}`) : null;
  // Bookings: booking.mjs's, each a different booking with its own Idempotency-Key.
  const maker = book ? await bookingMaker(`http://127.0.0.1:${port}`) : null;
  let i = 0;
  const unique = process.env.CG_UNIQUE === '1';
  const body = (n) => (unique ? `${bodies[n % bodies.length].slice(0, -1)},"ship":"cg-${n}"}` : bodies[n % bodies.length]);
  const load = (amount) =>
    autocannon(
      bodies
        ? {
            url: `http://127.0.0.1:${port}`,
            connections: 10,
            amount,
            requests: [{ method: 'POST', path: '/api/offers/calculate', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: body(i++) }) }],
          }
        : maker
          ? {
              url: `http://127.0.0.1:${port}`,
              connections: 10,
              amount,
              requests: [
                {
                  method: 'POST',
                  path: '/api/reservations',
                  setupRequest: (req) => {
                    const n = i++;
                    return { ...req, headers: { 'content-type': 'application/json', 'idempotency-key': `cg-book-${n}` }, body: JSON.stringify(maker.booking(n)) };
                  },
                },
              ],
            }
          : { url, connections: 10, amount },
    );
  // warm-up uninstrumented (JIT tiers reached), then 500 instrumented, not counted
  await load(Number(process.env.CG_WARM ?? (book ? 8000 : 15000)));
  execFileSync('callgrind_control', ['-i', 'on', String(child.pid)], { stdio: 'ignore' });
  await load(500);
  execFileSync('callgrind_control', ['-z', String(child.pid)], { stdio: 'ignore' });
  const r = await load(n);
  execFileSync('callgrind_control', ['-d', String(child.pid)], { stdio: 'ignore' });
  child.kill('SIGTERM');
  await new Promise((res) => child.once('exit', res));
  await db?.drop();
  const file = readdirSync(dir).find((f) => /^cg\.\d+\.1$/.test(f));
  if (!file) throw new Error(`no callgrind dump in ${dir}`);
  const text = execFileSync('callgrind_annotate', ['--threshold=100', join(dir, file)], { maxBuffer: 1 << 28 }).toString();
  const by = { total: 0, turbofan: 0, majorGc: 0 };
  const jsName = perfMapNames(file);
  const rest = new Map();
  for (const line of text.split('\n')) {
    const m = /^ *([\d,]+) \([ \d.]+%\) +(.*)$/.exec(line);
    if (!m || m[2].startsWith('PROGRAM')) continue;
    const ir = Number(m[1].replaceAll(',', ''));
    by.total += ir;
    if (/compiler::|OptimizedCompilationJob/.test(m[2])) by.turbofan += ir;
    // the major GC's marking, sweeping and compaction (and the page bookkeeping they do): one cycle or none falls in a window
    else if (/Concurrent|Sweep|Marking|MarkCompact|Evacuat|MemoryChunk|ActiveSystemPages|__popcountdi2/.test(m[2])) by.majorGc += ir;
    else {
      const name = jsName(m[2]);
      rest.set(name, (rest.get(name) ?? 0) + ir);
    }
  }
  const top = [...rest].map(([name, ir]) => [ir, name]).sort((a, b) => b[0] - a[0]);
  const per = (x) => (x / n).toFixed(0).padStart(7);
  console.log(`${price ? (unique ? 'calc-miss ' : 'calculate ') : book ? 'booking ' : ''}${variant}: ${r.requests.total} requests (2xx ${r['2xx']}), instructions a request: total ${per(by.total)}, TurboFan ${per(by.turbofan)}, major GC ${per(by.majorGc)}, rest ${per(by.total - by.turbofan - by.majorGc)}`);
  console.log(`dump: ${join(dir, file)}; largest of the rest:`);
  for (const [ir, name] of top.slice(0, Number(process.env.CG_TOP ?? 15))) console.log(per(ir), name.replace(/ \[.*$/, '').slice(0, 120));

  /**
   * CG_PERF_MAP=1: node ran with --perf-basic-prof, which writes where it put each compiled JS
   * function (/tmp/perf-<pid>.map); callgrind names that code `???:0x…` only. Each such
   * address is named after the function whose code holds it (its last one there), the
   * functions summed by name and file (not by line: a function compiled twice is one).
   */
  function perfMapNames(dump) {
    const pid = /^cg\.(\d+)\./.exec(dump)[1];
    let entries = [];
    try {
      if (process.env.CG_PERF_MAP === '1') {
        entries = readFileSync(`/tmp/perf-${pid}.map`, 'utf8')
          .split('\n')
          .map((l) => /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(l))
          .filter(Boolean)
          .map((m) => [Number.parseInt(m[1], 16), Number.parseInt(m[2], 16), m[3].replace(/:\d+:\d+$/, '')])
          .sort((a, b) => a[0] - b[0]);
      }
    } catch {}
    return (name) => {
      const a = /^\?\?\?:0x([0-9a-f]+)/.exec(name);
      if (!a || entries.length === 0) return name;
      const addr = Number.parseInt(a[1], 16);
      let lo = 0;
      let hi = entries.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (entries[mid][0] <= addr) lo = mid;
        else hi = mid - 1;
      }
      const [start, size, fn] = entries[lo];
      return addr >= start && addr < start + size ? `JS ${fn}` : name;
    };
  }
}

const port = Number(process.env.BENCH_PORT ?? 3305);
const path = process.argv[2] ?? '/api/health';
const level = process.argv[3] ?? 'warn';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const dir = mkdtempSync(join(tmpdir(), 'parking-profile-'));
process.env.BENCH_NODE_ARGS = `${process.env.BENCH_NODE_ARGS ?? ''} --cpu-prof --cpu-prof-dir=${dir}`;
const s = await startServer({ port, env: { LOG_LEVEL: level }, stdout: level === 'warn' ? 'inherit' : 'ignore' });
// The price route is a POST: the load is pricing.mjs's 200 varied bodies.
const base = `http://127.0.0.1:${port}`;
const bodies = path === '/api/offers/calculate' ? await pricingBodies(base) : null;
let i = 0;
const opts = bodies
  ? { url: base, requests: [{ method: 'POST', path, headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: bodies[i++ % bodies.length] }) }] }
  : { url: `${base}${path}` };
await autocannon({ ...opts, connections: 50, duration: 2 });
const r = await autocannon({ ...opts, connections: 50, duration: seconds });
console.log(`${path} LOG_LEVEL=${level}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms`);
await s.stop();

const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${dir}`);
console.log(`profile: ${join(dir, file)}`);
const p = JSON.parse(readFileSync(join(dir, file), 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const time = new Map();
for (let i = 0; i < p.samples.length; i++) time.set(p.samples[i], (time.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
let total = 0;
for (const t of time.values()) total += t;
const key = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace(/.*\/(dist)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
const RUNNER = /^(next|handleResolve|hookRunner|onSendHookRunner|hookIterator|onResponseHookIterator) /;
const self = new Map();
const own = new Map();
for (const [id, t] of time) {
  const leaf = key(byId.get(id));
  self.set(leaf, (self.get(leaf) ?? 0) + t);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = key(byId.get(cur));
    if (RUNNER.test(k)) break;
    if (seen.has(k)) continue;
    seen.add(k);
    own.set(k, (own.get(k) ?? 0) + t);
  }
}
const pct = (t) => `${((t / total) * 100).toFixed(1).padStart(5)}%`;
console.log(`${(total / 1e6).toFixed(1)} s sampled; idle ${pct(self.get('(idle) :0') ?? 0)}`);
console.log('--- self time, top 25');
for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(pct(t), k);
console.log('--- own time (with callees, up to the hook runner), top 40 of the server and pino');
for (const [k, t] of [...own].filter(([k]) => /dist\/|pino|redact|sonic-boom|helmet/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(pct(t), k);
