import { lazy, type ReactNode, Suspense } from 'react';
import { PageFallback } from './page-fallback';
import { LoadingOverlay } from './loading-overlay';
import { useBookingSelector } from '../../modules/booking/booking-store';
import { AlternativeOfferHost } from '../../modules/alternative-offer/alternative-offer-host';
import styles from './app-shell.module.css';
import { ErrorBanner } from './error-banner';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { StepAnnouncer } from './step-announcer';

// Off the first screen's budget: below 1000 px the footer starts below the fold, and from
// 1000 px it is a fixed overlay whose room (--footer-h) is reserved before it arrives, so its
// late arrival moves nothing (CLS).
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
// Off the budget too (decision 0029): a fixed overlay whose room is a spacer at the page's end,
// so arriving a moment after the shell moves nothing; the prerendered page preloads its chunk.
const CookieBanner = lazy(() => import('./cookie-banner').then((m) => ({ default: m.CookieBanner })));

interface AppShellProps {
  /** content between the header and main (the step tab bar) */
  top?: ReactNode;
  children: ReactNode;
}

/** Header, main, footer and the overlays every page shares (spec 2 Layout rules). */
export function AppShell({ top, children }: AppShellProps) {
  // Spec 2: header, footer and cookie advice are hidden in app and client-app modes.
  const embedded = useBookingSelector((s) => s.trip.app_mode || s.trip.client_app_mode);
  return (
    <>
      {embedded ? null : <Header />}
      {top}
      <ErrorBanner />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageFallback />}>{children}</Suspense>
      </main>
      {embedded ? null : (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      {embedded ? null : (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
      <div className={styles.spacer} aria-hidden="true" />
      <LoadingOverlay />
      <AlternativeOfferHost />
      <ScrollToTop />
      <StepAnnouncer />
    </>
  );
}
