import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers. The CSP lets the built SPA and the Swagger UI run from 'self' only
 * (both load external script files; inline styles are allowed because React Aria positions
 * popovers with style attributes). Map tiles for the later Leaflet dialog come from
 * OpenStreetMap. `upgrade-insecure-requests` is dropped: the demo is served over plain
 * http on localhost and LAN addresses, where it would break every asset; TLS ends at a
 * proxy in production, which sets its own policy.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https://*.tile.openstreetmap.org'],
      'connect-src': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
  // The SPA may embed a card-challenge page from the payment provider later (spec 2).
  crossOriginEmbedderPolicy: false,
};

type HeaderStep = { set: string; value: string } | { remove: string };

/**
 * What helmet does to a response with these options, recorded once: the headers it sets (names
 * and values exactly as helmet writes them) and the ones it removes (X-Powered-By). No option
 * here depends on the request (no nonce, no function directive), so every response gets the
 * same list.
 */
export function helmetSteps(options: HelmetOptions = HELMET_OPTIONS): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push({ set: name, value: String(value) });
      return recorder;
    },
    removeHeader(name: string) {
      steps.push({ remove: name });
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return steps;
}

/**
 * Every response's security headers (issue 20.3). @fastify/helmet built helmet's middleware
 * again on every request (the CSP directives parsed, each header's value formatted, two async
 * hooks): 12-14% of the health route's CPU in a profile. The same headers, computed once by
 * helmet itself (helmetSteps), are written by one synchronous onRequest hook, at the same point
 * of the request, so what a client receives is unchanged (security-headers.test.ts pins every
 * value). They go into the reply's own headers (decision 0037), not onto the raw response: a
 * raw `setHeader` made Node keep a second header table and copy Fastify's headers into it at
 * `writeHead` (12 `setHeader` calls were ~4.5% of the health route); the names go out in
 * lower case, as Fastify's own headers do (HTTP header names are case-insensitive).
 */
export async function registerHelmet(app: FastifyInstance): Promise<void> {
  const steps = helmetSteps();
  const sets = steps.filter((s): s is { set: string; value: string } => 'set' in s).map((s) => [s.set.toLowerCase(), s.value] as const);
  const removes = steps.filter((s): s is { remove: string } => 'remove' in s).map((s) => s.remove);
  app.addHook('onRequest', function securityHeaders(_req, reply, done) {
    const raw = reply.raw;
    for (let i = 0; i < removes.length; i++) raw.removeHeader(removes[i]!);
    for (let i = 0; i < sets.length; i++) reply.header(sets[i]![0], sets[i]![1]);
    done();
  });
}
