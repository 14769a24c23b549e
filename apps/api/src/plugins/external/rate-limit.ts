import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';

/**
 * A generous per-IP limit on /api only: static files and the SPA are never limited. Turned
 * off by RATE_LIMIT=off for tests and benchmarks. The 429 goes through the one error
 * handler, which gives it the API_ERROR_RATE_LIMITED shape.
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (!config.rateLimit.enabled) return;
  await app.register(rateLimit, {
    max: config.rateLimit.max,
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api/'),
  });
}
