import type { FastifyInstance } from 'fastify';
import { errorBody, langOf } from '../errors/error-handler';

export interface ShutdownOptions {
  /** closed after the app (PGlite flushes its files then) */
  closeDatabase?: () => Promise<void>;
  /** in-flight requests that have not finished by then are abandoned (default 25 s) */
  drainMs?: number;
}

/**
 * Graceful shutdown (issue 7.5): stop accepting connections, let every request in flight
 * finish (a booking's transaction commits and its answer is sent), close idle keep-alive
 * sockets, then the app's own resources and the database. A request arriving meanwhile on a
 * kept-alive socket gets a 503 with Connection: close (return503OnClosing), so a balancer
 * retries it on another node. Resolves to false when the drain did not finish in time.
 */
export async function drainAndClose(app: FastifyInstance, { closeDatabase, drainMs = 25_000 }: ShutdownOptions = {}): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), drainMs);
    timer.unref();
  });
  const closed = app.close().then(() => 'closed' as const);
  const outcome = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    app.log.error({ drainMs }, 'shutdown: requests still in flight after the drain time; closing anyway');
    app.server.closeAllConnections();
  }
  await closeDatabase?.();
  return outcome === 'closed';
}

/**
 * From the moment the app starts closing, a request that still reaches it (pipelined behind
 * one in flight, or on a kept-alive socket) is answered 503 API_ERROR_SERVICE_UNAVAILABLE with
 * a reason in the caller's language and Connection: close, so the client opens a new
 * connection (to another node behind a balancer) instead of reading Fastify's own body.
 * Registered first, so nothing of the request runs.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // synchronous (issue 20.3: it runs on every request); answering, it does not call done
  app.addHook('onRequest', (req, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close').header('retry-after', '5').code(503);
    reply.send(errorBody(langOf(req), 'API_ERROR_SERVICE_UNAVAILABLE'));
  });
}
