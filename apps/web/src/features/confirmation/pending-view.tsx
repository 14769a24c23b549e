import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { formatWireDate } from '@parking/domain/time/madrid';
import { Button } from '../../components/button';
import { showError } from '../../modules/booking/error-banner';
import { displayWireDate } from '../../shared/format';
import { BookingTicket } from './booking-ticket';
import { dayAndTime } from './confirmation-state';
import { payInParking, requestPaymentStatus } from './payment-request';
import { ReservationSummary } from './reservation-summary';
import { PageHeader } from './page-header';
import styles from './confirmation.module.css';

function PendingIcon() {
  return (
    <svg className={styles.pendingIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M24 12v13l8 5" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface PendingViewProps {
  reservation: ReservationView;
  token: string;
  /** read the reservation again (after paying at the car park, or to see a card payment land) */
  onChanged: () => void;
}

/**
 * Issue 9.1: a card booking whose payment has not succeeded is shown as it is: not confirmed,
 * until when its space is held, and what the traveller can do (pay at the car park, which
 * confirms it at once, or look again once the bank has answered). No QR code: it is not a
 * booking to show at the desk yet.
 */
export function PendingView({ reservation: r, token, onChanged }: PendingViewProps) {
  const { t } = useTranslation('confirmation');
  const todoId = useId();
  const [until, setUntil] = useState<{ day: string; time: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const ctrl = new AbortController();
    requestPaymentStatus(token, ctrl.signal).then(
      (s) => {
        const due = s.payment_due_at ? new Date(s.payment_due_at) : null;
        if (due && !Number.isNaN(due.getTime())) setUntil(dayAndTime(displayWireDate(formatWireDate(due)) ?? ''));
      },
      () => {
        // the page still says the booking is not confirmed; the hold's end is a detail
      },
    );
    return () => ctrl.abort();
  }, [token]);

  const parking = async () => {
    setBusy(true);
    try {
      await payInParking(token);
      onChanged();
    } catch (err) {
      showError(err);
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader icon={<PendingIcon />} title={t('pending.title')}>
        <p className={styles.lead}>{t('pending.lead')}</p>
        {until ? <p className={styles.lead}>{t('pending.hold', until)}</p> : null}
      </PageHeader>
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby={todoId} aria-busy={busy || undefined}>
            <h2 id={todoId} className={styles.cardHeading}>
              {t('pending.todo')}
            </h2>
            <div className={styles.todo}>
              <Button onClick={() => void parking()} disabled={busy}>
                {t('pending.payInParking')}
              </Button>
              <p>{t('pending.payInParkingNote')}</p>
            </div>
            <div className={styles.todo}>
              <Button variant="secondary" onClick={onChanged} disabled={busy}>
                {t('pending.check')}
              </Button>
              <p>{t('pending.checkNote')}</p>
            </div>
          </section>
          <BookingTicket reservation={r} address={null} confirmed={false} />
        </div>
        <ReservationSummary reservation={r} />
      </div>
    </div>
  );
}
