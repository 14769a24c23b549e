import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadStep } from './router';
import { fetchCatalog } from '../modules/catalog/use-catalog';
import i18n, { initI18n, initialLanguage } from '../lib/i18n';
import { takePrerenderedMain } from './shell/prerendered-main';
import { nextTask } from '../lib/next-task';
import { madridParts } from '@parking/domain/time/madrid';

/**
 * The app's start (main.tsx imports this module a task after the framework's, decision 0051).
 */
export async function start() {
  // Decision 0051: evaluating the app's modules is one task; what start() does runs in the
  // next one, so the two do not add up into one long task.
  await nextTask();
  // The language, the step's chunk and the catalogue load in parallel: on a slow mobile link
  // each round trip saved is visible in the first paint (Lighthouse budget, bench/).
  const lang = initialLanguage();
  preloadStep(window.location.pathname);
  void fetchCatalog(lang).catch(() => undefined);
  // A confirmation link's reservation was asked for by the early entry (src/early.ts).
  await initI18n(lang);
  // Decision 0046: the start runs as several short tasks instead of one long one (TBT). The
  // first use of Intl's date formats loads the browser's locale and time-zone data (tens of ms
  // on a phone): done in a task of its own, not inside React's first render.
  await nextTask();
  Intl.DateTimeFormat().resolvedOptions();
  // The Madrid formatter's zone data in a task of its own too (decision 0051).
  await nextTask();
  madridParts(new Date());
  await nextTask();
  const syncTitle = () => {
    document.title = i18n.t('app:meta.title');
  };
  syncTitle();
  i18n.on('languageChanged', syncTitle);
  const root = document.getElementById('root');
  if (!root) return;
  // The prerendered first screen stays on screen until React's first commit replaces it.
  takePrerenderedMain(root, lang, window.location.pathname);
  // A transition render yields to the browser every few milliseconds instead of one long
  // task, so a slow phone stays responsive while the first screen mounts (TBT, bench/).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
