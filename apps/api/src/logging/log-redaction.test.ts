import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { scrubUrl, serializeError } from './log-redaction';

// Issue 7.8: "Failed-query logs today print name, e-mail and phone: redact query parameters".
describe('serializeError', () => {
  it('keeps the SQL and the codes of a failed query, not its parameters nor the row PostgreSQL quotes', () => {
    const cause = Object.assign(new Error('new row violates check constraint "x"'), {
      code: '23514',
      constraint: 'x',
      detail: 'Failing row contains (1, Ana, ana@example.com, +34 612 345 678).',
    });
    const err = new DrizzleQueryError('insert into reservations (name, email) values ($1, $2)', ['Ana', 'ana@example.com'], cause);
    const out = JSON.stringify(serializeError(err));
    expect(out).toContain('insert into reservations (name, email) values ($1, $2)');
    expect(out).toContain('23514');
    expect(out).toContain('params: [redacted]');
    for (const secret of ['Ana', 'ana@example.com', '612 345 678']) expect(out).not.toContain(secret);
  });

  it('removes e-mail addresses an SMTP server quotes, and keeps stack paths', () => {
    const err = new Error('550 5.1.1 <ana.garcia@example.com>: Recipient address rejected');
    const out = serializeError(err);
    expect(out.message).toBe('550 5.1.1 <[email]>: Recipient address rejected');
    expect(out.stack).toContain('log-redaction.test.ts');
  });
});

describe('scrubUrl', () => {
  it.each([
    ['/confirmation?reservation_token=abcDEF123_-xyz&lang=en', '/confirmation?reservation_token=[redacted]&lang=en'],
    ['/api/dev/outbox?to=ana%40example.com', '/api/dev/outbox?to=[redacted]'],
    ['/api/health', '/api/health'],
  ])('%s', (url, expected) => {
    expect(scrubUrl(url)).toBe(expected);
  });
});
