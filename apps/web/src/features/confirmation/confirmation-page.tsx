import { startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { ButtonLink } from '../../components/button';
import { formatEuros } from '../../shared/format';
import { ApiError } from '../../lib/api-client';
import { showError } from '../../modules/booking/error-banner';
import { setBookingData, useBookingSelector } from '../../modules/booking/booking-store';
import { cancelledOnRequest, confirmationState } from './confirmation-state';
import { ConfirmationOpening } from './confirmation-frame';
import { ConfirmedView } from './confirmed-view';
import { PendingView } from './pending-view';
import { requestReservation } from './reservation-request';
import frame from '../../shared/ui/step-frame.module.css';
import * as bookingActions from '../../modules/booking/booking-actions';

type Load = { kind: 'loading' } | { kind: 'ready'; reservation: ReservationView } | { kind: 'missing' };

/**
 * Spec 2 /confirmation and issue 9.1: a confirmed booking worth keeping (ConfirmedView); a card
 * booking still unpaid shown as such (PendingView); one cancelled for want of payment says so.
 */
export default function ConfirmationPage() {
  const { t, i18n } = useTranslation('traveler');
  const { t: tc } = useTranslation('confirmation');
  const { t: tm } = useTranslation('manage');
  const [params] = useSearchParams();
  const stored = useBookingSelector((s) => s.reservationToken);
  const token = params.get('reservation_token') ?? stored;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  // Bumped to read the reservation again (a payment may have changed it).
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!token) {
      setLoad({ kind: 'missing' });
      return;
    }
    let alive = true;
    setLoad((l) => (l.kind === 'ready' ? l : { kind: 'loading' }));
    requestReservation(token, i18n.language || 'es').then(
      // A transition: the summary mounts in slices, so a slow phone stays responsive.
      (reservation) => {
        if (!alive) return;
        // A finished booking leaves nothing behind for the next one (issue 8; spec 3 removing
        // the trip), and the step bar shows this reservation's dates.
        bookingActions.finishBooking(token);
        setBookingData({ startDate: reservation.startDate, endDate: reservation.endDate });
        startTransition(() => setLoad({ kind: 'ready', reservation }));
      },
      (err: unknown) => {
        if (!alive) return;
        // A wrong token is the page's own message; only other failures go to the banner.
        if (!(err instanceof ApiError && (err.status === 404 || err.status === 400))) showError(err);
        setLoad({ kind: 'missing' });
      },
    );
    return () => {
      alive = false;
    };
  }, [token, i18n.language, version]);

  if (load.kind === 'loading') {
    // The same frame and lead as the prerendered HTML (decision 0047).
    return <ConfirmationOpening />;
  }
  if (load.kind === 'missing') {
    return (
      <div className={frame.frame}>
        <h1 className={frame.title}>{t('confirmation.notFoundTitle')}</h1>
        <p className={frame.lead}>{t('confirmation.notFoundText')}</p>
        <div className={frame.actions}>
          <ButtonLink to="/where-when">{t('confirmation.startBooking')}</ButtonLink>
        </div>
      </div>
    );
  }
  const r = load.reservation;
  const state = confirmationState(r.status);
  if (state === 'confirmed') return <ConfirmedView reservation={r} token={token} onChanged={reload} />;
  if (state === 'pending' && token) return <PendingView reservation={r} token={token} onChanged={reload} />;
  // Issue 17.1: cancelled by the traveller, the owner or an agent (cancelled_at), with the
  // refund; otherwise cancelled for want of payment (the payment sweep).
  const byRequest = cancelledOnRequest(r);
  const refunded = r.refunded ?? 0;
  return (
    <div className={frame.frame}>
      <h1 className={frame.title}>{byRequest ? tm('cancelled_title') : tc('cancelled.title')}</h1>
      <p className={frame.lead}>{byRequest ? tm('cancelled_lead') : tc('cancelled.lead')}</p>
      {byRequest ? (
        <p data-testid="cancel-refund">
          <strong>{refunded > 0 ? tm('cancelled_refund', { amount: formatEuros(refunded, i18n.language || 'es') }) : tm('cancelled_no_refund')}</strong>
        </p>
      ) : null}
      <dl>
        <dt>{t('confirmation.reference')}</dt>
        <dd>
          <strong data-testid="reservation-reference">{r.reference}</strong>
        </dd>
      </dl>
      <div className={frame.actions}>
        <ButtonLink to="/where-when">{t('confirmation.newBooking')}</ButtonLink>
      </div>
    </div>
  );
}
