import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CatalogResponse } from '@parking/domain/contracts/catalog';
import { passengersApply } from '@parking/domain/booking/passengers';
import { useBooking } from '../booking/booking-store';
import { findPlace, findProduct, useCatalog } from '../catalog/use-catalog';
import { displayWireDate } from '../../shared/format';
import { TimezoneWarning } from '../../shared/ui/timezone-warning';
import type { SummaryOffer } from './offer-view';
import { priceSectionShown } from './price-section';
import { PriceBlock } from './price-block';
import { VehicleBlock } from './vehicle-block';
import { DataRows, SummaryBlock, SummaryCard } from './summary-parts';
import { useAvailableVouchers } from '../vouchers/use-vouchers';
import { VoucherList } from '../vouchers/voucher-list';
import styles from './summary.module.css';

// The dialog pulls in the where-when fields and the hour picker: only when Modify is pressed.
const ChangeDatesDialog = lazy(() => import('./change-dates-dialog'));

export interface BookingSummaryProps {
  /** later steps and confirmation: no Modify link, no promo input */
  readOnly?: boolean;
  /** the desktop column, or the panel under the step tab bar */
  variant?: 'sidebar' | 'panel';
  /** id of the root element (the tab bar's toggle controls it) */
  id?: string;
}

interface ViewProps extends BookingSummaryProps {
  catalog: CatalogResponse | undefined;
}

/** The summary from the booking store and a given catalogue (what the tests render). */
export function BookingSummaryView({ catalog, readOnly = false, variant = 'sidebar', id }: ViewProps) {
  const { t } = useTranslation('summary');
  const { pathname } = useLocation();
  const booking = useBooking();
  const [datesOpen, setDatesOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const detailsId = useId();
  const { t: tv } = useTranslation('vouchers');
  const { trip } = booking;
  const offer = booking.offer as SummaryOffer | null;
  const product = findProduct(catalog, booking.productId ?? offer?.productId);
  const place = findPlace(catalog, booking.placeId ?? product?.placeId);
  const premium = product?.service === 'premium';
  const terminalName = (tid: number | null) =>
    tid === null ? null : (product?.terminals.find((x) => x.id === tid)?.name ?? null);
  const inTerminal = terminalName(trip.in_terminal ?? offer?.in_terminal ?? null);
  const outTerminal = terminalName(trip.out_terminal ?? offer?.out_terminal ?? null) ?? inTerminal;
  const passengers =
    product && passengersApply(product.service) && trip.in_passengers !== null
      ? t('passengersValue', { in: trip.in_passengers, out: trip.out_passengers ?? trip.in_passengers })
      : null;

  const rows: [string, string | null][] = [
    [t('product'), product?.name ?? offer?.product?.name ?? null],
    [t('place'), place?.name ?? null],
    ...(inTerminal === outTerminal
      ? ([[t('terminal'), inTerminal]] as [string, string | null][])
      : ([
          [t('inTerminal'), inTerminal],
          [t('outTerminal'), outTerminal],
        ] as [string, string | null][])),
    [premium ? t('premiumCheckIn') : t('checkIn'), displayWireDate(booking.startDate ?? offer?.startDate ?? null)],
    [premium ? t('premiumCheckOut') : t('checkOut'), displayWireDate(booking.endDate ?? offer?.endDate ?? null)],
    [t('passengers'), passengers],
    [t('flight'), trip.flight_number],
  ];
  const shown = rows.filter((r): r is [string, string] => r[1] !== null && r[1] !== '');
  const showPrice = offer !== null && priceSectionShown(offer, trip.source_mode);
  // Issue 19, spec 2: the available vouchers on the services and traveller steps (logged-in
  // clients only: a guest's list is empty without a request); the summary folds its details
  // when vouchers exist and none is chosen.
  const { vouchers, chosen } = useAvailableVouchers(product?.idLot);
  const voucherStep = pathname === '/services' || pathname === '/traveler-data';
  const showVouchers = voucherStep && vouchers.length > 0;
  const collapse = showVouchers && chosen === null ? { collapsed, onToggle: () => setCollapsed((c) => !c), controls: `${detailsId} ${detailsId}-vehicle` } : undefined;
  const folded = collapse !== undefined && collapsed;
  return (
    <SummaryCard id={id} title={pathname === '/confirmation' ? t('titleConfirmation') : t('title')} className={styles[variant]} collapse={collapse}>
      <div id={detailsId} className={styles.details} hidden={folded}>
      {shown.length > 0 ? (
        <SummaryBlock
          title={t('bookingData')}
          action={
            readOnly ? null : (
              <button type="button" className={styles.modify} onClick={() => setDatesOpen(true)}>
                {t('modify')}{' '}
                <span className="sr-only">{t('modifyHint')}</span>
              </button>
            )
          }
        >
          <DataRows rows={shown} />
          {/* The panel opens inside the tab bar, which shows the warning itself (once per screen). */}
          {variant === 'sidebar' ? <TimezoneWarning /> : null}
        </SummaryBlock>
      ) : null}
      </div>
      {showVouchers ? (
        <SummaryBlock title={tv('title')}>
          <div data-available-vouchers>
            <VoucherList vouchers={vouchers} chosen={chosen} />
          </div>
        </SummaryBlock>
      ) : null}
      <div id={`${detailsId}-vehicle`} className={styles.details} hidden={folded}>
        <VehicleBlock />
      </div>
      {showPrice && offer ? (
        <PriceBlock offer={offer} productName={product?.name ?? offer?.product?.name ?? null} pending={booking.offerPending > 0} readOnly={readOnly} payByCard={booking.traveler?.paymentMethod === 'card'} startDate={booking.startDate} />
      ) : null}
      {datesOpen ? (
        <Suspense fallback={null}>
          <ChangeDatesDialog catalog={catalog} onClose={() => setDatesOpen(false)} />
        </Suspense>
      ) : null}
    </SummaryCard>
  );
}

/** Spec 2 Booking summary sidebar: booking data, modify link, price block. */
export function BookingSummary(props: BookingSummaryProps) {
  const { data } = useCatalog();
  return <BookingSummaryView {...props} catalog={data} />;
}

export default BookingSummary;
