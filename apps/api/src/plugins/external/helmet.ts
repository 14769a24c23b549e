import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The pages' security headers instead of the API's (decision 0055): for a route under /api/
     * that answers an HTML page of its own.
     */
    pageSecurityHeaders(): FastifyReply;
  }
}

/**
 * Security headers of the pages (the SPA, its files, Swagger UI; the API's JSON gets
 * API_HELMET_OPTIONS, decision 0055). The CSP lets the built SPA and the Swagger UI run from 'self' only
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

/** Fastify's own table of a reply's headers (`reply.header` writes there), found once. */
let headersKey: symbol | undefined;
function headersOf(reply: FastifyReply): Record<string, unknown> {
  if (headersKey === undefined) {
    headersKey = Object.getOwnPropertySymbols(reply).find((s) => s.description === 'fastify.reply.headers');
    if (headersKey === undefined) throw new Error('fastify.reply.headers not found: Fastify changed its reply');
  }
  return (reply as unknown as Record<symbol, Record<string, unknown>>)[headersKey]!;
}

/** Node's table of headers set on the raw response (`setHeader`), null until one is; found once. */
let outHeadersKey: symbol | null | undefined;
function rawHasHeaders(raw: ServerResponse): boolean {
  if (outHeadersKey === undefined) outHeadersKey = Object.getOwnPropertySymbols(raw).find((s) => s.description === 'kOutHeaders') ?? null;
  // not found (another Node): ask Node itself
  if (outHeadersKey === null) return raw.getHeaderNames().length > 0;
  return (raw as unknown as Record<symbol, unknown>)[outHeadersKey] != null;
}

/**
 * Every response's security headers and its request id (issue 7.11), as one step: what
 * `addSecurityHeaders` writes.
 */
export type SecurityHeaders = ((req: FastifyRequest, reply: FastifyReply) => void) & {
  /** The pages' set over a reply that has the API's: for an HTML page under /api/ (decision 0055). */
  pageHeaders(reply: FastifyReply): FastifyReply;
};

/** The headers helmet sets with HELMET_OPTIONS, in its order (security-headers.test.ts pins the values). */
const HELMET_NAMES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * A reply's header table with helmet's headers and the request id: one object literal, its
 * names written in the source, so V8 builds it in one allocation with a fixed shape (no property
 * added one by one, no store under a varying key). The values are helmet's own (helmetSteps).
 */
function literalTable(v: readonly string[]): (id: string) => Record<string, unknown> {
  const [csp, coop, corp, oac, rp, sts, xcto, xdpc, xdo, xfo, xpcdp, xxp] = v;
  return (id) => ({
    'content-security-policy': csp,
    'cross-origin-opener-policy': coop,
    'cross-origin-resource-policy': corp,
    'origin-agent-cluster': oac,
    'referrer-policy': rp,
    'strict-transport-security': sts,
    'x-content-type-options': xcto,
    'x-dns-prefetch-control': xdpc,
    'x-download-options': xdo,
    'x-frame-options': xfo,
    'x-permitted-cross-domain-policies': xpcdp,
    'x-xss-protection': xxp,
    'x-request-id': id,
  });
}

/**
 * The headers of a JSON answer of the API (decision 0055): what a JSON document needs when a
 * browser is made to open it, and nothing that only a page can use (OWASP's REST security cheat
 * sheet): a CSP that lets nothing load or frame it (stricter than the pages' one, and 41
 * characters instead of 290), no framing at all, nosniff, HSTS, same-origin resources, no
 * referrer, and no cross-domain policy for Adobe's clients. Left to the pages: the opener
 * policy, Origin-Agent-Cluster, DNS prefetch, IE8's download option and X-XSS-Protection, which
 * act on a document a browser renders, never on a fetched or downloaded JSON.
 */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xXssProtection: false,
};

/** The headers helmet sets with API_HELMET_OPTIONS, in its order (security-headers.test.ts pins the values). */
const API_NAMES = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
] as const;

/** The same for API_NAMES. */
function apiLiteralTable(v: readonly string[]): (id: string) => Record<string, unknown> {
  const [csp, corp, rp, sts, xcto, xfo, xpcdp] = v;
  return (id) => ({
    'content-security-policy': csp,
    'cross-origin-resource-policy': corp,
    'referrer-policy': rp,
    'strict-transport-security': sts,
    'x-content-type-options': xcto,
    'x-frame-options': xfo,
    'x-permitted-cross-domain-policies': xpcdp,
    'x-request-id': id,
  });
}

