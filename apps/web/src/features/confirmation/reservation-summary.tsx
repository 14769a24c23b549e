import { useTranslation } from 'react-i18next';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { findPlace, findProduct, useCatalog } from '../../modules/catalog/use-catalog';
import { displayWireDate } from '../../shared/format';
import { PriceLines } from '../../modules/summary/price-lines';
import { DataRows, SummaryBlock, SummaryCard } from '../../modules/summary/summary-parts';
import { paymentKey } from './confirmation-state';
import { bookingRows, offerFromReservation, reservationDataRows, type Row } from './confirmation-view';
import { vehicleRows } from '../../modules/vehicles/vehicle-facts';
import { workshopOrderRows } from '../../modules/car-services/workshop-order-rows';
import { formatEuros } from '../../shared/format';
import { reservationMoneyRows } from '../../modules/vouchers/reservation-money';
import styles from '../../modules/summary/summary.module.css';

function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function Block({ title, rows }: { title: string; rows: Row[] }) {
  return rows.length === 0 ? null : (
    <SummaryBlock title={title}>
      <DataRows rows={rows} />
    </SummaryBlock>
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
  const { t: tv } = useTranslation('vehicles');
  // Issue 15.7: the reservation's vehicle section, read-only (spec 2).
  const v = r.vehicle;
  const vehicle = v ? vehicleRows({ plate: v.plate_display ?? v.plate, makeAndModel: v.make_and_model, km: v.km }, (k) => tv(k)) : [];
  const { t: tcs } = useTranslation('carServices');
  const carServices = workshopOrderRows(
    r.car_services_booking,
    (k, v) => tcs(k, v),
    (n) => formatEuros(n, i18n.language || 'es'),
    (iso) => new Date(iso).toLocaleString(i18n.language || 'es', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'short' }),
  );
  const { data: catalog } = useCatalog();
  const product = findProduct(catalog, r.product.productId);
  const place = findPlace(catalog, product?.placeId);
  const lang = i18n.language || 'es';
  const { data, billing } = reservationDataRows(r, (k) => t(k));
  const billingRows = billing.map(([k, v]): Row => (k === t('confirmation.country') ? [k, countryName(v, lang)] : [k, v]));
  const { t: tvo } = useTranslation('vouchers');
  // Issue 19: the voucher used, the points used and earned.
  const money = reservationMoneyRows(r, (k, v) => tvo(k, v), (n) => formatEuros(n, lang));
  const booking = bookingRows(r, product, place, (k, v) => ts(k, v), (d) => displayWireDate(d) ?? d);
  return (
    <SummaryCard title={ts('titleConfirmation')} className={styles.sidebar}>
      <Block title={t('confirmation.bookingHeading')} rows={booking} />
      <Block title={t('confirmation.dataHeading')} rows={data} />
      <Block title={tv('section.title')} rows={vehicle} />
      <Block title={tcs('section_car_services')} rows={carServices} />
      <Block title={t('confirmation.billingHeading')} rows={billingRows} />
      <Block title={tvo('confirmation.heading')} rows={money} />
      <SummaryBlock title={t('confirmation.paymentHeading')}>
        <p>{tc(paymentKey(r))}</p>
        <PriceLines
          offer={offerFromReservation(r, product?.location.city)}
          productName={r.product.productName}
          pending={false}
          paidByCard={r.payment_status === 'succeeded'}
          // Still unpaid by card: 'pay in parking' would not be true (yet).
          payByCard={r.status === 'pending_payment'}
          startDate={r.startDate}
          cancelled={r.status === 'cancelled'}
        />
      </SummaryBlock>
    </SummaryCard>
  );
}
