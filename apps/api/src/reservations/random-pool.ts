import { randomFillSync } from 'node:crypto';

/**
 * Random bytes for the booking path (issue 20, decision 0053), drawn 4 KB at a time from the
 * same CSPRNG as `randomBytes` (crypto.randomFillSync) and handed out in order: each byte is
 * given once, the pool is filled again only when all of it has been used. A booking draws 53
 * bytes (its access token, its hash, its booking number); one `randomBytes` call each cost
 * ~3% of a booking's CPU (the call, not the bytes), as Node's own randomUUID pools for the same reason.
 */
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let offset = POOL_SIZE;

function take(n: number): number {
  if (n > POOL_SIZE) throw new RangeError(`random pool: ${n} bytes asked, at most ${POOL_SIZE}`);
  if (offset + n > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  const at = offset;
  offset += n;
  return at;
}

/** `n` random bytes as a new buffer (never shared with the pool). */
export function pooledRandomBytes(n: number): Buffer {
  const at = take(n);
  return Buffer.from(pool.subarray(at, at + n));
}

/** `n` random bytes as text in `encoding` (hex, base64url), without an intermediate buffer. */
export function pooledRandomString(n: number, encoding: 'hex' | 'base64url'): string {
  const at = take(n);
  return pool.toString(encoding, at, at + n);
}
