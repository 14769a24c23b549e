import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes';
import { pruneSessions } from './session';
import { socialProviders, type SocialProviders } from './social';
import { pruneAttempts } from './throttle';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Issue 10 wiring: the account routes with the configured social providers, and an hourly
 * clean-up of ended sessions and forgotten throttle counts (on every node; deletes are idempotent).
 */
export async function registerAuth(app: FastifyInstance, social: SocialProviders = socialProviders(app.config.social)): Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      const now = app.now();
      Promise.all([pruneSessions(app.db, now), pruneAttempts(app.db, now)]).catch((err: unknown) => app.log.warn({ err }, 'auth clean-up failed'));
    }, PRUNE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
  await app.register(authRoutes, { social });
}
