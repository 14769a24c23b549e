import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { findPlace, findProduct, useCatalog } from '../../modules/catalog/use-catalog';
import { displayWireDate } from '../../shared/format';
import { PriceLines } from '../../modules/summary/price-lines';
import { paymentKey } from './confirmation-state';
import { bookingRows, offerFromReservation, reservationDataRows, type Row } from './confirmation-view';
import styles from '../../modules/summary/summary.module.css';

function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function Block({ title, rows }: { title: string; rows: Row[] }) {
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.subheading}>
        {title}
      </h3>
      <dl className={styles.data}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.dataRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The read-only summary of a stored reservation (spec 2: confirmation flags), titled Parking
 * as the spec's summary card is on the confirmation.
 */
export function ReservationSummary({ reservation: r }: { reservation: ReservationView }) {
  const { t, i18n } = useTranslation('traveler');
  const { t: ts } = useTranslation('summary');
  const { t: tc } = useTranslation('confirmation');
  const titleId = useId();
  const { data: catalog } = useCatalog();
  const product = findProduct(catalog, r.product.productId);
  const place = findPlace(catalog, product?.placeId);
  const paymentId = useId();
  const lang = i18n.language || 'es';
  const { data, billing } = reservationDataRows(r, (k) => t(k));
  const billingRows = billing.map(([k, v]): Row => (k === t('confirmation.country') ? [k, countryName(v, lang)] : [k, v]));
  const booking = bookingRows(r, product, place, (k, v) => ts(k, v), (d) => displayWireDate(d) ?? d);
  return (
    <section className={`${styles.summary} ${styles.sidebar}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {ts('titleConfirmation')}
      </h2>
      <Block title={t('confirmation.bookingHeading')} rows={booking} />
      <Block title={t('confirmation.dataHeading')} rows={data} />
      <Block title={t('confirmation.billingHeading')} rows={billingRows} />
      <section className={styles.block} aria-labelledby={paymentId}>
        <h3 id={paymentId} className={styles.subheading}>
          {t('confirmation.paymentHeading')}
        </h3>
        <p>{tc(paymentKey(r))}</p>
        <PriceLines
          offer={offerFromReservation(r, product?.location.city)}
          productName={r.product.productName}
          pending={false}
          paidByCard={r.payment_status === 'succeeded'}
          // Still unpaid by card: 'pay in parking' would not be true (yet).
          payByCard={r.status === 'pending_payment'}
        />
      </section>
    </section>
  );
}
