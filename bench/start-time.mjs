// First start (migrate + seed into an empty PGlite dir) and a later start on the same data.
// Budget: first under 10 s, later under 2 s. Run after `npm run build`.
import { cpus } from 'node:os';
import { startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3301);
const first = await startServer({ port });
await first.stop();
const later = [];
for (let i = 0; i < 3; i++) {
  const s = await startServer({ port, dataDir: first.dataDir });
  later.push(s.readyMs);
  await s.stop();
}
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`machine: ${cpus().length} x ${cpus()[0]?.model}, node ${process.version}`);
console.log(`first start (migrate + seed): ${fmt(first.readyMs)}`);
console.log(`later starts: ${later.map(fmt).join(', ')}`);
const ok = first.readyMs < 10_000 && Math.max(...later) < 2_000;
console.log(ok ? 'within budget' : 'OVER BUDGET');
process.exit(ok ? 0 : 1);
