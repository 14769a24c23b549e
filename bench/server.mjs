// Starts the built server in a child process on a fresh data dir (or DATABASE_URL) and
// resolves once /api/health answers. Shared by the benchmarks.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * BENCH_PIN=1: the server runs on the second core only and the benchmark (its load generator)
 * on the first (`taskset`), so neither is moved from core to core by the scheduler mid-run. On
 * this two-core VM the same build's req/s spread by up to 30% between unpinned runs; a figure
 * pinned is a server that has one core, which is what the ratios compare anyway.
 */
export const PIN = process.env.BENCH_PIN === '1';
if (PIN) execFileSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' });

/** `node args` as spawned: on the second core with BENCH_PIN=1. */
export function serverCommand(nodeArgs) {
  return PIN ? ['taskset', ['-c', '1', process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
}

/** Node's flags in `npm start` (package.json "start"), so the benchmarks measure the server as it runs. */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=64'];

/** `stdout`: where the server's log lines go ('inherit', or a file descriptor: the logging benchmark counts them); `script`: another build's server.js. */
export async function startServer({ port, dataDir, env = {}, stdout = 'inherit', script } = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'parking-bench-'));
  const started = performance.now();
  // The server runs with the flags `npm start` gives it (package.json); BENCH_NODE_ARGS come
  // after and win; BENCH_PLAIN_NODE=1 leaves the start flags out (an older build's "before").
  const nodeArgs = [...(process.env.BENCH_PLAIN_NODE === '1' ? [] : SERVER_NODE_ARGS), ...(process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)];
  const [cmd, args] = serverCommand([...nodeArgs, script ?? process.env.BENCH_SERVER ?? join(root, 'apps/api/dist/server.js')]);
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, RATE_LIMIT: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not answer within 60 s');
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { readyMs, dataDir: dir, pid: child.pid, stop };
}

