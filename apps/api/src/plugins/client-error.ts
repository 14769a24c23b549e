import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';

/**
 * Errors Node raises before a request exists (Fastify's clientErrorHandler): headers larger
 * than Node's limit (16 KB) are a 431, a request too slow a 408, anything else a 400, and the
 * connection closes. As Fastify's own handler, except that a HEAD request's answer has no
 * body (issue 18.6: a body after a HEAD answer broke the client's reading of the connection).
 * The method is read from the raw bytes Node received (`err.rawPacket`), when it has them.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const text = STATUS_CODES[status] ?? 'Bad Request';
  const raw: unknown = err.rawPacket;
  const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
  const body = head ? '' : JSON.stringify({ error: text, message: status === 431 ? 'Exceeded maximum allowed HTTP header size' : text, statusCode: status });
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}
