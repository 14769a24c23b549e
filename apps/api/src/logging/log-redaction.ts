/**
 * Issue 7.8: no personal data in the logs. Two layers:
 * - `serializeError` for every logged `err`: drizzle's "Failed query" errors carry the
 *   query's parameters (a booking's name, e-mail, phone, tax id, address) in their message,
 *   their stack and a `params` property, and PostgreSQL's `detail` quotes row values
 *   ("Key (email)=(...)"). The serializer keeps the SQL text (placeholders only), the
 *   error codes and the stack frames, and drops the values.
 * - pino `redact` paths for the personal fields and secrets wherever a log call might put
 *   them (a request body, a reservation row, headers).
 */

/** Fields that name or reach a person, or open a reservation. */
export const PERSONAL_FIELDS = [
  'email',
  'phone',
  'name',
  'surname',
  'driverName',
  'driverSurname',
  'driver',
  'guestName',
  'guestSurname',
  'plate',
  'nif',
  'invoiceNif',
  'invoice_nif',
  'invoiceName',
  'invoice_name',
  'address',
  'invoiceAddress',
  'invoice_address',
  'invoiceEmail',
  'zip',
  'invoiceZip',
  'invoice_zip',
  'card_number',
  'cvc',
  'reservation_token',
  'params',
  'detail',
  // accounts (issue 10): credentials, tokens and the names of a sign-up or a social prefill
  'password',
  'passwordHash',
  'password_hash',
  'confirm',
  'token',
  'csrf_token',
  'social',
  'alias',
  'lastName',
  'last_name',
  'zipCode',
  'zip_code',
  // vehicles (issue 15): a guest vehicle's token opens it (decision 0023)
  'guest_token',
];

/**
 * Secret headers, wherever a log call might put a request's headers. Not under `req.` nor
 * `res.`: those two keys always pass through serializers with a fixed shape (`serializeRequest`
 * below: method, scrubbed URL, host, address, port; Fastify's `res`: the status code), so no
 * header and no body can reach the log through them, and a redact path under them only costs
 * time (issue 20.3: the request line's ~50 `req.` paths were 15 of its 20 us; the test
 * "request and reply objects" in log-redaction.test.ts checks that nothing leaks through them).
 */
const HEADER_SECRETS = [
  'headers["x-reservation-token"]',
  'headers["x-admin-token"]',
  'headers["x-csrf-token"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["x-vehicle-token"]',
];

/** Where a log call could put a traveller's fields: a body, a reservation, its parts. */
const PERSONAL_PARENTS = ['', 'body.', 'reservation.', 'billing.', 'user.', 'account.'];

/**
 * pino redact paths, all explicit: wildcard paths (`*.email`) cost about ten times more on
 * every log line (measured: 25-70 us per request against 9 us for these), and the serializers
 * already keep errors and request lines clean. pino runs a key's paths only on lines that have
 * that key: the paths cost nothing on the request line (`req`, `res`, `responseTime`).
 */
export const LOG_REDACT_PATHS: string[] = [...PERSONAL_PARENTS.flatMap((p) => PERSONAL_FIELDS.map((f) => `${p}${f}`)), ...HEADER_SECRETS];

/**
 * Pino paths that may hold card data (the payment routes' body); they are never written to
 * the log. The two wildcards reach one level under any key (`payment.card_number`, an error's
 * own `card_number`); they cost ~3 us on every line, kept for that reach.
 */
export const CARD_REDACT_PATHS = ['card_number', 'cvc', '*.card_number', '*.cvc', 'body.card_number', 'body.cvc'];

/** Property names of an error whose values may quote user data. */
const DROPPED_ERROR_KEYS = new Set(['params', 'parameters', 'detail', 'where', 'query_params', 'values', 'body', 'data']);

/**
 * "Failed query: <sql>\nparams: <values>" keeps the SQL and loses the values, in messages and
 * stacks; any e-mail address left in the text becomes [email].
 */
export function scrubQueryParams(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]')
    // An address quoted by an SMTP server or a driver ("550 <ana@example.com> rejected").
    .replace(/[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi, '[email]');
}

const SCALAR = new Set(['string', 'number', 'boolean']);

/** The log shape of an error: type, message, stack, scalar own properties and the cause chain. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) {
    return { type: typeof err, message: typeof err === 'string' ? scrubQueryParams(err) : '[not an Error]', stack: '' };
  }
  const out: SerializedError = {
    type: err.constructor?.name ?? err.name,
    message: scrubQueryParams(err.message),
    stack: scrubQueryParams(err.stack ?? ''),
  };
  for (const [k, v] of Object.entries(err)) {
    if (k === 'cause' || k === 'message' || k === 'stack' || DROPPED_ERROR_KEYS.has(k)) continue;
    if (SCALAR.has(typeof v)) out[k] = typeof v === 'string' ? scrubQueryParams(v) : v;
  }
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 5) out.cause = serializeError(cause, depth + 1);
  return out;
}

/** What a URL needs before the patterns of scrubUrl could match anything: `?`, `&`, `@`, `%40` or a newline. */
const MAY_HOLD_SECRET = /[?&@\n]|%40/;

/** A URL as it may be logged: the access token of a confirmation link and e-mail addresses out. */
export function scrubUrl(url: string): string {
  // Most request URLs have no query and no address: nothing the patterns below could match
  // (a token needs `?` or `&`, an address `@` or `%40`, the params block a newline), so they
  // are not run on every request line (issue 20.3: logging's cost).
  // (one scan of the URL, not five: decision 0052)
  if (!MAY_HOLD_SECRET.test(url)) return url;
  return scrubQueryParams(url.replace(/([?&](?:reservation_token|token|to|email)=)[^&#]*/gi, '$1[redacted]'));
}

/** The request fields a log line reads (the `req` serializer here, and the hand-built request line). */
export interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
  /** Fastify's raw request: where `requestId` leaves the counter of an id of ours (request-log.ts) */
  raw?: object;
}

/**
 * Fastify's request log shape (method, url, host, remote address and port) with the URL
 * scrubbed: `/confirmation?reservation_token=...` is a page the browser asks for, and the dev
 * outbox takes `?to=<e-mail>`.
 */
export function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: scrubUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
