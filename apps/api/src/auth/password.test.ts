import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

/**
 * Issue 10 (ASVS V6.2): scrypt N=2^17, r=8, p=1, 16-byte salt, self-describing; checked in
 * constant time; an unknown account still pays for one scrypt; the event loop never waits.
 */
describe('password hashes', () => {
  it('hashes at N=2^17, r=8, p=1 with a 16-byte salt and verifies only the right password (event loop free meanwhile)', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const hash = await hashPassword('Clave-Única-2026');
    clearInterval(timer);
    // The event loop kept turning while scrypt ran on the threadpool.
    expect(ticks).toBeGreaterThan(3);
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
    expect(await hashPassword('Clave-Única-2026')).not.toBe(hash); // a fresh salt each time
    expect(await verifyPassword(hash, 'Clave-Única-2026')).toBe(true);
    expect(await verifyPassword(hash, 'clave-única-2026')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  }, 60_000);

  it('an unknown account (no hash) or a broken one is false after the same work', async () => {
    const t0 = performance.now();
    expect(await verifyPassword(null, 'lo-que-sea', 12)).toBe(false);
    expect(performance.now() - t0).toBeGreaterThan(1);
    expect(await verifyPassword('scrypt$30$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', 'x', 12)).toBe(false);
    expect(await verifyPassword('md5$abc', 'x', 12)).toBe(false);
    expect(needsRehash('scrypt$12$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=')).toBe(true);
  });

  it('a password written in another Unicode form is the same password (NFC)', async () => {
    const hash = await hashPassword('Mu\u0301sica-2026', 12);
    expect(await verifyPassword(hash, 'M\u00fasica-2026')).toBe(true);
  });
});