/** One profile: the values helmet sets (lower-case names), the table maker, what it removes. */
interface Profile {
  prebuilt: Record<string, string>;
  table: (id: string) => Record<string, unknown>;
  removes: string[];
}

function profileOf(options: HelmetOptions, names: readonly string[], literalOf: (v: readonly string[]) => (id: string) => Record<string, unknown>): Profile {
  const steps = helmetSteps(options);
  const prebuilt: Record<string, string> = {};
  for (const s of steps) if ('set' in s) prebuilt[s.set.toLowerCase()] = s.value;
  const found = Object.keys(prebuilt);
  const literal = found.length === names.length && found.every((n, i) => n === names[i]);
  const table = literal ? literalOf(names.map((n) => prebuilt[n]!)) : (id: string) => Object.assign({}, prebuilt, { 'x-request-id': id }) as Record<string, unknown>;
  const removes = steps.filter((s): s is { remove: string } => 'remove' in s).map((s) => s.remove);
  return { prebuilt, table, removes };
}

/**
 * Whether a request's answer is the API's JSON (decision 0055): its raw URL is under /api/ and
 * not the OpenAPI pages (/api/docs, Swagger UI's HTML and scripts). Two routes under /api/ that
 * answer a page of their own (the sandbox card challenge) switch back with `reply.pageSecurityHeaders()`.
 * A URL written with escapes (`/%61pi/…`) gets the pages' headers: either set is safe for JSON.
 */
export function isApiUrl(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * The security headers of helmet (helmetSteps, computed once) and the request id
 * (x-request-id), written into a reply's own headers in one step (issue 20.3, decision 0052):
 * the API's set on a JSON answer of /api/ (`isApiUrl`, decision 0055), the pages' set on
 * everything else. A reply starts with an empty table: it is replaced by a new one holding them
 * all, built by one object literal (twelve `reply.header` calls, each lowercasing its name and
 * storing under a varying key, were ~7% of the health route's instructions by callgrind). Other
 * options than the default ones (other names, or another order) build the table by copying. A
 * reply that already has headers gets them added over its own, as `reply.header` did. The names
 * are in lower case, as Fastify's own headers are. X-Powered-By (helmet removes it) is removed
 * from the raw response when anything set one there.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS, apiOptions: HelmetOptions = API_HELMET_OPTIONS): SecurityHeaders {
  const page = profileOf(options, HELMET_NAMES, literalTable);
  const api = profileOf(apiOptions, API_NAMES, apiLiteralTable);
  const add = function addSecurityHeaders(req: FastifyRequest, reply: FastifyReply) {
    const p = isApiUrl(req.url) ? api : page;
    const own = headersOf(reply);
    let empty = true;
    for (const _ in own) {
      empty = false;
      break;
    }
    if (empty) {
      (reply as unknown as Record<symbol, unknown>)[headersKey!] = p.table(req.id);
    } else {
      Object.assign(own, p.prebuilt);
      own['x-request-id'] = req.id;
    }
    const raw = reply.raw;
    if (p.removes.length > 0 && rawHasHeaders(raw)) for (const name of p.removes) raw.removeHeader(name);
  };
  return Object.assign(add, {
    pageHeaders(reply: FastifyReply): FastifyReply {
      Object.assign(headersOf(reply), page.prebuilt);
      return reply;
    },
  });
}

/**
 * Every response's security headers and request id, from the first hook of every request
 * (issue 20.3). @fastify/helmet built helmet's middleware again on every request (the CSP
 * directives parsed, each header's value formatted, two async hooks): 12-14% of the health
 * route's CPU in a profile; decision 0037 wrote helmet's headers (computed once by helmet
 * itself, helmetSteps) with a `reply.header` call each, and the request id from an onSend hook;
 * decision 0052 writes both in one step (securityHeaders), from one synchronous onRequest hook
 * registered before every other one, so an answer given by a later hook (503 while closing,
 * 415 of an encoded body, 403 CSRF) carries them too. They go into the reply's own headers
 * (decision 0037), not onto the raw response: a raw `setHeader` made Node keep a second header
 * table and copy Fastify's headers into it at `writeHead`. security-headers.test.ts pins every
 * value. Returns the step, for answers given before any hook (a URL the router cannot decode).
 */
export function registerHelmet(app: FastifyInstance): SecurityHeaders {
  const add = securityHeaders();
  app.decorateReply('pageSecurityHeaders', function pageSecurityHeaders(this: FastifyReply) {
    return add.pageHeaders(this);
  });
  app.addHook('onRequest', function securityHeadersHook(req, reply, done) {
    add(req, reply);
    done();
  });
  return add;
}
