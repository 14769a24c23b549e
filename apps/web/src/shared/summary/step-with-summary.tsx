import type { ReactNode } from 'react';
import { useMediaQuery, WIDE_QUERY } from '../../lib/use-media-query';
import { BookingSummary } from './booking-summary';
import styles from './summary.module.css';

interface StepWithSummaryProps {
  children: ReactNode;
  /** under the summary: SummaryButtons (and later the terms) */
  below?: ReactNode;
  readOnly?: boolean;
}

/**
 * A step's content with the booking summary as a column beside it from 1000 px (spec 9
 * narrow-screen cutoff). Narrower, the summary lives in the step tab bar's panel and `below`
 * follows the content.
 */
export function StepWithSummary({ children, below, readOnly = false }: StepWithSummaryProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  if (!wide) {
    return (
      <div className={styles.stepNarrow}>
        {children}
        {below}
      </div>
    );
  }
  return (
    <div className={styles.stepWide}>
      <div className={styles.stepMain}>{children}</div>
      <div className={styles.stepSide}>
        <BookingSummary variant="sidebar" readOnly={readOnly} />
        {below}
      </div>
    </div>
  );
}

export default StepWithSummary;
