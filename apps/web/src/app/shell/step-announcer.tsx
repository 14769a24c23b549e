import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { markVisitStarted, watchVisitStart } from '../../modules/account/start-login';
import { STEPS, stepOfPath } from '../../modules/booking/steps';

/** How long after a step change a lost focus is brought back to the new heading (the page may swap its content once loaded). */
const SETTLE_MS = 4000;

function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * Issue 17.5 and 17.6. After every step change focus moves to the new step's heading (a screen
 * reader reads where it is; focus stayed on <body>), and the page title names the step (or,
 * off the steps, the page's heading; a page may name itself with `data-page-title`). It also
 * notes when the traveller starts using the page, which the start's login dialog waits for.
 */
export function StepAnnouncer() {
  const { t, i18n } = useTranslation('app');
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => watchVisitStart(), []);
  useEffect(() => {
    // Back and Forward are the traveller's own doing too (the browser's buttons fire no pointer
    // event in the page). A step change as such is not: the entry's redirects ('/' to /products
    // to /where-when) change the path before anyone touched the page, and took the start's
    // login dialog away from every first visit to '/'.
    window.addEventListener('popstate', markVisitStarted);
    return () => window.removeEventListener('popstate', markVisitStarted);
  }, []);

  useEffect(() => {
    const main = document.querySelector('main');
    if (!main) return;
    const step = stepOfPath(pathname);
    const syncTitle = () => {
      const named = main.querySelector<HTMLElement>('[data-page-title]')?.dataset.pageTitle;
      const heading = mainHeading()?.textContent?.trim();
      if (named) document.title = t('meta.pageTitle', { page: named });
      else if (step) document.title = t('meta.stepTitle', { step: t(`steps.${step}`), n: STEPS.indexOf(step) + 1, total: STEPS.length });
      else if (heading) document.title = t('meta.pageTitle', { page: heading });
      else document.title = t('meta.title');
    };
    const isFirst = first.current;
    first.current = false;
    const until = Date.now() + SETTLE_MS;
    let moved = false;
    const focusHeading = () => {
      if (isFirst || Date.now() > until) return;
      if (document.querySelector('dialog[open]')) return;
      const h1 = mainHeading();
      if (!h1 || document.activeElement === h1) return;
      // Once to the new heading; after that only when focus got lost (the page swapped the
      // heading once loaded), never away from a field the traveller chose meanwhile.
      if (moved && document.activeElement && document.activeElement !== document.body) return;
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
      h1.focus({ preventScroll: true });
      moved = true;
    };
    syncTitle();
    focusHeading();
    const observer = new MutationObserver(() => {
      syncTitle();
      focusHeading();
    });
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname, t, i18n.language]);

  return null;
}
