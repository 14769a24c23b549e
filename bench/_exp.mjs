import { openSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from './server.mjs';
const port = 3304, base = `http://127.0.0.1:${port}`;
function cpuSplit(pid) { const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return [Number(f[11])*10, Number(f[12])*10]; }
function ctx(pid) { const s = readFileSync(`/proc/${pid}/status`, 'utf8'); return Number(/voluntary_ctxt_switches:\s+(\d+)/.exec(s)[1]) + Number(/nonvoluntary_ctxt_switches:\s+(\d+)/.exec(s)[1]); }
const variants = (process.env.VARIANTS ?? 'warn,null,file').split(',');
for (let round = 0; round < Number(process.env.R ?? 2); round++) for (const v0 of variants) {
  const [v, which] = v0.split(':');
  const script = which === 'B' ? '/work/wt-before/apps/api/dist/server.js' : which ? `/work/main/apps/api/dist/${which}.js` : undefined;
  const stdout = v === 'warn' ? 'ignore' : openSync(v === 'null' ? '/dev/null' : `/tmp/exp-${Date.now()}.log`, 'w');
  const s = await startServer({ port, env: { LOG_LEVEL: v === 'warn' ? 'warn' : 'info' }, stdout, script });
  await autocannon({ url: `${base}/api/health`, connections: 50, duration: 2 });
  const [u0, s0] = cpuSplit(s.pid); const c0 = ctx(s.pid);
  const r = await autocannon({ url: `${base}/api/health`, connections: 50, duration: 8 });
  const [u1, s1] = cpuSplit(s.pid); const c1 = ctx(s.pid);
  const n = r.requests.total;
  console.log(`${v0.padEnd(7)} ${r.requests.average.toFixed(0)} req/s  user ${((u1-u0)*1000/n).toFixed(2)} sys ${((s1-s0)*1000/n).toFixed(2)} us/req  ctx switches/1k req ${((c1-c0)*1000/n).toFixed(1)}`);
  await s.stop();
}
