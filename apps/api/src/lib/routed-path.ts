import type { FastifyRequest } from 'fastify';
import { routeUrl } from './route-url';

/** The path as the router sees it: percent-decoded, duplicate slashes folded. */
export function routedPath(rawUrl: string): string {
  const path = rawUrl.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: the router refuses it too; keep the raw path
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/**
 * The path every path check reads (rate limit, CSRF: issue 7.3, 18.6): the matched route's own
 * pattern (after the router decoded `/%61pi/...`), else the decoded path of an unmatched one.
 * Never the raw URL: `PUT /%61pi/me/language` is the route /api/me/language.
 */
export function requestPath(req: FastifyRequest): string {
  const route = routeUrl(req);
  return route && !route.includes('*') ? route : routedPath(req.url);
}
