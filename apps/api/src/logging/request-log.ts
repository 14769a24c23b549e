import { randomBytes } from 'node:crypto';
import { writeSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { routeLogLevel } from '../lib/route-url';
import { type LoggedRequest, scrubUrl } from './log-redaction';

/** What a log destination needs to take a line (pino's destinations, a test's Writable). */
export interface LineSink {
  write(line: string): unknown;
}

/**
 * A string as JSON writes it. Most values of a request line (method, path, host, addresses,
 * the request id) are printable ASCII with no quote or backslash: written between quotes as
 * they are, after one test of a regular expression. `JSON.stringify` is a call into V8's C++
 * runtime that allocates its own buffers: six of them were the larger part of building the
 * line (callgrind, decision 0048). Anything else goes through `JSON.stringify`.
 */
const PLAIN_JSON = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
function jsonString(s: string): string {
  return PLAIN_JSON.test(s) ? `"${s}"` : JSON.stringify(s);
}

/** A number as JSON writes it (`null` for NaN and the infinities). */
function jsonNumber(n: number): string {
  return Number.isFinite(n) ? `${n}` : 'null';
}

/**
 * A time in ms rounded to the microsecond, as JSON writes that number (`JSON.stringify(Math.round(ms
 * * 1000) / 1000)`), by integer arithmetic. The line's `responseTime` was Fastify's elapsed time
 * to the nanosecond (`2.334463000000028`): writing that double was 1.5% of the health route's
 * samples with logging on, the largest single part of the line (decision 0052's addendum). A
 * microsecond is as fine as the log needs.
 */
export function msJson(ms: number): string {
  if (!(ms >= 0 && ms < 1e9)) return jsonNumber(Math.round(ms * 1000) / 1000);
  const us = Math.round(ms * 1000);
  // Up to 2,000 s the microseconds fit a small integer: V8 writes its digits from a cache, where
  // a double (Math.floor's answer) went through its double-to-text conversion (decision 0055).
  const whole = ms < 2_000_000 ? ((us | 0) / 1000) | 0 : Math.floor(us / 1000);
  return `${whole}${FRACTIONS[us - whole * 1000]}`;
}

/** The thousandths 0-999 as JSON writes them after the integer part: '', '.001', '.01', '.5', '.999'. */
const FRACTIONS = Array.from({ length: 1000 }, (_, frac) => (frac === 0 ? '' : `.${String(frac).padStart(3, '0').replace(/0+$/, '')}`));

/** A connection's part of the request line (host, address, port), kept while they stay the same. */
interface Tail {
  host: string | undefined;
  ip: string | undefined;
  port: number | undefined;
  json: string;
}
const tails = new WeakMap<object, Tail>();

/**
 * The start of a request line's `req` (`{"method":…,"url":…`, the URL scrubbed) by method and raw
 * URL: most requests ask again for a URL asked before (the health route, the catalogue, the
 * price route), so its scrub and its JSON are made once (issue 20.3: logging's cost). A table
 * per method, emptied when it holds MAX_HEADS URLs (URLs that are all different, such as
 * confirmation links, only refill it). What is kept is the scrubbed URL only: nothing personal.
 */
const MAX_HEADS = 512;
const headsByMethod = new Map<string, Map<string, string>>();
function headJson(method: string, url: string): string {
  let heads = headsByMethod.get(method);
  if (heads === undefined) headsByMethod.set(method, (heads = new Map()));
  let head = heads.get(url);
  if (head === undefined) {
    head = `{"method":${jsonString(method)},"url":${jsonString(scrubUrl(url))}`;
    if (heads.size >= MAX_HEADS) heads.clear();
    heads.set(url, head);
  }
  return head;
}

/**
 * The `req` of a request line, written by hand: exactly what pino writes for
 * `serializeRequest(req)` (logging/log-redaction.ts): method, the scrubbed URL, host, remote
 * address and port, in that order, an absent one left out as JSON.stringify does. The method and
 * URL part is kept by URL (`headJson`); the host, address and port part is the same for every
 * request of a kept-alive connection: written once per connection (and again whenever one of the
 * three differs), not per request (decision 0052).
 */
export function requestJson(req: LoggedRequest): string {
  const head = headJson(req.method, req.url);
  const host = req.host;
  const ip = req.ip;
  const socket = req.socket;
  const port = socket?.remotePort;
  if (socket) {
    const kept = tails.get(socket);
    if (kept !== undefined && kept.host === host && kept.ip === ip && kept.port === port) return head + kept.json;
  }
  let s = '';
  if (host !== undefined) s += `,"host":${jsonString(host)}`;
  if (ip !== undefined) s += `,"remoteAddress":${jsonString(ip)}`;
  if (port !== undefined) s += `,"remotePort":${jsonNumber(port)}`;
  s += '}';
  if (socket) tails.set(socket, { host, ip, port, json: s });
  return head + s;
}

/**
 * A request id as JSON: this process's own ids (`requestId`: a hex prefix and a base-36 counter)
 * need no escape and no test; any other (a proxy's) goes through `jsonString`.
 */
function idJson(reqId: string): string {
  return reqId.startsWith(idPrefix) ? `"${reqId}"` : jsonString(reqId);
}

/** The line's part from `req`'s end to `responseTime`'s value, by status code: the same few codes again and again. */
const statusParts = new Map<number, string>();
function statusPart(statusCode: number): string {
  let part = statusParts.get(statusCode);
  if (part === undefined) {
    part = `,"res":{"statusCode":${jsonNumber(statusCode)}},"responseTime":`;
    if (statusParts.size < 64) statusParts.set(statusCode, part);
  }
  return part;
}

/**
 * The "request completed" line as pino writes it for
 * `logger.child({ reqId }).info({ req, res, responseTime }, 'request completed')`, with
 * `responseTime` rounded to the microsecond (`msJson`): same keys,
 * same order, same values (request-log.test.ts compares the two). `chindings` is the logger's
 * own bindings as pino keeps them (`,"pid":…,"hostname":…`). No redaction pass is needed: the
 * line's keys are fixed and none is a redacted path (`req` and `res` have a fixed shape,
 * decision 0028), and the one field that could carry personal data, the URL, is scrubbed.
 * The parts that repeat (the millisecond with the bindings, the status part) are kept, so a line
 * is joined from seven pieces.
 */
let lastTime = NaN;
let lastChindings = '';
let lastTimeText = '';
export function requestLine(chindings: string, time: number, reqId: string, req: LoggedRequest, statusCode: number, responseTime: number): string {
  // the millisecond is the same for many lines under load: its digits written once (decision 0052)
  if (time !== lastTime || chindings !== lastChindings) {
    lastTime = time;
    lastChindings = chindings;
    lastTimeText = `{"level":30,"time":${time}${chindings},"reqId":`;
  }
  return `${lastTimeText}${idJson(reqId)},"req":${requestJson(req)}${statusPart(statusCode)}${msJson(responseTime)},"msg":"request completed"}\n`;
}

const chindingsOf = pino.symbols.chindingsSym as unknown as string;

/**
 * Issue 20.3: one log line per request, not two. Fastify's own controller writes "incoming
 * request" when a request arrives and "request completed" when it is answered: two JSON
 * lines, each a redaction pass and a write. This one writes nothing on arrival and a single
 * "request completed" line at the end carrying both halves: the request (the same fields as
 * the `req` serializer, so the URL is scrubbed as before: logging/log-redaction.ts), the status
 * (`res`) and the time taken (`responseTime`, ms). The line is built by hand and written to the
 * logger's destination (decision 0037): pino's path (child logger, serializers, redaction of
 * keys the line never has, JSON of each part) was most of logging's cost. A response that
 * failed while being sent keeps Fastify's "request errored" line at error level, through pino,
 * with the request added. Every other line Fastify writes (errors handled, 404s, stream errors)
 * is unchanged, and goes to the same destination, in order.
 *
 * A request cut off before its answer (client gone) has no line at all, as before it had its
 * "incoming request" line only: the `onRequestAbort` of a route is the place if that matters.
 */
export class OneLinePerRequest extends LogController {
  private root: pino.Logger | undefined;

  constructor(private readonly sink: LineSink) {
    super();
  }

  override incomingRequest(): void {
    // nothing on arrival: the completed line carries the request
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    // A route with a level of its own (none today) goes through its logger.
    if (routeLogLevel(request)) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      return;
    }
    // the app's logger, found once (one controller per app)
    const root = (this.root ??= request.server.log as pino.Logger);
    if (!root.isLevelEnabled('info')) return;
    const chindings = (root as unknown as Record<string, string>)[chindingsOf] ?? '';
    this.sink.write(requestLine(chindings, Date.now(), request.id, request, reply.statusCode, reply.elapsedTime));
  }
}

