import type { FastifyRequest } from 'fastify';

/** What this module reads of Fastify's route context (the object `req.routeOptions` is built from). */
interface RouteContext {
  config?: { url?: string };
  logLevel?: string;
}

let contextKey: symbol | undefined;

/**
 * The route context of a request: Fastify keeps it under a symbol of its own
 * (`fastify.context`), found once on the first request. `req.routeOptions` builds a new
 * 13-field object (and asks the router for its constraint strategies) on every read, and the
 * hooks read it three or four times per request (issue 20.3, decision 0048).
 */
function contextOf(req: FastifyRequest): RouteContext | undefined {
  if (contextKey === undefined) {
    contextKey = Object.getOwnPropertySymbols(req).find((s) => s.description === 'fastify.context');
    if (contextKey === undefined) return undefined;
  }
  return (req as unknown as Record<symbol, RouteContext | undefined>)[contextKey];
}

/**
 * The matched route's pattern (`/api/reservation/:locator`, `/*` for the static files), or
 * undefined when no route matched: the same answer as `req.routeOptions.url`, without building
 * that object (route-url.test.ts compares the two).
 */
export function routeUrl(req: FastifyRequest): string | undefined {
  const context = contextOf(req);
  return context === undefined ? req.routeOptions?.url : context.config?.url;
}

/** The route's own log level (`logLevel` in its options), or undefined: `req.routeOptions.logLevel`. */
export function routeLogLevel(req: FastifyRequest): string | undefined {
  const context = contextOf(req);
  return context === undefined ? req.routeOptions?.logLevel : context.logLevel || undefined;
}
