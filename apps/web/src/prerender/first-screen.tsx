/**
 * Build-time only (scripts/prerender.mjs, decision 0029): the first screen of a step in one
 * language, as HTML. The same components the app mounts (shell, step bar, the step's page as
 * it first shows, without a catalogue yet), in a memory router on that path. Nothing of this
 * file reaches the browser.
 */
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import type { Lang } from '@parking/domain/i18n/lang';
import { AppShell } from '../app/shell/app-shell';
import { StepTabBar } from '../app/shell/step-tab-bar';
import { dismissCookieBanner } from '../app/shell/cookie-consent';
import WhereWhenPage from '../features/where-when/where-when-page';
import { ProductsHead, ProductsIntro } from '../features/products/products-page';
import productStyles from '../features/products/products.module.css';
import { TravelerDataHead } from '../features/traveler-data/traveler-data-page';
import { ConfirmationOpening } from '../features/confirmation/confirmation-frame';
import { StepWithSummary } from '../modules/summary/step-with-summary';
import frame from '../shared/ui/step-frame.module.css';
import { changeLanguage, initI18n } from '../lib/i18n';

/** The steps whose first screen is prerendered, and what their main area holds. */
export const PRERENDERED_PATHS = ['/where-when', '/products', '/traveler-data', '/confirmation'] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/**
 * A products deep link's stay as the api fills it in (decision 0043): the texts the page shows
 * once the catalogue is in, or markers the api replaces per request.
 */
export interface ProductsStay {
  place: string;
  start: string;
  end: string;
  product: string;
}

export async function renderFirstScreen(lang: Lang, path: PrerenderedPath, stay?: ProductsStay): Promise<string> {
  await initI18n(lang);
  await changeLanguage(lang);
  // The cookie banner depends on what this browser stored: it comes with the app, not the HTML.
  dismissCookieBanner();
  // Products: the frame, the page's head with empty boxes of the right size and the intro
  // (decision 0038: the largest paint); the cards need the catalogue and the visitor's offers.
  // With `stay`, the page of a deep link naming a product (decision 0043), with the api's markers.
  // Traveller data (decision 0043, reached by a reload that restores the saved booking): the
  // step's layout and its heading, lead and note; the forms come with the app, below them.
  // Confirmation (decision 0047): the page as it waits for its reservation, with no data of it.
  const main =
    path === '/where-when' ? (
      <WhereWhenPage />
    ) : path === '/confirmation' ? (
      <ConfirmationOpening />
    ) : path === '/traveler-data' ? (
      <StepWithSummary readOnly buttonsAt="main">
        <div className={frame.frame}>
          <TravelerDataHead />
        </div>
      </StepWithSummary>
    ) : (
      <div className={productStyles.page}>
        <ProductsHead placeName={stay?.place ?? ''} start={stay?.start ?? null} end={stay?.end ?? null} />
        <ProductsIntro chosenName={stay?.product ?? null} />
      </div>
    );
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={[path]}>
      <AppShell top={<StepTabBar />}>{main}</AppShell>
    </MemoryRouter>,
  );
  return new Response(prelude).text();
}

export { default as i18n } from '../lib/i18n';
// the Intl worker's Madrid formatter (scripts/intl-warm.js, filled in by scripts/prerender.mjs)
export { ZONE_FORMAT_LOCALE, ZONE_FORMAT_OPTIONS } from '@parking/domain/time/zone-clock';
export { MADRID_TZ } from '@parking/domain/time/madrid';
