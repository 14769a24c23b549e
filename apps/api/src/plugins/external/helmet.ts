import { type IncomingMessage, type ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isEmpty } from '../../lib/is-empty';

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

/**
 * Node's table of the headers set on the raw response (its `kOutHeaders` symbol: `setHeader`
 * writes `{ [lower-case name]: [name, value] }` there, null until a header is set), found once;
 * null when this Node has none (its responses are then served by the copying path).
 */
let outHeadersKey: symbol | null | undefined;
function outHeadersKeyOf(raw: ServerResponse): symbol | null {
  if (outHeadersKey === undefined) outHeadersKey = Object.getOwnPropertySymbols(raw).find((s) => s.description === 'kOutHeaders') ?? null;
  return outHeadersKey;
}
function rawHasHeaders(raw: ServerResponse): boolean {
  const key = outHeadersKeyOf(raw);
  // not found (another Node): ask Node itself
  if (key === null) return raw.getHeaderNames().length > 0;
  return (raw as unknown as Record<symbol, unknown>)[key] != null;
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

/** An entry of Node's table of a response's headers: the name as written, and its value. */
type OutEntry = [string, string];
type OutTable = Record<string, OutEntry>;
type OutTableOf = (id: string) => OutTable;

/**
 * Decision 0057: the security headers and the request id go into the raw response's own header
 * table (Node's `kOutHeaders`), in the shape `setHeader` gives it, instead of into Fastify's.
 * Node writes the entries of that table as they are at `writeHead`; the headers of Fastify's
 * table (content-type, content-length, anything a route sets) it validates, lowercases and
 * adds to it first, with `setHeader`, as before. A header passed in Fastify's table was checked
 * by two regular expressions (name and value) on every response: 16 of them for the API's eight
 * headers, ~8k instructions a request on the health route. The names and helmet's values never
 * change: they are checked once, at start (profileOf); the request id needs no check (see
 * securityHeaders). The table is made by a constructor with its names in the source (one
 * allocation of a fixed shape, no store under a varying key, no dictionary), and its prototype
 * is an empty object without a prototype, as Node's own `{ __proto__: null }`: no inherited name
 * is found by `hasHeader`, `getHeader`, or the `for…in` that writes the headers. Each entry is
 * a new array (Node's `appendHeader` changes an entry in place).
 */
function outTableOf(OutHeaders: (this: OutTable, id: string) => void): OutTableOf {
  OutHeaders.prototype = Object.create(null) as object;
  const Made = OutHeaders as unknown as new (id: string) => OutTable;
  return (id) => new Made(id);
}

/** The pages' headers (HELMET_NAMES) and the request id, the values helmet's own (helmetSteps). */
function literalTable(v: readonly string[]): OutTableOf {
  const [csp, coop, corp, oac, rp, sts, xcto, xdpc, xdo, xfo, xpcdp, xxp] = v as [string, string, string, string, string, string, string, string, string, string, string, string];
  return outTableOf(function PageHeaders(this: OutTable, id: string) {
    this['content-security-policy'] = ['content-security-policy', csp];
    this['cross-origin-opener-policy'] = ['cross-origin-opener-policy', coop];
    this['cross-origin-resource-policy'] = ['cross-origin-resource-policy', corp];
    this['origin-agent-cluster'] = ['origin-agent-cluster', oac];
    this['referrer-policy'] = ['referrer-policy', rp];
    this['strict-transport-security'] = ['strict-transport-security', sts];
    this['x-content-type-options'] = ['x-content-type-options', xcto];
    this['x-dns-prefetch-control'] = ['x-dns-prefetch-control', xdpc];
    this['x-download-options'] = ['x-download-options', xdo];
    this['x-frame-options'] = ['x-frame-options', xfo];
    this['x-permitted-cross-domain-policies'] = ['x-permitted-cross-domain-policies', xpcdp];
    this['x-xss-protection'] = ['x-xss-protection', xxp];
    this['x-request-id'] = ['x-request-id', id];
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
function apiLiteralTable(v: readonly string[]): OutTableOf {
  const [csp, corp, rp, sts, xcto, xfo, xpcdp] = v as [string, string, string, string, string, string, string];
  return outTableOf(function ApiHeaders(this: OutTable, id: string) {
    this['content-security-policy'] = ['content-security-policy', csp];
    this['cross-origin-resource-policy'] = ['cross-origin-resource-policy', corp];
    this['referrer-policy'] = ['referrer-policy', rp];
    this['strict-transport-security'] = ['strict-transport-security', sts];
    this['x-content-type-options'] = ['x-content-type-options', xcto];
    this['x-frame-options'] = ['x-frame-options', xfo];
    this['x-permitted-cross-domain-policies'] = ['x-permitted-cross-domain-policies', xpcdp];
    this['x-request-id'] = ['x-request-id', id];
  });
}

/**
 * One profile: the values helmet sets (lower-case names), the maker of Node's header table
 * holding them and the request id (decision 0057), what helmet removes.
 */
interface Profile {
  prebuilt: Record<string, string>;
  table: OutTableOf;
  removes: string[];
}

function profileOf(options: HelmetOptions, names: readonly string[], literalOf: (v: readonly string[]) => OutTableOf): Profile {
  const steps = helmetSteps(options);
  const prebuilt: Record<string, string> = {};
  for (const s of steps) if ('set' in s) prebuilt[s.set.toLowerCase()] = s.value;
  // Node checks these once here, not on every response (decision 0057): the same checks as
  // its setHeader's, so a value helmet ever wrote that Node refuses stops the start
  for (const [name, value] of Object.entries(prebuilt)) {
    validateHeaderName(name);
    validateHeaderValue(name, value);
  }
  const found = Object.keys(prebuilt);
  const literal = found.length === names.length && found.every((n, i) => n === names[i]);
  // other options than ours (other names, or another order): the same table, filled by a loop
  const entries = Object.entries(prebuilt);
  const table = literal
    ? literalOf(names.map((n) => prebuilt[n]!))
    : outTableOf(function OtherHeaders(this: OutTable, id: string) {
        for (const [name, value] of entries) this[name] = [name, value];
        this['x-request-id'] = ['x-request-id', id];
      });
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
 * (x-request-id), written in one step (issue 20.3, decision 0052): the API's set on a JSON
 * answer of /api/ (`isApiUrl`, decision 0055), the pages' set on everything else. They go into
 * the raw response's header table (decision 0057), made at once by the profile's constructor:
 * Node writes them without checking them again, and the headers of Fastify's table (set later
 * by the route, content-type and content-length) are added to it at `writeHead` and win over
 * a name already there, as a later `reply.header` did. Fastify's `getHeader`, `hasHeader`,
 * `getHeaders` and `removeHeader` look at both tables. The names are in lower case, as
 * Fastify's own headers are. The request id is not checked again either: `requestId`
 * (logging/request-log.ts, the app's genReqId) answers a proxy's id only when it is a plain
 * token (`[\w.:-]{8,64}`), else its own (hex and base 36), so it never holds a character Node
 * refuses (security-headers.test.ts checks that for any incoming id). A check here cost ~1.4k
 * instructions a request: a regular expression needs the id flat, and it stays a joined string
 * until Node flattens the whole header block.
 *
 * When the raw response has headers already (nothing sets one today) or Node has no such table,
 * the headers go into Fastify's table as before decision 0057: added over the reply's own, and
 * X-Powered-By (helmet removes it) removed from the raw response; likewise when the reply has
 * headers of its own already (this hook runs first: nothing has set one).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS, apiOptions: HelmetOptions = API_HELMET_OPTIONS): SecurityHeaders {
  const page = profileOf(options, HELMET_NAMES, literalTable);
  const api = profileOf(apiOptions, API_NAMES, apiLiteralTable);
  const add = function addSecurityHeaders(req: FastifyRequest, reply: FastifyReply) {
    const p = isApiUrl(req.url) ? api : page;
    const id = req.id;
    const raw = reply.raw;
    const key = outHeadersKeyOf(raw);
    if (key !== null && (raw as unknown as Record<symbol, unknown>)[key] === null && isEmpty(headersOf(reply))) {
      (raw as unknown as Record<symbol, OutTable>)[key] = p.table(id);
      return;
    }
    const own = headersOf(reply);
    Object.assign(own, p.prebuilt);
    own['x-request-id'] = id;
    if (p.removes.length > 0 && rawHasHeaders(raw)) for (const name of p.removes) raw.removeHeader(name);
  };
  return Object.assign(add, {
    pageHeaders(reply: FastifyReply): FastifyReply {
      // into Fastify's table, which wins over the API's set in Node's at writeHead (every name
      // of the API's set is one of the pages' set)
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
 * 415 of an encoded body, 403 CSRF) carries them too. Decision 0037 put them into the reply's
 * own headers (a raw `setHeader` per header checked each one again on every request); decision
 * 0057 puts them, checked once at start, straight into the raw response's header table, where
 * Node writes them without checking them again. security-headers.test.ts pins every value.
 * Returns the step, for answers given before any hook (a URL the router cannot decode).
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
