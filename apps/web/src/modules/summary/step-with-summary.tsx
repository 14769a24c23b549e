import type { ReactNode } from 'react';
import { useMediaQuery, WIDE_QUERY } from '../../lib/use-media-query';
import { BookingSummary } from './booking-summary';
import { StickyActions } from './sticky-actions';
import styles from './summary.module.css';

interface StepWithSummaryProps {
  children: ReactNode;
  /** the step's buttons (SummaryButtons) */
  below?: ReactNode;
  readOnly?: boolean;
  /**
   * From 1000 px, where the buttons go: under the summary (spec 2, the default), or at the end
   * of the step's own column, so they follow what they confirm in reading order (traveller
   * data: terms and Book after the payment section, issue 9.5).
   */
  buttonsAt?: 'summary' | 'main';
}

/**
 * A step's content with the booking summary as a column beside it from 1000 px (spec 9
 * narrow-screen cutoff). Narrower, the summary lives in the step tab bar's panel and the
 * buttons ride in a bar stuck to the bottom of the screen with the total (issue 9.5).
 */
export function StepWithSummary({ children, below, readOnly = false, buttonsAt = 'summary' }: StepWithSummaryProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  if (!wide) {
    return (
      <div className={styles.stepNarrow}>
        {children}
        {below ? <StickyActions>{below}</StickyActions> : null}
      </div>
    );
  }
  return (
    <div className={styles.stepWide}>
      <div className={styles.stepMain}>
        {children}
        {buttonsAt === 'main' ? <div className={styles.mainButtons}>{below}</div> : null}
      </div>
      {/* With the buttons in the main column, the summary (and its total) stays in view while the form scrolls. */}
      <div className={buttonsAt === 'main' ? `${styles.stepSide} ${styles.stepSideSticky}` : styles.stepSide}>
        <BookingSummary variant="sidebar" readOnly={readOnly} />
        {buttonsAt === 'summary' ? below : null}
      </div>
    </div>
  );
}

export default StepWithSummary;
