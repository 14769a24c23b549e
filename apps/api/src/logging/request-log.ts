import { randomBytes } from 'node:crypto';
import { writeSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { routeLogLevel } from '../lib/route-url';
import { type LoggedRequest, scrubUrl } from './log-redaction';

/** This process's request id prefix (`requestId`, at the end): random, drawn at start. */
const idPrefix = `${randomBytes(6).toString('hex')}-`;

/**
 * What a log destination needs to take a line (pino's destinations, a test's Writable), and, when
 * it writes bytes, the request line given as its parts (`ByteBatcher`: no string is built).
 */
export interface LineSink {
  write(line: string): unknown;
  writeRequestLine?(chindings: string, time: number, reqId: string, req: LoggedRequest, statusCode: number, responseTime: number, addressPerConnection?: boolean): void;
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

/**
 * A connection's part of the request line (host, address, port), kept while they stay the same,
 * and, for the byte writer, the bytes of the line's middle made from it with the last URL and
 * status it was logged with (`middleBytes`).
 */
interface Tail {
  host: string | undefined;
  ip: string | undefined;
  port: number | undefined;
  json: string;
  method: string | undefined;
  url: string | undefined;
  status: number;
  bytes: Buffer | undefined;
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
  return headJson(req.method, req.url) + tailOf(req).json;
}

/** The connection's part (`,"host":…,"remotePort":…}`), the kept one while host, address and port stay the same. */
function tailOf(req: LoggedRequest, addressPerConnection = false): Tail {
  const host = req.host;
  const socket = req.socket;
  // Not behind a proxy the address and port are the connection's own (`request.ip` is the
  // socket's remote address): not read again for each request of it (decision 0058).
  const kept = socket ? tails.get(socket) : undefined;
  if (kept !== undefined && addressPerConnection && kept.host === host) return kept;
  const ip = req.ip;
  const port = socket?.remotePort;
  if (kept !== undefined && kept.host === host && kept.ip === ip && kept.port === port) return kept;
  let s = '';
  if (host !== undefined) s += `,"host":${jsonString(host)}`;
  if (ip !== undefined) s += `,"remoteAddress":${jsonString(ip)}`;
  if (port !== undefined) s += `,"remotePort":${jsonNumber(port)}`;
  s += '}';
  const tail: Tail = { host, ip, port, json: s, method: undefined, url: undefined, status: 0, bytes: undefined };
  if (socket) tails.set(socket, tail);
  return tail;
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

/*
 * The same line written as bytes, straight into a batch's Buffer (`ByteBatcher`, decision 0058).
 * Built as a string, a line was seven pieces joined into a rope, and the batch a rope of ~220
 * such lines: when the batch was encoded, V8 walked ~2,000 small strings scattered over the
 * megabytes the requests between had allocated (cache misses that callgrind's instruction count
 * does not show), then flattened and encoded them. Here the parts that repeat are kept as bytes:
 * the line's start to the request id's counter (`lineStart`: its millisecond's digits written
 * over when it changes), and from `"req":` to `"responseTime":` per connection, URL and status
 * (`middleBytes`, on the connection's kept `Tail`). A line is then three copies of kept bytes,
 * the id's counter and the elapsed time's digits, with no call into C++ (a `Buffer.from` per
 * line was one) and no division of a double (`%` of a double is a call to fmod). No string is
 * made for a request of a kept-alive connection that asks for the URL it asked before.
 */
const END = Buffer.from(',"msg":"request completed"}\n');
/*
 * The line's start, kept as bytes: `{"level":30,"time":<ms>` + the logger's bindings +
 * `,"reqId":"` + this process's id prefix. Made again when the bindings change (one logger per
 * app: once); when the millisecond changes, only its 13 digits are written over (until 2286).
 * `startWithoutId` is the same bytes up to `"reqId":`, for an id of a proxy's.
 */
const TIME_AT = '{"level":30,"time":'.length;
let start = Buffer.alloc(0);
let startWithoutId = start;
let startTime = Number.NaN;
let startChindings: string | undefined;
function lineStart(chindings: string, time: number): void {
  // a millisecond of 13 digits can be written over in place; any other is made anew each time
  const thirteenDigits = time >= 1e12 && time < 1e13 && Number.isInteger(time);
  if (chindings !== startChindings || !thirteenDigits) {
    startChindings = thirteenDigits ? chindings : undefined;
    start = Buffer.from(`{"level":30,"time":${time}${chindings},"reqId":"${idPrefix}`);
    startWithoutId = start.subarray(0, start.length - idPrefix.length - 1);
    startTime = time;
  } else if (time !== startTime) {
    startTime = time;
    const high = Math.floor(time / 1e9);
    intDigitsInto(start, TIME_AT, (time - high * 1e9) | 0, 9, 4);
    intDigitsInto(start, TIME_AT, high, 4, 0);
  }
}

/** `n`'s last `count` decimal digits (leading zeros too) at `off + skip` in `buf`; small integers only. */
function intDigitsInto(buf: Buffer, off: number, n: number, count: number, skip: number): void {
  for (let i = off + skip + count - 1, w = n; i >= off + skip; i--) {
    const q = (w / 10) | 0;
    buf[i] = 48 + w - q * 10;
    w = q;
  }
}

/** A small non-negative integer's decimal digits at `off`; the offset after. */
function digitsInto(buf: Buffer, off: number, n: number): number {
  let digits = 1;
  for (let w = n; w >= 10; w = (w / 10) | 0) digits++;
  intDigitsInto(buf, off, n, digits, 0);
  return off + digits;
}

function middleBytes(req: LoggedRequest, statusCode: number, addressPerConnection: boolean): Buffer {
  const tail = tailOf(req, addressPerConnection);
  const { method, url } = req;
  // the connection asks again for what it asked before (a string compare; no hash of the URL)
  if (tail.bytes !== undefined && tail.url === url && tail.method === method && tail.status === statusCode) return tail.bytes;
  const bytes = Buffer.from(`,"req":${headJson(method, url)}${tail.json}${statusPart(statusCode)}`);
  tail.method = method;
  tail.url = url;
  tail.status = statusCode;
  tail.bytes = bytes;
  return bytes;
}

/** An ASCII string's characters as bytes at `off` (the caller knows it is ASCII); the offset after. */
function asciiInto(buf: Buffer, off: number, s: string, from = 0): number {
  for (let i = from; i < s.length; i++) buf[off++] = s.charCodeAt(i);
  return off;
}

/** `msJson(ms)` written as bytes: the digits of the whole ms, then the kept fraction. */
function msInto(buf: Buffer, off: number, ms: number): number {
  if (!(ms >= 0 && ms < 2_000_000)) return asciiInto(buf, off, msJson(ms));
  const us = Math.round(ms * 1000);
  const whole = ((us | 0) / 1000) | 0;
  return asciiInto(buf, digitsInto(buf, off, whole), FRACTIONS[us - whole * 1000]!);
}

/** The most bytes `writeRequestLine` can write for this request (a request id of a proxy may take three a character). */
function requestLineRoom(reqId: string, middle: Buffer): number {
  return start.length + reqId.length * 3 + 2 + middle.length + 24 + END.length;
}

/**
 * The counter of the request's id when `requestId` made it (this process's prefix and the
 * counter in base 36), left on the raw request: the byte writer writes its digits from the
 * number. The id itself is a joined string; reading its characters (or `startsWith`) made V8
 * flatten it first, a call into the runtime and a new string on every line (decision 0058).
 */
const OWN_ID = Symbol('request id counter');
function ownCounter(req: LoggedRequest): number | undefined {
  const raw = req.raw as Record<symbol, number | undefined> | undefined;
  return raw === undefined ? undefined : raw[OWN_ID];
}

const BASE36 = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');
/** A non-negative small integer's base-36 digits at `off` (as `toString(36)` writes them); the offset after. */
function base36Into(buf: Buffer, off: number, n: number): number {
  let digits = 1;
  for (let w = n; w >= 36; w = (w / 36) | 0) digits++;
  for (let i = off + digits - 1, w = n; i >= off; i--) {
    const q = (w / 36) | 0;
    buf[i] = BASE36[w - q * 36]!;
    w = q;
  }
  return off + digits;
}

/** `requestLine`'s bytes at `off` in `buf` (room made by the caller, `lineStart` called); the offset after. */
function requestLineInto(buf: Buffer, off: number, reqId: string, counter: number | undefined, middle: Buffer, responseTime: number): number {
  if (counter !== undefined && counter <= 0x7fffffff) {
    // this process's own id, made by requestId: the start holds its prefix, then the counter
    buf.set(start, off);
    off = base36Into(buf, off + start.length, counter);
    buf[off++] = 0x22;
  } else if (reqId.startsWith(idPrefix)) {
    // this process's own id: the start holds its prefix, then the counter's base-36 digits
    buf.set(start, off);
    off = asciiInto(buf, off + start.length, reqId, idPrefix.length);
    buf[off++] = 0x22;
  } else {
    buf.set(startWithoutId, off);
    off += startWithoutId.length;
    off += buf.write(jsonString(reqId), off);
  }
  buf.set(middle, off);
  off = msInto(buf, off + middle.length, responseTime);
  buf.set(END, off);
  return off + END.length;
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
  private infoOn = false;
  private chindings = '';

  /**
   * `addressPerConnection`: the app does not trust a proxy's forwarded address, so a request's
   * remote address and port are its connection's (Fastify's `trustProxy` off).
   */
  constructor(
    private readonly sink: LineSink,
    private readonly addressPerConnection = false,
  ) {
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
    if (this.root === undefined) this.watch(request.server.log as pino.Logger);
    if (!this.infoOn) return;
    if (this.sink.writeRequestLine) this.sink.writeRequestLine(this.chindings, Date.now(), request.id, request, reply.statusCode, reply.elapsedTime, this.addressPerConnection);
    else this.sink.write(requestLine(this.chindings, Date.now(), request.id, request, reply.statusCode, reply.elapsedTime));
  }

  /**
   * The app's logger, found at the first request (one controller per app): whether it writes at
   * info and its bindings, read then and again whenever its level changes (pino's
   * 'level-change'), not on every request (its level check and the bindings are lookups by
   * symbol on an object of many properties: decision 0058).
   */
  private watch(root: pino.Logger): void {
    this.root = root;
    const read = () => {
      this.infoOn = root.isLevelEnabled('info');
      this.chindings = (root as unknown as Record<string, string>)[chindingsOf] ?? '';
    };
    read();
    root.on('level-change', read);
  }
}

/**
 * The request id (issue 7.11): an incoming x-request-id when it is a plain token (a proxy's),
 * else this process's prefix (random, drawn at start: unique across nodes and restarts) and a
 * counter. Nothing relies on its being unguessable (it is sent back to the caller and written
 * to the logs, nothing is looked up by it); `randomUUID` per request cost 0.5-0.7% of the
 * server's CPU (decision 0028).
 */
let idCounter = 0;

export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && /^[\w.:-]{8,64}$/.test(given)) return given;
  idCounter = idCounter === Number.MAX_SAFE_INTEGER ? 1 : idCounter + 1;
  // the counter left on the raw request, for the byte writer (ownCounter, decision 0058)
  (req as unknown as Record<symbol, number>)[OWN_ID] = idCounter;
  return idPrefix + idCounter.toString(36);
}

type Destination = pino.DestinationStream & { flushSync?: () => void; flush?: (cb?: (err?: Error) => void) => void };

/** A batch's bytes written synchronously to the destination's file (at exit), after what the destination holds. */
function writeAllSync(dest: Destination, bytes: Buffer): boolean {
  const fd = (dest as { fd?: unknown }).fd;
  if (!dest.flushSync || typeof fd !== 'number' || fd < 0) return false;
  dest.flushSync();
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(writeSync(fd, bytes));
    } catch (err) {
      // a full pipe (EAGAIN) is retried, as sonic-boom does; anything else is given up
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') return true;
    }
  }
  return true;
}

