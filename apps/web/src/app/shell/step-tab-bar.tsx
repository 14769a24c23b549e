import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type Step, STEPS, stepOfPath, summarySidebarShown } from '../../modules/booking/steps';
import { Spinner } from '../../components/spinner';
import { useMediaQuery, WIDE_QUERY } from '../../lib/use-media-query';
import { useBooking } from '../../modules/booking/booking-store';
import { priceSectionShown } from '../../modules/summary/price-section';
import { displayWireDate, formatEuros } from '../../shared/format';
import styles from './step-tab-bar.module.css';
import { TimezoneWarning } from '../../shared/ui/timezone-warning';

// Not on the first screen (where-when has no summary button): loads on first opening.
const SummaryPanel = lazy(() => import('./summary-panel').then((m) => ({ default: m.SummaryPanel })));

/** Spec 2: the summary button is hidden on where-when and confirmation. */
export function summaryButtonVisible(step: Step | null): boolean {
  return step !== null && step !== 'where-when' && step !== 'confirmation';
}

export function StepTabBar() {
  const { t, i18n } = useTranslation('app');
  const { pathname } = useLocation();
  const booking = useBooking();
  const [summaryOpen, setSummaryOpen] = useState(false);
  const summaryId = useId();
  const current = stepOfPath(pathname);
  const currentIndex = current ? STEPS.indexOf(current) : -1;
  const start = displayWireDate(booking.startDate);
  const end = displayWireDate(booking.endDate);
  const showSummary = summaryButtonVisible(current);
  // Spec 2 puts the time-zone warning in the summary sidebar: once per screen, so here only
  // where there is no sidebar (where-when, products, confirmation, and every step when narrow).
  const wide = useMediaQuery(WIDE_QUERY);
  const showTimezone = !summarySidebarShown(current, wide);
  // The running price follows the summary's price section (spec 2: hidden in urban mode
  // unless wash, car-service or custom extras exist), spinner included.
  const showPrice = priceSectionShown(booking.offer, booking.trip.source_mode);

  return (
    <section className={styles.bar} aria-label={t('tabbar.label')}>
      <div className={styles.inner}>
        <nav aria-label={t('steps.label')}>
          <ol className={styles.steps}>
            {STEPS.map((step, i) => {
              const isCurrent = i === currentIndex;
              // Steps behind can be revisited; steps ahead and everything after a confirmed booking cannot.
              const clickable = i < currentIndex && current !== 'confirmation';
              const content = (
                <>
                  <span className={styles.num} aria-hidden="true">
                    {i + 1}
                  </span>
                  <span className={styles.label}>{t(`steps.${step}`)}</span>
                </>
              );
              return (
                <li key={step} className={`${styles.step} ${isCurrent ? styles.currentItem : ''}`}>
                  {clickable ? (
                    <Link to={`/${step}`} className={styles.stepInner}>
                      {content}
                    </Link>
                  ) : (
                    <span
                      className={`${styles.stepInner} ${isCurrent ? styles.current : ''}`}
                      aria-current={isCurrent ? 'step' : undefined}
                    >
                      {content}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <div className={styles.info}>
          {start && end ? (
            <p className={styles.dates}>
              <span className="sr-only">{t('tabbar.bookingDates')}: </span>
              <time>{start}</time> – <time>{end}</time>
            </p>
          ) : current === 'products' || current === 'traveler-data' || current === 'confirmation' ? (
            // Products and traveller data always have a stay (else the entry sends the visitor
            // to where-when), and so has the reservation a confirmation shows: its line keeps its
            // room while the entry rules read the link, the saved booking comes back or the
            // reservation arrives, and in the prerendered HTML (decisions 0038, 0043, 0047), so
            // nothing below moves when the dates come in.
            <p className={styles.dates} aria-hidden="true" style={{ visibility: 'hidden' }}>
              {'\u00a0'}
            </p>
          ) : null}
          <div className={styles.price} aria-live="polite">
            {!showPrice ? null : booking.offerPending > 0 ? (
              <Spinner label={t('tabbar.calculating')} />
            ) : booking.offer ? (
              <span>
                <span className="sr-only">{t('tabbar.price')}: </span>
                {formatEuros(booking.offer.price, i18n.language)}
              </span>
            ) : null}
          </div>
          {showSummary ? (
            <button
              type="button"
              className={styles.summaryToggle}
              aria-expanded={summaryOpen}
              aria-controls={summaryId}
              onClick={() => setSummaryOpen((o) => !o)}
            >
              {summaryOpen ? t('summary.hide') : t('summary.show')}
            </button>
          ) : null}
        </div>
        {showSummary && summaryOpen ? (
          <Suspense fallback={null}>
            <SummaryPanel id={summaryId} />
          </Suspense>
        ) : null}
        {showTimezone ? <TimezoneWarning /> : null}
      </div>
    </section>
  );
}