/** The extras each product offers, from one priced two-day stay per product (empty when it cannot be priced). */
export async function offeredExtras(base, products) {
  const offered = new Map();
  for (const product of products) {
    const start = product.openingHours.type === 3 ? '2027-01-04 08:00:00' : '2027-01-04 10:00:00';
    const end = product.openingHours.type === 3 ? '2027-01-06 10:30:00' : '2027-01-06 10:00:00';
    const r = await fetch(`${base}/api/offers/calculate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ startDate: start, endDate: end, productId: product.id }),
    });
    offered.set(product.id, r.ok ? (await r.json()).extras : []);
  }
  return offered;
}

/**
 * 200 varied, priced request bodies for POST /api/offers/calculate (bench/pricing.mjs and
 * bench/profile.mjs), each checked to answer 200.
 */
export async function pricingBodies(base) {
  // Varied, realistic requests: every product, stays of 1 to 20 days starting 2 to 60 days ahead,
  // a third with a wash, a quarter with a space option, some with valid, expired or unknown codes.
  const catalog = await (await fetch(`${base}/api/catalog?lang=es`)).json();
  const products = catalog.cities.flatMap((c) => c.places.flatMap((p) => p.products));
  const pad = (n) => String(n).padStart(2, '0');
  const wire = (d) =>
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
  // The extras each product offers (from one priced stay per product), to mix washes, space
  // options and promo codes into the load the way customers do.
  const offered = await offeredExtras(base, products);
  const promoCodes = [null, null, null, 'WELCOME10', 'PRAT5', 'SUMMER2025', 'NOPE'];
  const bodies = [];
  for (let i = 0; i < 200; i++) {
    const product = products[i % products.length];
    const start = new Date(Date.UTC(2027, 0, 1) + ((i * 7) % 60) * 86_400_000);
    const allowed = product.openingHours.type === 3 ? [8, 9] : [10, 11, 12];
    start.setUTCHours(allowed[i % allowed.length], product.openingHours.type === 3 ? (i % 2 ? 15 : 0) : 0);
    const end = new Date(start.getTime() + (1 + (i % 20)) * 86_400_000);
    if (product.openingHours.type === 3) end.setUTCHours(10, 30);
    const t = product.terminals[i % product.terminals.length];
    const extras = offered.get(product.id) ?? [];
    const washes = extras.filter((e) => e.type === 'wash');
    const spaces = extras.filter((e) => e.type !== 'wash');
    const body = { startDate: wire(start), endDate: wire(end), productId: product.id, in_terminal: t?.id, out_terminal: t?.id };
    if (washes.length > 0 && i % 3 === 0) body.id_wash_extra = washes[i % washes.length].id;
    if (spaces.length > 0 && i % 4 === 1) body.id_space_extra = spaces[i % spaces.length].id;
    const promo = promoCodes[i % promoCodes.length];
    if (promo) body.promoCode = promo;
    bodies.push(JSON.stringify(body));
  }
  // Every body must price (200): a load of 400s would measure the validator, not the engine.
  for (const body of bodies) {
    const check = await fetch(`${base}/api/offers/calculate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (!check.ok) throw new Error(`calculate answered ${check.status} to ${body}: ${await check.text()}`);
  }
  return bodies;
}

/**
 * The bookings of bench/booking.mjs (and of bench/profile.mjs --callgrind-book): `booking(i)` is
 * booking i's body, every one different (its own e-mail), spread over every product, two years of
 * start days (`templates` stays), 1 to 3 days, a wash on every fifth; `stay(i)` its stay part.
 */
export async function bookingMaker(base) {
  const catalog = await (await fetch(`${base}/api/catalog?lang=es`)).json();
  const products = catalog.cities.flatMap((c) => c.places.flatMap((p) => p.products));
  const pad = (n) => String(n).padStart(2, '0');
  const wire = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;

  // The extras each product offers, to add a wash to some bookings.
  const washes = new Map(
    [...(await offeredExtras(base, products))].map(([id, extras]) => [id, extras.filter((e) => e.type === 'wash').map((e) => e.id)]),
  );

  // Two years of start days: at ~1,500 bookings/s a 30 s run makes ~45,000 bookings, which
  // filled the smallest car parks (80 spaces) over the 120 days used until 2026-11-25.
  const DAYS = 730;
  const templates = products.length * DAYS * 3;
  /** The stay part of booking i: product, start day (2027-01-01 + 0..729), 1 to 3 days, a wash on every fifth. */
  function stay(i) {
    const t = i % templates;
    const product = products[t % products.length];
    const day = Math.floor(t / products.length) % DAYS;
    const nights = 1 + (Math.floor(t / (products.length * DAYS)) % 3);
    const start = new Date(Date.UTC(2027, 0, 1) + day * 86_400_000);
    start.setUTCHours(product.openingHours.type === 3 ? 8 : 10, 0);
    const end = new Date(start.getTime() + nights * 86_400_000);
    if (product.openingHours.type === 3) end.setUTCHours(10, 30);
    const terminal = product.terminals[t % Math.max(1, product.terminals.length)];
    const body = { startDate: wire(start), endDate: wire(end), productId: product.id };
    if (terminal) Object.assign(body, { in_terminal: terminal.id, out_terminal: terminal.id });
    const w = washes.get(product.id) ?? [];
    if (w.length > 0 && t % 5 === 0) body.id_wash_extra = w[0];
    return { body, product };
  }

  function booking(i) {
    const { body, product } = stay(i);
    return {
      ...body,
      lang: 'es',
      reservation: {
        name: 'Ana',
        surname: 'Bench',
        email: `bench${i}@example.com`,
        phone: '+34 612 345 678',
        plate: '1234 BCD',
        ...(product.flight_required ? { flightNumber: 'IB 3101' } : {}),
      },
      terms: { salesTerms: true },
    };
  }
  return { stay, booking, templates };
}

/** A new, empty PostgreSQL database next to `admin`'s (`prefix` and a time stamp): its URL, its name and `drop()`. */
export async function freshDatabase(admin, prefix) {
  const pg = createRequire(join(root, 'apps/api/package.json'))('pg');
  const name = `${prefix}_${Date.now().toString(36)}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  const drop = async () => {
    const d = new pg.Client({ connectionString: admin });
    await d.connect();
    await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await d.end();
  };
  return { url: u.toString(), name, drop };
}