/**
 * Lines gathered in memory and handed to the destination in batches (`minLength`; standard
 * output's are 256 KB, about 950 request lines: one write(2) and one thread-pool round trip per
 * batch; 4 KB batches meant one per 14 requests, and 64 KB ones cost 0.4 µs a request more
 * system time than 256 KB on this VM, decision 0058), or at rest within `flushMs` (a timer that
 * does not keep the process alive). At 10,000 requests a second a batch fills in ~95 ms, so the
 * 200 ms timer, not the size, bounds what a killed process can lose. Left in order with every
 * other line: pino writes here too.
 *
 * `LineBatcher` gathers text, for a destination that takes strings (a test's stream);
 * `ByteBatcher` gathers bytes, for standard output (sonic-boom in buffer mode).
 */
export class LineBatcher implements LineSink {
  private pending = '';

  constructor(
    private readonly dest: Destination,
    private readonly minLength = 65_536,
    flushMs = 200,
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
    this.dest.write(out);
  }

  flush(cb?: (err?: Error) => void): void {
    this.drain();
    if (this.dest.flush) this.dest.flush(cb);
    else cb?.();
  }

  /** At exit: what the destination holds goes out first (its own synchronous flush), then this batch. */
  flushSync(): void {
    const out = this.pending;
    this.pending = '';
    if (!writeAllSync(this.dest, Buffer.from(out))) {
      this.pending = out;
      this.drain();
      this.dest.flushSync?.();
    }
  }
}

