import { describe, expect, it } from 'vitest';
import * as wire from './wire';

describe('one conversion for the wire and the domain', () => {
  it('issue 8.3 "money conversion: one function": contracts/wire.ts has no conversion of its own (money/money.ts has)', () => {
    const exports: Record<string, unknown> = wire;
    expect(exports.centsToEuros).toBeUndefined();
    expect(exports.eurosToCents).toBeUndefined();
  });
});
