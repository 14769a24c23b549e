import { getConfig } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('test setup (src/test-setup.ts)', () => {
  it('gives findBy* and waitFor, in every file, a wait lazy steps can meet under load', () => {
    // Testing Library's default is 1 s, too short for a lazy chunk transformed on a busy machine.
    expect(getConfig().asyncUtilTimeout).toBeGreaterThanOrEqual(5_000);
  });
});