/**
 * The batch as bytes in a Buffer of `minLength` (decision 0058): a request line is written
 * into it by `writeRequestLine` (kept parts copied, no string made), any other line (pino's) is
 * encoded into it as it comes. A full batch is handed on as it is (sonic-boom in buffer mode
 * keeps the Buffer until written) and a new one taken. Decision 0055 gathered a string and
 * encoded it once at drain: fewer instructions, but the rope walked then was cold in the cache.
 */
export class ByteBatcher implements LineSink {
  private buf: Buffer;
  private off = 0;

  constructor(
    private readonly dest: Destination,
    private readonly minLength = 65_536,
    flushMs = 200,
  ) {
    this.buf = Buffer.allocUnsafeSlow(minLength);
    setInterval(() => this.drain(), flushMs).unref();
  }

  /** The batch with room for `n` more bytes: the batch goes out first when they might not fit; a longer line gets a Buffer of its own size. */
  private room(n: number): Buffer {
    if (this.off + n > this.buf.length) {
      this.drain();
      if (n > this.buf.length) this.buf = Buffer.allocUnsafeSlow(n);
    }
    return this.buf;
  }

  write(line: string): boolean {
    const buf = this.room(line.length * 3);
    this.off += buf.write(line, this.off);
    return true;
  }

  writeRequestLine(chindings: string, time: number, reqId: string, req: LoggedRequest, statusCode: number, responseTime: number, addressPerConnection = false): void {
    lineStart(chindings, time);
    const middle = middleBytes(req, statusCode, addressPerConnection);
    const buf = this.room(requestLineRoom(reqId, middle));
    this.off = requestLineInto(buf, this.off, reqId, ownCounter(req), middle, responseTime);
  }

