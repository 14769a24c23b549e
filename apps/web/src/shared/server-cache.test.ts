import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverCache, useServerQuery } from './server-cache';

afterEach(() => serverCache.invalidate(''));

/** A fetcher whose answer the test releases; it records the signals it was given. */
function deferred<T>() {
  const signals: AbortSignal[] = [];
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const fetcher = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  });
  return { fetcher, signals, resolve: (v: T) => resolve(v), reject: (e: unknown) => reject(e) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('serverCache.fetch', () => {
  it('de-duplicates: two callers of one key share one request and its answer', async () => {
    const d = deferred<number>();
    const a = serverCache.fetch('k1', d.fetcher);
    const b = serverCache.fetch('k1', d.fetcher);
    d.resolve(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    expect(d.fetcher).toHaveBeenCalledTimes(1);
  });

  it('answers from the cache afterwards; fresh asks again', async () => {
    const f = vi.fn(async () => 1);
    await serverCache.fetch('k2', f);
    expect(await serverCache.fetch('k2', f)).toBe(1);
    expect(f).toHaveBeenCalledTimes(1);
    await serverCache.fetch('k2', f, { fresh: true });
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('never caches a failure: the next read retries', async () => {
    const f = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(3);
    await expect(serverCache.fetch('k3', f)).rejects.toThrow('down');
    expect(await serverCache.fetch('k3', f)).toBe(3);
  });

  it('invalidate drops answers by key prefix', async () => {
    const f = vi.fn(async () => 1);
    await serverCache.fetch('offer|a', f);
    serverCache.invalidate('offer|');
    await serverCache.fetch('offer|a', f);
    expect(f).toHaveBeenCalledTimes(2);
  });
});

describe('useServerQuery', () => {
  it('reads loading, then the answer', async () => {
    const d = deferred<string>();
    const { result } = renderHook(() => useServerQuery('h1', d.fetcher));
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    d.resolve('ok');
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: 'ok', error: null }));
  });

  it('cancels: a request nobody reads any more is aborted', async () => {
    const d = deferred<string>();
    const { unmount } = renderHook(() => useServerQuery('h2', d.fetcher));
    await tick();
    unmount();
    await tick();
    expect(d.signals[0]?.aborted).toBe(true);
  });

  it('a key change aborts the old request, so a slow old answer never shows', async () => {
    const old = deferred<string>();
    const next = deferred<string>();
    const { result, rerender } = renderHook(({ k }) => useServerQuery(k, k === 'h3' ? old.fetcher : next.fetcher), { initialProps: { k: 'h3' } });
    await tick();
    rerender({ k: 'h4' });
    await tick();
    expect(old.signals[0]?.aborted).toBe(true);
    next.resolve('new');
    await waitFor(() => expect(result.current.data).toBe('new'));
  });

  it('keeps a request others still wait for', async () => {
    const d = deferred<string>();
    const { unmount } = renderHook(() => useServerQuery('h5', d.fetcher));
    const waiting = serverCache.fetch('h5', d.fetcher);
    unmount();
    await tick();
    expect(d.signals[0]?.aborted).toBe(false);
    d.resolve('kept');
    expect(await waiting).toBe('kept');
    expect(d.fetcher).toHaveBeenCalledTimes(1);
  });

  it('null reads nothing and is idle', () => {
    const f = vi.fn();
    const { result } = renderHook(() => useServerQuery(null, f));
    expect(result.current).toMatchObject({ loading: false, data: undefined });
    expect(f).not.toHaveBeenCalled();
  });
});
