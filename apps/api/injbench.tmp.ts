import { buildApp } from './src/app/app';
import { loadConfig } from './src/config/config';
const N = Number(process.env.N ?? 30000);
const apps: Record<string, Awaited<ReturnType<typeof buildApp>>> = {};
for (const level of ['warn', 'info'] as const) {
  apps[level] = await buildApp({ config: loadConfig({ ...process.env, LOG_LEVEL: level, RATE_LIMIT: 'off' }) });
  await apps[level].ready();
}
async function run(level: string) {
  const app = apps[level]!;
  const t0 = process.cpuUsage();
  for (let i = 0; i < N; i++) { await app.inject({ method: "GET", url: "/api/health" }); if (i % 50 === 0) await new Promise((r) => setImmediate(r)); }
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / N;
}
for (const l of ['warn', 'info']) await run(l);
const res: Record<string, number[]> = { warn: [], info: [] };
for (let r = 0; r < 5; r++) for (const l of ['warn', 'info']) res[l]!.push(await run(l));
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
console.error(`inject CPU per request: warn ${med(res.warn!).toFixed(1)} us, info ${med(res.info!).toFixed(1)} us  (${JSON.stringify(res)})`);
for (const a of Object.values(apps)) await a.close();
process.exit(0);
