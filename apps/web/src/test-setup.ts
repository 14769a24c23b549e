import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * Each step is a lazy chunk that vite transforms on first use: on a busy shared machine that
 * alone can take longer than Testing Library's 1 s default for findBy* and waitFor. One
 * generous wait for every file, and a test timeout above it so a slow wait still reports
 * what it waited for instead of a bare timeout.
 */
const ASYNC_UTIL_TIMEOUT_MS = 10_000;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no layout, so no scrolling: a no-op keeps its "not implemented" noise out.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Testing Library only auto-cleans when test globals are on; we keep globals off.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
