import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_START_DELAY_MS, loadingCount, startLoading } from './loading';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading counter (spec 4: +1 after 1 s on normal start, at once on fast start)', () => {
  it('a normal start counts only after 1 s', () => {
    const stop = startLoading();
    vi.advanceTimersByTime(LOADING_START_DELAY_MS - 1);
    expect(loadingCount()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(loadingCount()).toBe(1);
    stop();
    expect(loadingCount()).toBe(0);
  });

  it('stopping before 1 s never shows the overlay', () => {
    const stop = startLoading();
    stop();
    vi.advanceTimersByTime(5000);
    expect(loadingCount()).toBe(0);
  });

  it('a fast start counts at once; stop is idempotent', () => {
    const a = startLoading({ fast: true });
    const b = startLoading({ fast: true });
    expect(loadingCount()).toBe(2);
    a();
    a();
    expect(loadingCount()).toBe(1);
    b();
    expect(loadingCount()).toBe(0);
  });
});
