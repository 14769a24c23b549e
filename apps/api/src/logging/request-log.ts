import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Issue 20.3: one log line per request, not two. Fastify's own controller writes "incoming
 * request" when a request arrives and "request completed" when it is answered: two JSON
 * lines, each a redaction pass and a write. This one writes nothing on arrival and a single
 * "request completed" line at the end carrying both halves: the request (through the same
 * `req` serializer, so the URL is scrubbed as before: logging/log-redaction.ts), the status
 * (`res`) and the time taken (`responseTime`, ms). A response that failed while being sent
 * keeps Fastify's "request errored" line at error level, with the request added. Every other
 * line Fastify writes (errors handled, 404s, stream errors) is unchanged.
 *
 * A request cut off before its answer (client gone) has no line at all, as before it had its
 * "incoming request" line only: the `onRequestAbort` of a route is the place if that matters.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // nothing on arrival: the completed line carries the request
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/**
 * Standard output through an asynchronous destination (pino's sonic-boom, issue 20.3): a line
 * is appended to a buffer, never written by the request that logs it. The buffer goes out in
 * one asynchronous write once it holds 4 KB (about a dozen request lines) or, at rest, within
 * 200 ms (a timer that does not keep the process alive). Each line written on its own, even
 * asynchronously, was a write(2) and a thread-pool round trip per request (measured in
 * docs/decisions/0028). pino flushes what is left synchronously when the process exits
 * (process.exit at the end of a graceful shutdown, a crash).
 */
let stdout: pino.DestinationStream | undefined;
export function asyncStdout(): pino.DestinationStream {
  // one per process, whatever the number of apps built in it (the tests build many)
  stdout ??= pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 200 });
  return stdout;
}
