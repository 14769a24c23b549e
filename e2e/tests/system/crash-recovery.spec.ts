import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import pg from 'pg';

/**
 * No browser: the BUILT server is killed with SIGKILL in the middle of a run of bookings,
 * restarted on the same data, and every reservation it had confirmed (201) must still be
 * there, with the capacity counters equal to the stored bookings (nothing half-written).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const serverJs = join(root, 'apps/api/dist/server.js');
const EXPRESS_PRAT = 4;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

function stayInAMonth(): { startDate: string; endDate: string; days: string[] } {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // Ten o'clock Madrid exists on every calendar day, and express Prat is open 00:00-23:45.
  return { startDate: `${day(30)} 10:00:00`, endDate: `${day(32)} 10:00:00`, days: [day(30), day(31), day(32)] };
}

function booking(stay: { startDate: string; endDate: string }, i: number) {
  return {
    startDate: stay.startDate,
    endDate: stay.endDate,
    productId: EXPRESS_PRAT,
    reservation: { name: 'Crash', surname: `Test ${i}`, email: `crash${i}@example.com`, phone: '+34 612 345 678', plate: '1234 BCD', flightNumber: 'IB 3101' },
    terms: { salesTerms: true },
  };
}

interface Server {
  child: ChildProcess;
  base: string;
  output: string[];
}

async function start(port: number, env: Record<string, string>): Promise<Server> {
  const output: string[] = [];
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  // Up to 90 s: a first start on an empty PGlite directory runs initdb in WebAssembly, CPU-bound;
  // it passed 30 s once at load 20-30 (the other suites beside the browser tests).
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output.join('')}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, base, output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready:\n${output.join('')}`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

/** Books continuously from a few clients and SIGKILLs the server once enough are confirmed. */
interface Confirmed {
  reference: string;
  /** the access token that opens it (decision 0009) */
  token: string;
}

async function bookUntilKilled(server: Server, stay: ReturnType<typeof stayInAMonth>): Promise<Confirmed[]> {
  const confirmed: Confirmed[] = [];
  let next = 0;
  let killed = false;
  const client = async () => {
    while (!killed) {
      const i = next++;
      try {
        const res = await fetch(`${server.base}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(booking(stay, i)),
        });
        if (res.status === 201) {
          const body = (await res.json()) as { reference: string; reservation_token: string };
          confirmed.push({ reference: body.reference, token: body.reservation_token });
        }
        else if (!killed) throw new Error(`booking ${i}: ${res.status} ${await res.text()}`);
      } catch (err) {
        if (!killed) throw err;
      }
      if (confirmed.length >= 25 && !killed) {
        killed = true;
        // Mid-run: the other clients still have requests in flight.
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all([client(), client(), client(), client()]);
  await exited(server.child);
  return confirmed;
}

async function checkConfirmed(server: Server, refs: Confirmed[]): Promise<void> {
  for (const { reference: ref, token } of refs) {
    const res = await fetch(`${server.base}/api/reservations/${ref}`, { headers: { 'x-reservation-token': token } });
    expect(res.status, ref).toBe(200);
    expect((await res.json()).reference).toBe(ref);
  }
}

async function stop(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  await exited(server.child);
}

interface Counts {
  stored: number;
  booked: number[];
}

async function countsOf(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>, days: string[]): Promise<Counts> {
  const stored = await query(`select count(*)::int as n from reservations where product_id = ${EXPRESS_PRAT}`);
  const booked = await query(
    `select day::text as day, booked from daily_capacity where product_id = ${EXPRESS_PRAT} and day::text in (${days.map((d) => `'${d}'`).join(',')}) order by day`,
  );
  return { stored: Number(stored.rows[0]!.n), booked: booked.rows.map((r) => Number(r.booked)) };
}

test.beforeAll(() => {
  expect(existsSync(serverJs), 'run `npm run build -w @parking/api` first').toBe(true);
});

test('no confirmed booking is lost when the server is killed (PGlite)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parking-crash-'));
  const port = 3300 + Math.floor(Math.random() * 200);
  const stay = stayInAMonth();
  try {
    const first = await start(port, { DATA_DIR: dataDir });
    const confirmed = await bookUntilKilled(first, stay);
    expect(confirmed.length).toBeGreaterThanOrEqual(25);
    const second = await start(port, { DATA_DIR: dataDir });
    await checkConfirmed(second, confirmed);
    await stop(second);
    const db = await PGlite.create(join(dataDir, 'pgdata'));
    try {
      const counts = await countsOf((q) => db.query(q), stay.days);
      expect(counts.stored).toBeGreaterThanOrEqual(confirmed.length);
      expect(counts.booked).toEqual(stay.days.map(() => counts.stored));
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

// Defined only with a PostgreSQL server to test against (like the api suites' backends).
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) test('no confirmed booking is lost when the server is killed (PostgreSQL)', async () => {
  const name = `crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const port = 3500 + Math.floor(Math.random() * 200);
  const stay = stayInAMonth();
  try {
    const first = await start(port, { DATABASE_URL: url.toString() });
    const confirmed = await bookUntilKilled(first, stay);
    const second = await start(port, { DATABASE_URL: url.toString() });
    await checkConfirmed(second, confirmed);
    await stop(second);
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const counts = await countsOf((q) => db.query(q), stay.days);
      expect(counts.stored).toBeGreaterThanOrEqual(confirmed.length);
      expect(counts.booked).toEqual(stay.days.map(() => counts.stored));
    } finally {
      await db.end();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});
