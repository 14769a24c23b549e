// What every request costs (issue 20.3): GET /api/health against a bare Fastify hello world
// (logs off in both), and the health route with request logging on (LOG_LEVEL=info, the
// default `npm start`) against LOG_LEVEL=warn. Each server is its own child process with
// npm start's node flags; the runs alternate (bare, warn, info, then again) and the figures
// are the medians over the rounds, so a neighbour's load hits every variant alike.
//
//   npm run build -w @parking/api && node bench/requests.mjs
//   BENCH_ROUNDS=3 BENCH_SECONDS=10 BENCH_CONNECTIONS=50 node bench/requests.mjs
//   BENCH_SERVER=/tmp/before/apps/api/dist/server.js node bench/requests.mjs   (another build)
//   BENCH_PIN=1 node bench/requests.mjs   (server on core 1, load on core 0: bench/server.mjs)
//   BENCH_BEFORE=/work/before/apps/api/dist/server.js node bench/requests.mjs   (that build too, in the same rounds)
//
// Goals: health >= 70% of bare Fastify; logging costs <= 10% (info >= 90% of warn). The log
// lines of the info run go to a file (as a process manager or a container runtime takes
// them), and the script counts them: one line per request.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PIN, root, SERVER_NODE_ARGS, serverCommand, startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3304);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const nodeArgs = [...(process.env.BENCH_PLAIN_NODE === '1' ? [] : SERVER_NODE_ARGS), ...(process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)];
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), 'parking-bench-requests-'));

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startBare() {
  const [cmd, args] = serverCommand([...nodeArgs, join(root, 'bench/bare-fastify.mjs')]);
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bare fastify exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('bare fastify did not answer within 30 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

// The server's CPU time per answered request is measured beside the throughput: on a machine
// shared with other work, req/s says how much CPU the server was given, CPU per request what
// a request costs (the figure the ratios are computed from when the load average is high).
async function load(path, pid) {
  // a short warm-up (JIT, connection pool), not counted
  const warm = await autocannon({ url: `${base}${path}`, connections, duration: 2 });
  const cpu0 = cpuMs(pid);
  const r = await autocannon({ url: `${base}${path}`, connections, duration });
  const cpuUs = ((cpuMs(pid) - cpu0) * 1000) / r.requests.total;
  return { rps: r.requests.average, cpuUs, answered: warm.requests.total + r.requests.total, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

// BENCH_BEFORE=<another build's server.js>: that build's warn and info run in the same rounds,
// between this build's, so both builds meet the same machine (the ratios printed for each)
const before = process.env.BENCH_BEFORE;
const variants = {
  async bare() {
    const s = await startBare();
    try {
      return await load('/', s.pid);
    } finally {
      await s.stop();
    }
  },
  async warn(script) {
    const s = await startServer({ port, env: { LOG_LEVEL: 'warn' }, script });
    try {
      return await load('/api/health', s.pid);
    } finally {
      await s.stop();
    }
  },
  async info(script) {
    const file = join(dir, `info-${Date.now()}.log`);
    const fd = openSync(file, 'w');
    const s = await startServer({ port, env: { LOG_LEVEL: 'info' }, stdout: fd, script });
    closeSync(fd);
    let row;
    let stopped = false;
    try {
      // requests made while starting (readiness polls) are logged too: count from here
      const before = readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
      row = await load('/api/health', s.pid);
      // stopped first, so every line is on disk
      await s.stop();
      stopped = true;
      const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
      const requestLines = lines.slice(before).filter((l) => l.includes('"reqId"')).length;
      row.logLines = requestLines;
      row.logBytes = lines.slice(before).reduce((n, l) => n + l.length + 1, 0);
      row.sample = lines.slice(before).find((l) => l.includes('"/api/health"'));
    } finally {
      if (!stopped) await s.stop();
    }
    return row;
  },
};

if (before) {
  variants.warnB = () => variants.warn(before);
  variants.infoB = () => variants.info(before);
}
const results = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
const load0 = loadavg();
for (let round = 1; round <= rounds; round++) {
  for (const name of Object.keys(variants)) {
    const row = await variants[name](undefined);
    results[name].push(row);
    const extra = row.logLines !== undefined ? `  log lines ${row.logLines} (${(row.logBytes / Math.max(1, row.logLines)).toFixed(0)} B each)` : '';
    console.log(
      `round ${round} ${name.padEnd(6)} ${row.rps.toFixed(0).padStart(7)} req/s  CPU ${row.cpuUs.toFixed(1).padStart(5)} us/req  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  non-2xx ${row.non2xx}  load ${loadavg()[0].toFixed(2)}${extra}`,
    );
  }
}
rmSync(dir, { recursive: true, force: true });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const m = Object.fromEntries(Object.entries(results).map(([k, rows]) => [k, { rps: median(rows.map((r) => r.rps)), cpu: median(rows.map((r) => r.cpuUs)), p99: median(rows.map((r) => r.p99)) }]));
// per-round ratios (both sides measured minutes apart), then their median; the same ratios from
// CPU per request: what a request costs, whatever CPU share the server got
function ratios(warn, info) {
  return {
    healthVsBare: median(warn.map((w, i) => w.rps / results.bare[i].rps)),
    infoVsWarn: median(info.map((r, i) => r.rps / warn[i].rps)),
    healthVsBareCpu: median(warn.map((w, i) => results.bare[i].cpuUs / w.cpuUs)),
    infoVsWarnCpu: median(info.map((r, i) => warn[i].cpuUs / r.cpuUs)),
    // log lines per answered request (warm-up and measured run together)
    linesPerRequest: median(info.map((r) => r.logLines / r.answered)),
  };
}
const { healthVsBare, infoVsWarn, healthVsBareCpu, infoVsWarnCpu, linesPerRequest } = ratios(results.warn, results.info);
console.log(
  `machine: ${cpus().length} x ${cpus()[0]?.model}, node ${process.version}, ${PIN ? 'pinned (server core 1, load core 0), ' : ''}${connections} connections, ${duration} s each, ${rounds} round(s), load average at start ${load0.map((l) => l.toFixed(2)).join(' ')}, at end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
);
console.log(`server: ${process.env.BENCH_SERVER ?? 'apps/api/dist/server.js'}`);
console.log(
  `medians: bare ${m.bare.rps.toFixed(0)} req/s ${m.bare.cpu.toFixed(1)} us/req; health (LOG_LEVEL=warn) ${m.warn.rps.toFixed(0)} req/s ${m.warn.cpu.toFixed(1)} us/req p99 ${m.warn.p99} ms; health (LOG_LEVEL=info) ${m.info.rps.toFixed(0)} req/s ${m.info.cpu.toFixed(1)} us/req p99 ${m.info.p99} ms`,
);
console.log(`health / bare Fastify: ${(healthVsBare * 100).toFixed(1)}% by req/s, ${(healthVsBareCpu * 100).toFixed(1)}% by CPU per request (aim >= 70%)`);
console.log(
  `logging cost: ${((1 - infoVsWarn) * 100).toFixed(1)}% of the health route's throughput, ${((1 - infoVsWarnCpu) * 100).toFixed(1)}% by CPU per request (aim <= 10%); ${linesPerRequest.toFixed(2)} log lines per answered request`,
);
if (results.info[0]?.sample) console.log(`a request's log line: ${results.info[0].sample}`);
if (before) {
  const b = ratios(results.warnB, results.infoB);
  console.log(`before (${before}), same rounds: health (LOG_LEVEL=warn) ${m.warnB.rps.toFixed(0)} req/s ${m.warnB.cpu.toFixed(1)} us/req; info ${m.infoB.rps.toFixed(0)} req/s ${m.infoB.cpu.toFixed(1)} us/req`);
  console.log(`before: health / bare Fastify ${(b.healthVsBare * 100).toFixed(1)}% by req/s, ${(b.healthVsBareCpu * 100).toFixed(1)}% by CPU; logging cost ${((1 - b.infoVsWarn) * 100).toFixed(1)}% by req/s, ${((1 - b.infoVsWarnCpu) * 100).toFixed(1)}% by CPU`);
}
