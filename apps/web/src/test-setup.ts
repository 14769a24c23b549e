import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout, so no scrolling: a no-op keeps its "not implemented" noise out.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Testing Library only auto-cleans when test globals are on; we keep globals off.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
