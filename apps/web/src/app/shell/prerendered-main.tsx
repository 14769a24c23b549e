import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PRERENDERED_COPY_ATTR } from './early-input';

/**
 * The first screen arrives as HTML (decision 0029: apps/web/scripts/prerender.mjs). React does
 * not hydrate it: its first render cannot match (the entry rules, the catalogue and what this
 * browser stored decide it). It replaces it in its first commit instead. Until the step's page
 * itself renders, the main area shows the prerendered main's markup, so that commit moves and
 * blanks nothing (CLS) and the largest paint stays the HTML's.
 */
let prerendered: { path: string; html: string } | null = null;

/** Keeps the prerendered main's markup when it is this page's, in the language the app starts in. */
export function takePrerenderedMain(root: HTMLElement, lang: string, pathname: string): void {
  const [htmlLang, path] = (root.dataset.prerendered ?? '').split(' ');
  const main = root.querySelector('main');
  if (htmlLang === lang && path && main && pathname.replace(/\/+$/, '') === path) prerendered = { path, html: main.innerHTML };
}

/** The prerendered main content while the page it stands for is not rendered yet (null elsewhere). */
export function PrerenderedMain() {
  const { pathname } = useLocation();
  const first = prerendered;
  const here = first !== null && pathname === first.path;
  useEffect(() => {
    // Once the visitor is elsewhere, a later visit to the step renders it, never old markup.
    if (!here) prerendered = null;
  }, [here]);
  // Marked: its buttons are markup without handlers, never the one an early tap is given to (early-input.ts).
  return here ? <div style={{ display: 'contents' }} {...{ [PRERENDERED_COPY_ATTR]: '' }} dangerouslySetInnerHTML={{ __html: first.html }} /> : null;
}
