import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app when it exists. Hashed files under /assets never change, so they
 * are cached for a year; index.html must be revalidated so a deploy is seen at once.
 * Returns whether the SPA is served (the not-found handler then falls back to index.html).
 */
export async function registerStatic(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: serving the api only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    cacheControl: false,
    // The web build writes .br and .gz beside each asset (docs/decisions/0003).
    preCompressed: true,
    setHeaders(reply, path) {
      const rel = path.slice(webDist.length).replaceAll('\\', '/');
      reply.header('cache-control', rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
