import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config';
import { requestPath } from '../../lib/routed-path';

/** Whether a request is limited: everything the api answers, whatever spelling reached it. */
function isApi(req: FastifyRequest): boolean {
  const path = requestPath(req);
  return path === '/api' || path.startsWith('/api/') || path === '/metrics';
}

/**
 * Reads of one reservation or payment (its booking number, token or payment id can be
 * guessed at), bookings and plate look-ups: tighter per-IP limits than the general one (issue 7.3).
 */
function tighterLimit(route: RouteOptions, config: AppConfig): number | null {
  const url = route.url;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (url === '/api/reservations' && methods.includes('POST')) return config.rateLimit.bookingMax;
  if (url === '/api/reservation' || url.startsWith('/api/reservation/') || url.startsWith('/api/reservations/') || url.startsWith('/api/payments/')) {
    return config.rateLimit.readMax;
  }
  // Issue 15: the calls that ask the plate register (a paid look-up with a real one)
  if (methods.includes('POST') && (url === '/api/vehicles' || url === '/api/vehicles/check_plate' || url === '/api/vehicles/:vehicleId/identify')) {
    return config.rateLimit.readMax;
  }
  return null;
}

/**
 * Per-IP limits on /api, keyed on the route the router matched, so `/%61pi/reservations` is
 * counted like `/api/reservations` (issue 7.3): a general limit, and tighter ones on reads by
 * reference and on bookings. Static files and the SPA's pages are never limited. With
 * REDIS_URL the counters live in Redis, so every app node behind one balancer shares one
 * limit (docs/operations.md); without it each node counts in memory. Turned off by
 * RATE_LIMIT=off for tests and benchmarks. The 429 goes through the one error handler.
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (!config.rateLimit.enabled) return;
  // Runs before the limiter's own onRoute hook, which reads config.rateLimit of each route.
  app.addHook('onRoute', (route) => {
    const max = tighterLimit(route, config);
    if (max === null || route.config?.rateLimit) return;
    route.config = { ...route.config, rateLimit: { max, timeWindow: '1 minute' } } as typeof route.config;
  });
  let redis: Redis | undefined;
  if (config.rateLimit.redisUrl) {
    redis = new Redis(config.rateLimit.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      // counting must not queue behind a lost connection: the request goes on unlimited and is logged
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', (err: Error) => app.log.warn({ err }, 'rate-limit redis error'));
    // Connected before the first request; a Redis down at start is logged, not fatal (ioredis reconnects).
    await redis.connect().catch((err: unknown) => app.log.error({ err }, 'rate-limit redis unreachable: requests are not limited until it answers'));
    const owned = redis;
    app.addHook('onClose', async () => {
      await owned.quit().catch(() => owned.disconnect());
    });
  }
  await app.register(rateLimit, {
    max: config.rateLimit.max,
    timeWindow: '1 minute',
    allowList: (req) => !isApi(req),
    ...(redis ? { redis, nameSpace: config.rateLimit.redisPrefix ?? 'parking-rl-', skipOnError: true } : {}),
  });
}
