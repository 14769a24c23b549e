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
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pricingBodies, startServer } from './server.mjs';

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