  /** Hands the batch to the destination (which writes it asynchronously) and takes a new one. */
  drain(): void {
    if (this.off === 0) return;
    const out = this.buf.subarray(0, this.off);
    this.buf = Buffer.allocUnsafeSlow(this.minLength);
    this.off = 0;
    this.dest.write(out as unknown as string);
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
    const out = this.buf.subarray(0, this.off);
    this.off = 0;
    if (!writeAllSync(this.dest, out)) {
      this.off = out.length;
      this.drain();
      this.dest.flushSync?.();
    }
  }
}

/**
 * Standard output through an asynchronous destination (pino's sonic-boom, issue 20.3): a line
 * is appended to a buffer, never written by the request that logs it. The buffer goes out in
 * one asynchronous write once it holds 256 KB (about 950 request lines) or, at rest, within
 * 200 ms. Each line written on its own, even asynchronously, was a write(2) and a thread-pool
 * round trip per request (measured in docs/decisions/0028). What is left is written
 * synchronously when the process exits (process.exit at the end of a graceful shutdown, a
 * crash): the batch here first, then sonic-boom's own buffer (pino registers that).
 */
let stdout: ByteBatcher | undefined;
export function asyncStdout(): ByteBatcher {
  // one per process, whatever the number of apps built in it (the tests build many)
  if (!stdout) {
    // registered before pino's own exit handler (pino.destination below), so this batch is in
    // sonic-boom's buffer when pino flushes it
    process.on('exit', () => stdout?.drain());
    process.on('beforeExit', () => stdout?.drain());
    stdout = new ByteBatcher(pino.destination({ dest: 1, sync: false, minLength: 0, contentMode: 'buffer' }), 262_144, 200);
  }
  return stdout;
}
