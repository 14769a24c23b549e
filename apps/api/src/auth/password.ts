import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing (issue 10, ASVS V6.2): scrypt N=2^17, r=8, p=1, a 16-byte random salt, a
 * 32-byte key, stored self-describing as `scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>` so the
 * cost can rise later without breaking stored hashes.
 *
 * One hash takes ~0.3 s of CPU and 128 MiB: it always runs through the async crypto.scrypt
 * (libuv's threadpool, never the event loop), and at most SCRYPT_CONCURRENCY at once so that
 * a burst of logins neither takes every threadpool thread (files, DNS) nor the memory.
 */
export const SCRYPT_LOG2_N = 17;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** 128 * N * r bytes are needed (128 MiB at N=2^17); Node's default cap is 32 MiB. */
const MAX_MEM = 256 * 1024 * 1024;
const SCRYPT_CONCURRENCY = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SCRYPT_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return withSlot(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(password.normalize('NFC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

function params(log2N: number, r: number, p: number): ScryptOptions {
  return { N: 2 ** log2N, r, p, maxmem: MAX_MEM };
}

/** `log2N` other than 17 only in tests (AppConfig.scryptLog2N). */
export async function hashPassword(password: string, log2N: number = SCRYPT_LOG2_N): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, params(log2N, SCRYPT_R, SCRYPT_P));
  return ['scrypt', log2N, SCRYPT_R, SCRYPT_P, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // bounds that keep a tampered row from asking for gigabytes
  if (!Number.isInteger(log2N) || log2N < 10 || log2N > 20 || !Number.isInteger(r) || r < 1 || r > 16 || !Number.isInteger(p) || p < 1 || p > 4) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 16 || key.length < 16) return null;
  return { log2N, r, p, salt, key };
}

/** A fixed salt for the dummy comparison: the cost of a real one, a result never equal. */
const DUMMY_SALT = Buffer.alloc(SALT_LENGTH, 7);

/**
 * Whether `password` matches the stored hash. With `stored` null (no such account, or a
 * social-only one) the same scrypt still runs and the answer is false: the time taken does not
 * tell whether the e-mail exists.
 */
export async function verifyPassword(stored: string | null, password: string, dummyLog2N: number = SCRYPT_LOG2_N): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    await scrypt(password, DUMMY_SALT, KEY_LENGTH, params(dummyLog2N, SCRYPT_R, SCRYPT_P));
    return false;
  }
  const key = await scrypt(password, parsed.salt, parsed.key.length, params(parsed.log2N, parsed.r, parsed.p));
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash uses weaker parameters than today's (to re-hash after a login). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.log2N < SCRYPT_LOG2_N || parsed.r < SCRYPT_R;
}
