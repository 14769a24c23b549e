// Builds model-classes.json from the vehicle catalogue (../../vehicles/seed-data): the price
// class of every model, by the rule in README.md. Run: node build-model-classes.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../../vehicles/seed-data/', import.meta.url);
const models = JSON.parse(readFileSync(new URL('models.json', dir), 'utf8'));
const motors = new Map(JSON.parse(readFileSync(new URL('motor-options.json', dir), 'utf8')).map((m) => [m.applicabilitycode, m]));
const PREMIUM = new Set(['AU', 'BM', 'MB', 'VO', 'LX', 'LR']);

function classOf(model) {
  const ms = model.motor_options.map((c) => motors.get(c));
  const bodies = new Set(model.body_options);
  if (ms.every((m) => m.propulsion_code === 'BEV')) return 'electric';
  if (bodies.has('VAN') || bodies.has('COMBI')) return 'van';
  if (PREMIUM.has(model.make_code)) return 'premium';
  if (bodies.has('SUV') || bodies.has('TT3')) return 'suv';
  const maxCc = Math.max(...ms.map((m) => m.cc ?? 0));
  if (bodies.has('MPV7') || bodies.has('MPV') || (!bodies.has('HB3') && !bodies.has('HB5') && (bodies.has('SED') || bodies.has('FAM') || bodies.has('FBK')) && maxCc >= 1800)) return 'family';
  if (maxCc <= 1250 && [...bodies].every((b) => b === 'HB3' || b === 'HB5' || b === 'CAB')) return 'city';
  return 'compact';
}

const out = models.map((m) => ({ umc: m.umc, price_class: classOf(m) }));
writeFileSync(new URL('model-classes.json', import.meta.url), `[\n${out.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n]\n`);
const counts = {};
for (const r of out) counts[r.price_class] = (counts[r.price_class] ?? 0) + 1;
console.log(counts);
