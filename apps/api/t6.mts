import { buildApp } from './src/app.ts';
import { testConfig } from './src/config.ts';
import { openDatabase } from './src/db/client.ts';
import { prepareDatabase } from './src/db/prepare.ts';
const db = await openDatabase({ kind: 'pglite', dataDir: null });
await prepareDatabase(db, new Date());
const app = await buildApp({ db, config: testConfig(), now: () => new Date('2026-06-01T08:00:00Z') });
await app.ready();
const payload = JSON.stringify({ startDate: '2027-01-05 10:00:00', endDate: '2027-01-09 10:00:00', productId: 4, in_terminal: 41, out_terminal: 41 });
async function bench(name: string, opts: any, n = 3000) {
  for (let i = 0; i < 300; i++) await app.inject(opts);
  const t = performance.now();
  for (let i = 0; i < n; i++) await app.inject(opts);
  console.log(name, ((performance.now() - t) / n * 1000).toFixed(0), 'µs');
}
await bench('health', { method: 'GET', url: '/api/health' });
await bench('calculate', { method: 'POST', url: '/api/offers/calculate', payload, headers: { 'content-type': 'application/json' } });
await bench('catalog', { method: 'GET', url: '/api/catalog?lang=es' });
await app.close(); await db.close();
