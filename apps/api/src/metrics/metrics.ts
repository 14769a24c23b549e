import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '@parking/domain/errors/codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { routeUrl } from '../lib/route-url';
import { countOutbox } from '../mail/outbox-repository';
import { bookingWriterOf } from '../reservations/booking-writer';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The route pattern, never the raw URL: a label per booking number would grow without end. */
function routeLabel(req: FastifyRequest): string {
  const url = routeUrl(req);
  if (!url) return 'unmatched';
  // the static files' wildcard and the SPA fallback: one label
  return url.includes('*') ? 'static' : url;
}

export interface MetricsOptions {
  /** x-admin-token that opens GET /metrics; null = the route does not exist (404) */
  adminToken: string | null;
}

/**
 * GET /metrics in the Prometheus text format (issue 7.11), behind the admin token
 * (x-admin-token; without ADMIN_TOKEN the route answers 404 like the admin routes, a wrong
 * token 401). Request counts and latencies by route pattern and status, bookings by outcome,
 * the mail outbox backlog, the database pool, and Node's own process metrics. Each app (each
 * worker of a cluster) has its own registry: scrape every node.
 */
export async function registerMetrics(app: FastifyInstance, { adminToken }: MetricsOptions): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'parking_bookings_total',
    help: 'POST /api/reservations answers: created, replayed (same booking again), out_of_stock, refused (other 4xx), failed (5xx)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['created', 'replayed', 'out_of_stock', 'refused', 'failed']) bookings.inc({ outcome }, 0);

  new Gauge({
    name: 'parking_outbox_backlog',
    help: 'Confirmation mails not sent yet and not given up (the relay retries them)',
    registers: [registry],
    async collect() {
      this.set(await countOutbox(app.db, 'backlog'));
    },
  });
  new Gauge({
    name: 'parking_outbox_failed',
    help: 'Confirmation mails given up after every attempt (an operator must look)',
    registers: [registry],
    async collect() {
      this.set(await countOutbox(app.db, 'failed'));
    },
  });
  new Gauge({
    name: 'parking_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); PGlite has one in-process connection',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const client = (app.db as unknown as { $client: unknown }).$client;
      if (client instanceof pg.Pool) {
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'waiting' }, client.waitingCount);
        this.set({ state: 'max' }, client.options.max ?? 10);
      } else {
        this.set({ state: 'total' }, 1);
        this.set({ state: 'idle' }, 0);
        this.set({ state: 'waiting' }, 0);
        this.set({ state: 'max' }, 1);
      }
    },
  });

  new Counter({
    name: 'parking_booking_writer_total',
    help: 'Booking statements (group commit, decision 0020): statements run, batches of two or more, bookings in batches, batches refused and written again one by one',
    labelNames: ['event'] as const,
    registers: [registry],
    collect() {
      const stats = bookingWriterOf(app.db).stats;
      this.reset();
      for (const event of ['statements', 'batches', 'batched', 'fallbacks'] as const) this.inc({ event }, stats[event]);
    },
  });

  /**
   * Issue 20.3 (decision 0037): prom-client hashes a label set (sorting and joining it) and
   * checks its names on every `inc` and `observe`: two of those per request were a larger
   * share of the health route than its log line. The first request of a label set goes through
   * prom-client's API; its records (the counter's value, the histogram's sum, count and
   * buckets, which prom-client keeps per label hash) are then kept by "method route status" and
   * updated in place, as prom-client's own `inc` and `observe` do. A reset of either metric
   * (nothing resets them) replaces prom-client's tables and sends the label set through the
   * API again. metrics.test.ts checks the published counts after several requests.
   */
  type Records = { value: number };
  type Buckets = { sum: number; count: number; bucketValues: Record<number, number> };
  type Tables<T> = { hashMap: Record<string, T> };
  const bounds = (latency as unknown as { upperBounds: number[] }).upperBounds;
  // The key of each bound in prom-client's bucketValues: an integer bound (1, 5, 10) is an index
  // there, the others are names ("0.005"), taken from the histogram's own table of buckets (the
  // very strings its properties are named by). A fractional number as a key was turned into its
  // text and looked up on every request: the has, load and store of the bucket were ~1.5k
  // instructions a request (decision 0057).
  const bucketNames = Object.keys((latency as unknown as { bucketValues: Record<string, number> }).bucketValues);
  const boundKeys = bounds.map((b) => (Number.isInteger(b) ? b : (bucketNames.find((name) => name === String(b)) ?? String(b))));
  type Series = { counts: Tables<Records>['hashMap']; times: Tables<Buckets>['hashMap']; counter: Records; histogram: Buckets };
  // by route, then method, then status: three look-ups of strings whose hashes V8 keeps (the
  // route's pattern, the method) and a number; a "method route status" key was a new string
  // to build and hash on every request (decision 0052)
  const seriesByRoute = new Map<string, Map<string, Map<number, Series>>>();
  function seriesOf(route: string, method: string): Map<number, Series> {
    let byMethod = seriesByRoute.get(route);
    if (byMethod === undefined) seriesByRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map()));
    return byStatus;
  }
  function countRequest(method: string, route: string, status: number, seconds: number): void {
    const byStatus = seriesOf(route, method);
    const counts = (requests as unknown as Tables<Records>).hashMap;
    const times = (latency as unknown as Tables<Buckets>).hashMap;
    const s = byStatus.get(status);
    if (s !== undefined && s.counts === counts && s.times === times) {
      s.counter.value += 1;
      const h = s.histogram;
      h.sum += seconds;
      h.count += 1;
      // prom-client's findBound: the first upper bound at or above the value (none: +Inf only)
      for (let i = 0; i < bounds.length; i++) {
        if (seconds <= bounds[i]!) {
          const key = boundKeys[i]!;
          const bucketValues = h.bucketValues;
          if (key in bucketValues) bucketValues[key as number]! += 1;
          break;
        }
      }
      return;
    }
    const labels = { method, route, status: String(status) };
    const { labelHash } = requests.inc(labels) as unknown as { labelHash: string };
    latency.observe(labels, seconds);
    const counter = counts[labelHash];
    const histogram = times[labelHash];
    if (counter && histogram) byStatus.set(status, { counts, times, counter, histogram });
  }

  // synchronous (issue 20.3: it runs on every request)
  app.addHook('onResponse', (req, reply, done) => {
    const route = routeLabel(req);
    const status = reply.statusCode;
    countRequest(req.method, route, status, reply.elapsedTime / 1000);
    if (route === '/api/reservations' && req.method === 'POST') {
      const s = status;
      const outcome = s === 201 ? 'created' : s === 200 ? 'replayed' : s === 409 ? 'out_of_stock' : s >= 500 ? 'failed' : 'refused';
      bookings.inc({ outcome });
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    // without ADMIN_TOKEN it does not exist, like the admin routes (never the SPA's page)
    if (!adminToken) throw new DomainError('API_ERROR_NOT_FOUND');
    const given = req.headers['x-admin-token'];
    if (typeof given !== 'string' || !sameToken(given, adminToken)) throw new DomainError('API_ERROR_UNAUTHORIZED');
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
