import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useBookingSelector } from '../booking/booking-store';
import styles from './summary.module.css';

export interface SummaryButtonsProps {
  onReturn?: () => void;
  onContinue?: () => void;
  /** defaults to 'Continue' (spec 4: ERP mode says 'Save') */
  continueLabel?: string;
  continueDisabled?: boolean;
  /** why Continue (or Book) is disabled (spec 5 tooltip hints); shown only while it is */
  hint?: string | null;
  /** traveller step: Book instead of Continue */
  onBook?: () => void;
  bookLabel?: string;
  bookDisabled?: boolean;
  /** a booking request is in flight: Book stays disabled and shows a spinner */
  sending?: boolean;
  sendingLabel?: string;
  /** the terms checkboxes, above the buttons (spec 2) */
  terms?: ReactNode;
}

/**
 * Return, Continue and Book under the summary (spec 2). Continue and Book wait for the price:
 * while a calculation is in flight they are disabled and show a spinner (spec 4). The hint is
 * visible text, tied to the disabled button with aria-describedby (a tooltip would hide it
 * from touch and keyboard users).
 */
export function SummaryButtons(props: SummaryButtonsProps) {
  const { onReturn, onContinue, continueLabel, continueDisabled = false, hint, onBook, bookLabel, bookDisabled = false, sending = false, sendingLabel, terms } = props;
  const { t } = useTranslation('app');
  const { t: ts } = useTranslation('summary');
  const hintId = useId();
  const pending = useBookingSelector((s) => s.offerPending > 0);
  const blocked = onBook ? bookDisabled : continueDisabled;
  const showHint = Boolean(hint) && blocked;
  const describedBy = showHint ? hintId : undefined;

  return (
    <div className={styles.buttons}>
      {terms}
      {showHint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.buttonRow}>
        {onReturn ? (
          <Button variant="secondary" onClick={onReturn}>
            {t('common.return')}
          </Button>
        ) : null}
        {onContinue ? (
          <Button onClick={onContinue} disabled={continueDisabled || pending} aria-describedby={onBook ? undefined : describedBy} className={styles.continue}>
            {continueLabel ?? t('common.continue')}
            {pending ? <Spinner label={ts('buttons.calculating')} /> : null}
          </Button>
        ) : null}
        {onBook ? (
          <Button
            onClick={onBook}
            disabled={bookDisabled || pending || sending}
            aria-describedby={describedBy}
            aria-busy={sending || undefined}
            className={styles.continue}
          >
            {bookLabel}
            {pending || sending ? <Spinner label={sending ? (sendingLabel ?? bookLabel ?? '') : ts('buttons.calculating')} /> : null}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export default SummaryButtons;
