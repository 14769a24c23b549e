import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { carParkAddress, mapLink } from '@parking/domain/calendar/booking-ics';
import type { Product } from '@parking/domain/contracts/catalog';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { ButtonLink } from '../../components/button';
import { findProduct, useCatalog } from '../../modules/catalog/use-catalog';
import { displayWireDate } from '../../shared/format';
import { ArrivalGuide } from './arrival-guide';
import { BookingTicket } from './booking-ticket';
import { bookingCalendar } from './confirmation-calendar';
import { arrivalSteps, dayAndTime } from './confirmation-state';
import { PageHeader } from './page-header';
import { ReservationSummary } from './reservation-summary';
import { SaveActions } from './save-actions';
import { LinkBookingOffer, ManageActions, useManageView } from '../../modules/manage/manage-actions';
import { hasSession } from '../../lib/session';
import { useManage } from '../../modules/manage/manage-store';
import { formatEuros } from '../../shared/format';
import styles from './confirmation.module.css';

function SuccessIcon() {
  return (
    <svg className={styles.successIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="currentColor" />
      <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Terminal name of an id, or the translated "your terminal" when the product has none. */
function terminalName(product: Product, id: number | null, fallback: string): string {
  return product.terminals.find((x) => x.id === id)?.name ?? fallback;
}

/** Issue 9.1: the confirmed booking, worth keeping. */
export function ConfirmedView({ reservation: r, token, onChanged }: { reservation: ReservationView; token: string | null; onChanged: () => void }) {
  const { t } = useTranslation('confirmation');
  const { t: tt } = useTranslation('traveler');
  const { data: catalog } = useCatalog();
  const product = findProduct(catalog, r.product.productId);
  // Issue 17.1/17.2: what may be done with it now (the server's answer), and the actions.
  const access = useMemo(() => ({ reservationToken: token }), [token]);
  const manage = useManageView(r.reference, access);
  // Issue 17.2: the change just saved, and the money it moved.
  const lastChange = useManage((m) => (m.lastChange?.reservation.reference === r.reference ? m.lastChange : null));
  const { t: tm, i18n } = useTranslation('manage');
  const moved = lastChange?.change;
  const changeNote = !lastChange
    ? null
    : moved && moved.charged > 0
      ? tm('change_saved_charged', { amount: formatEuros(moved.charged, i18n.language || 'es') })
      : moved && moved.refunded > 0
        ? tm('change_saved_refunded', { amount: formatEuros(moved.refunded, i18n.language || 'es') })
        : tm('change_saved');

  const guide = useMemo(() => {
    if (!product) return null;
    const when = (wire: string) => dayAndTime(displayWireDate(wire) ?? wire);
    const address = carParkAddress(product);
    const yours = t('arrival.yourTerminal');
    const inTerminal = terminalName(product, r.trip.in_terminal, yours);
    const steps = arrivalSteps({
      service: product.service,
      carPark: address,
      checkIn: when(r.startDate),
      checkOut: when(r.endDate),
      inTerminal,
      outTerminal: terminalName(product, r.trip.out_terminal ?? r.trip.in_terminal, inTerminal),
    });
    const texts = {
      dropOff: t('calendar.dropOff', { car_park: product.name, reference: r.reference }),
      pickUp: t('calendar.pickUp', { car_park: product.name, reference: r.reference }),
      reference: t('calendar.reference', { reference: r.reference }),
      arrival: steps.map((s) => t(`arrival.${s.key}`, s.vars)),
    };
    const map = mapLink(product.location.latitude, product.location.longitude);
    return { address, map, steps, calendar: bookingCalendar(r, product, texts, new Date()) };
  }, [product, r, t]);

  return (
    <div className={styles.page}>
      <PageHeader icon={<SuccessIcon />} title={t('success.title')}>
        {/* The lead is the prerendered page's (decision 0047); the address comes below it, smaller. */}
        <p className={styles.lead}>{t('success.lead')}</p>
        <p className={styles.sentTo}>{t('success.sentTo', { email: r.trip.email })}</p>
        {changeNote ? (
          <p role="status" data-testid="change-saved">
            <strong>{changeNote}</strong>
          </p>
        ) : null}
      </PageHeader>
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <BookingTicket reservation={r} address={guide?.address ?? null} confirmed />
          <SaveActions calendar={guide?.calendar ?? null} />
          {manage ? <ManageActions view={manage} access={access} onCancelled={onChanged} /> : null}
          {/* Issue 17.3: a guest's booking (no session, opened by its token) can join an account. */}
          {manage && token && manage.mode === 'traveller' && !hasSession() ? <LinkBookingOffer reservation={r} link={manage.link} token={token} /> : null}
          {product && guide ? <ArrivalGuide product={product} address={guide.address} map={guide.map} steps={guide.steps} /> : null}
        </div>
        <ReservationSummary reservation={r} />
      </div>
      <div className={`${styles.more} ${styles.noPrint}`}>
        <ButtonLink to="/where-when" variant="secondary">
          {tt('confirmation.newBooking')}
        </ButtonLink>
      </div>
    </div>
  );
}
