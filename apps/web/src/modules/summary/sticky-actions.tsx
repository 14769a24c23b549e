import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { useHeightVar } from '../../lib/use-height-var';
import { useBookingSelector } from '../booking/booking-store';
import { formatEuros } from '../../shared/format';
import { priceSectionShown } from './price-section';
import styles from './summary.module.css';

/**
 * Issue 9.5: below 1000 px, services and traveller data keep the total and Return, Continue or
 * Book in a bar stuck to the bottom of the screen while the step scrolls under it. The total is
 * the store's offer price, the very number the summary's price block shows (never recomputed),
 * and it follows the same rule for being shown (spec 2 Price block, urban mode).
 * Its height is published as --sticky-h: the root's scroll padding keeps focused fields clear.
 */
export function StickyActions({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('summary');
  const offer = useBookingSelector((s) => s.offer);
  const pending = useBookingSelector((s) => s.offerPending > 0);
  const sourceMode = useBookingSelector((s) => s.trip.source_mode);
  const ref = useRef<HTMLDivElement>(null);
  useHeightVar(ref, '--sticky-h');
  const showTotal = offer !== null && priceSectionShown(offer, sourceMode);
  return (
    <div ref={ref} className={styles.sticky} role="group" aria-label={t('app:stickyBar.label')}>
      {showTotal ? (
        <p className={styles.stickyTotal}>
          <span className={styles.stickyTotalLabel}>{t('price.total')}</span>{' '}
          {pending ? <Spinner label={t('price.calculating')} /> : <strong className={styles.stickyAmount}>{formatEuros(offer.price, i18n.language || 'es')}</strong>}
        </p>
      ) : null}
      <div className={styles.stickyButtons}>{children}</div>
    </div>
  );
}

export default StickyActions;
