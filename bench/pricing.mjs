// Price route against the health route in one run, same server, same connections.
// Budget: calculate keeps at least 40% of health's throughput, p99 under 50 ms at 50 connections.
// "calculate" repeats 200 varied bodies, as travellers repeat their searches: after the first
// round most answers come from the answer cache (decision 0042). "calc-miss" sends the same
// bodies each made unique (a `ship` name per request: a field the key keeps, unlike the visit's
// absuid), so no answer is reused: the uncached cost.
// `npm run bench:pricing` (PGlite) or `DATABASE_URL=postgres://… npm run bench:pricing`.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { PIN, pricingBodies, startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3302);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const server = await startServer({ port });
const base = `http://127.0.0.1:${port}`;

const bodies = await pricingBodies(base);

/** The server's CPU time so far (user + system, ms; Linux /proc, 10 ms ticks). */
function cpuMs() {
  const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// CPU per request beside req/s: on a shared machine req/s says how much CPU the server got,
// CPU per request what a request costs.
async function load(title, opts) {
  const cpu0 = cpuMs();
  const r = await autocannon({ url: base, connections, duration, ...opts });
  const cpuUs = ((cpuMs() - cpu0) * 1000) / r.requests.total;
  const row = { title, rps: r.requests.average, cpuUs, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
  console.log(`${title.padEnd(10)} ${row.rps.toFixed(0).padStart(7)} req/s  CPU ${cpuUs.toFixed(1)} us/req  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  non-2xx ${row.non2xx}`);
  return row;
}

let i = 0;
const health = await load('health', { requests: [{ method: 'GET', path: '/api/health' }] });
const price = await load('calculate', {
  requests: [
    {
      method: 'POST',
      path: '/api/offers/calculate',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({ ...req, body: bodies[i++ % bodies.length] }),
    },
  ],
});
let n = 0;
const miss = await load('calc-miss', {
  requests: [
    {
      method: 'POST',
      path: '/api/offers/calculate',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => {
        const body = bodies[n % bodies.length];
        return { ...req, body: `${body.slice(0, -1)},"ship":"bench-${n++}"}` };
      },
    },
  ],
});
await server.stop();
const ratio = price.rps / health.rps;
// Other processes on the same cores skew both routes: the load average says how much.
console.log(`machine: ${cpus().length} x ${cpus()[0]?.model}, node ${process.version}, ${PIN ? 'pinned (server core 1, load core 0), ' : ''}${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${duration} s each, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`ratio calculate/health: ${(ratio * 100).toFixed(1)}% by req/s, ${((health.cpuUs / price.cpuUs) * 100).toFixed(1)}% by CPU per request (aim >= 40%; issue 20: >= 50%), calculate p99 ${price.p99} ms (aim < 50 ms; issue 20: <= 10 ms)`);
console.log(`uncached (calc-miss)/health: ${((miss.rps / health.rps) * 100).toFixed(1)}% by req/s, ${((health.cpuUs / miss.cpuUs) * 100).toFixed(1)}% by CPU per request, p99 ${miss.p99} ms`);