/**
 * The request id (issue 7.11): an incoming x-request-id when it is a plain token (a proxy's),
 * else this process's prefix (random, drawn at start: unique across nodes and restarts) and a
 * counter. Nothing relies on its being unguessable (it is sent back to the caller and written
 * to the logs, nothing is looked up by it); `randomUUID` per request cost 0.5-0.7% of the
 * server's CPU (decision 0028).
 */
const idPrefix = `${randomBytes(6).toString('hex')}-`;
let idCounter = 0;
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && /^[\w.:-]{8,64}$/.test(given)) return given;
  idCounter = idCounter === Number.MAX_SAFE_INTEGER ? 1 : idCounter + 1;
  return idPrefix + idCounter.toString(36);
}

/**
 * Lines gathered in memory and handed to the destination in batches of ~64 KB (about 220
 * request lines: one write(2) and one thread-pool round trip per batch; 4 KB batches meant one
 * per 14 requests), or at rest within `flushMs` (a timer that does not keep the process
 * alive). At 10,000 requests a second a batch fills in ~20 ms, so the 200 ms timer, not the
 * size, bounds what a killed process can lose. Left in order with every other line: pino
 * writes here too.
 *
 * A line is appended to the batch's text (V8 keeps the pieces and joins them once), and the
 * batch is encoded once, when it is handed on: a destination in buffer mode (`contentMode:
 * 'buffer'`, sonic-boom's) gets one Buffer and writes it as it is (decision 0048: a batch handed
 * on as a string was measured and converted by sonic-boom four times). Decision 0048 encoded
 * each line into the batch's Buffer as it came: a call into C++ per request, the larger part of
 * writing a line (decision 0055's addendum). The batch's size is counted in UTF-16 units (a
 * request line is ASCII: one byte each). A destination that takes strings only (a test's
 * stream) gets the batch's text.
 */
