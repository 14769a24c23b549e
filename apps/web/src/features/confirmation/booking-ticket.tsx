import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { displayWireDate, formatEuros } from '../../shared/format';
import { BookingQr } from './booking-qr';
import { paymentKey } from './confirmation-state';
import { CopyNumber } from './copy-number';
import styles from './confirmation.module.css';

interface BookingTicketProps {
  reservation: ReservationView;
  /** the car park as one line; null while the catalogue loads */
  address: string | null;
  /** a confirmed booking: its QR code is for the desk; an unpaid one has neither it nor the success colour */
  confirmed: boolean;
}

/**
 * What the traveller shows and checks at the car park (issue 9.1): the booking number, large
 * and copyable, its QR code, drop-off and pick-up, where, and the total with how it is paid.
 * The total sits here, near the top, so it is on screen without scrolling at 1280x900.
 */
export function BookingTicket({ reservation: r, address, confirmed }: BookingTicketProps) {
  const { t, i18n } = useTranslation('confirmation');
  const headingId = useId();
  const date = (wire: string) => displayWireDate(wire) ?? wire;
  return (
    <section className={`${styles.ticket} ${confirmed ? '' : styles.ticketUnpaid}`} aria-labelledby={headingId}>
      <div className={styles.ticketText}>
        <h2 id={headingId} className={styles.ticketHeading}>
          {t('ticket.heading')}
        </h2>
        <div className={styles.numberRow}>
          <strong className={styles.number} data-testid="reservation-reference">
            {r.reference}
          </strong>
          <CopyNumber value={r.reference} />
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('ticket.checkIn')}</dt>
            <dd>{date(r.startDate)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('ticket.checkOut')}</dt>
            <dd>{date(r.endDate)}</dd>
          </div>
          {address ? (
            <div className={styles.fact}>
              <dt>{t('ticket.where')}</dt>
              <dd>{address}</dd>
            </div>
          ) : null}
          <div className={`${styles.fact} ${styles.totalFact}`} data-testid="ticket-total">
            <dt>{t('ticket.total')}</dt>
            <dd>{formatEuros(r.price, i18n.language || 'es')}</dd>
          </div>
        </dl>
        <p className={styles.paymentLine} data-testid="payment-status">
          {t(paymentKey(r))}
        </p>
      </div>
      {confirmed ? (
        <figure className={styles.qrFigure}>
          <BookingQr value={r.reference} label={t('ticket.qrLabel', { reference: r.reference })} />
          <figcaption className={styles.qrCaption}>{t('ticket.qrCaption')}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