export class LineBatcher implements LineSink {
  private pending = '';

  constructor(
    private readonly dest: pino.DestinationStream & { flushSync?: () => void; flush?: (cb?: (err?: Error) => void) => void },
    private readonly minLength = 65_536,
    flushMs = 200,
    /** the destination takes Buffers (sonic-boom in buffer mode); otherwise it gets strings */
    private readonly takesBuffers = false,
  ) {
    setInterval(() => this.drain(), flushMs).unref();
  }

  write(line: string): boolean {
    // the batch goes out before it would pass its size; a longer line goes out on its own
    if (this.pending.length + line.length > this.minLength) this.drain();
    this.pending += line;
    return true;
  }

  /** Hands what is pending to the destination (which writes it asynchronously). */
  drain(): void {
    if (this.pending.length === 0) return;
    const out = this.pending;
    this.pending = '';
    if (!this.takesBuffers) {
      this.dest.write(out);
      return;
    }
    // encoded into a Buffer of the most bytes it can take (three per UTF-16 unit): one pass, where
    // Buffer.from measured the UTF-8 length first; the destination keeps this Buffer until written
    const bytes = Buffer.allocUnsafeSlow(out.length * 3);
    this.dest.write(bytes.subarray(0, bytes.write(out, 0)) as unknown as string);
  }

  flush(cb?: (err?: Error) => void): void {
    this.drain();
    if (this.dest.flush) this.dest.flush(cb);
    else cb?.();
  }

  /**
   * At exit: what the destination holds goes out first (its own synchronous flush), then this
   * batch, written synchronously too. Handing the batch to the destination first (`drain`)
   * started an asynchronous write of it that the exit could cut (and the file did not yet hold
   * it when flushSync returned: request-log.test.ts failed now and then).
   */
  flushSync(): void {
    const fd = (this.dest as { fd?: unknown }).fd;
    if (!this.dest.flushSync || typeof fd !== 'number' || fd < 0) {
      this.drain();
      this.dest.flushSync?.();
      return;
    }
    this.dest.flushSync();
    let bytes = Buffer.from(this.pending);
    this.pending = '';
    while (bytes.length > 0) {
      try {
        bytes = bytes.subarray(writeSync(fd, bytes));
      } catch (err) {
        // a full pipe (EAGAIN) is retried, as sonic-boom does; anything else is given up
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      }
    }
  }
}

/**
 * Standard output through an asynchronous destination (pino's sonic-boom, issue 20.3): a line
 * is appended to a buffer, never written by the request that logs it. The buffer goes out in
 * one asynchronous write once it holds 64 KB (about 220 request lines) or, at rest, within
 * 200 ms. Each line written on its own, even asynchronously, was a write(2) and a thread-pool
 * round trip per request (measured in docs/decisions/0028). What is left is written
 * synchronously when the process exits (process.exit at the end of a graceful shutdown, a
 * crash): the batch here first, then sonic-boom's own buffer (pino registers that).
 */
let stdout: LineBatcher | undefined;
export function asyncStdout(): LineBatcher {
  // one per process, whatever the number of apps built in it (the tests build many)
  if (!stdout) {
    // registered before pino's own exit handler (pino.destination below), so this batch is in
    // sonic-boom's buffer when pino flushes it
    process.on('exit', () => stdout?.drain());
    process.on('beforeExit', () => stdout?.drain());
    stdout = new LineBatcher(pino.destination({ dest: 1, sync: false, minLength: 0, contentMode: 'buffer' }), 65_536, 200, true);
  }
  return stdout;
}
