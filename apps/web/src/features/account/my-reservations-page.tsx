import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyReservationItem, MyReservationsResponse } from '@parking/domain/contracts/account';
import { ButtonLink } from '../../components/button';
import { apiGet } from '../../lib/api-client';
import { useAuth } from '../../modules/account/session-store';
import { displayWireDate, formatEuros } from '../../shared/format';
import { useServerQuery } from '../../shared/server-cache';
import { StepFrame } from '../../shared/ui/step-frame';
import styles from './account.module.css';
import { LoginNeeded } from './login-needed';
import { CancelBookingButton } from '../../modules/manage/manage-actions';

const fetchReservations = (signal: AbortSignal) => apiGet<MyReservationsResponse>('/api/me/reservations', { signal });

/** Newest first (the server sends them so; kept here so a page never depends on it). */
export function newestFirst(list: readonly MyReservationItem[]): MyReservationItem[] {
  return [...list].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
}

/** The account's bookings (client or agency), each opening its confirmation page. */
export default function MyReservationsPage() {
  const { t, i18n } = useTranslation('account');
  const auth = useAuth();
  // Read again on every visit of the page (a booking made meanwhile shows), once per visit.
  const [visit, setVisit] = useState(() => Date.now());
  const { data, error, loading } = useServerQuery(auth ? `account:reservations:${auth.csrf_token}:${visit}` : null, fetchReservations);

  if (!auth) return <LoginNeeded title={t('reservations.title')} lead={t('reservations.loginNeeded')} />;

  const list = data ? newestFirst(data.reservations) : [];
  return (
    <StepFrame title={t('reservations.title')} lead={t('reservations.lead')}>
      {loading ? <p role="status">{t('common.loading')}</p> : null}
      {error ? <p className={styles.alert}>{t('errors:standard')}</p> : null}
      {data && list.length === 0 ? (
        <div className={styles.stack}>
          <p>{t('reservations.empty')}</p>
          <p>
            <ButtonLink to="/where-when">{t('reservations.book')}</ButtonLink>
          </p>
        </div>
      ) : null}
      {list.length ? (
        <ul className={styles.list} data-testid="my-reservations">
          {list.map((r) => (
            <li key={r.reference} className={styles.card}>
              <div className={styles.cardHead}>
                <h2 className={styles.cardTitle}>{r.product_name}</h2>
                <span className={styles.status}>{t(`reservations.status.${r.status}`)}</span>
              </div>
              <p className={styles.meta}>{r.place_name}</p>
              <p>
                {t('reservations.dates', { start: displayWireDate(r.startDate) ?? r.startDate, end: displayWireDate(r.endDate) ?? r.endDate })}
              </p>
              <p>
                {t('reservations.total')}: <strong>{formatEuros(r.total, i18n.language)}</strong>
              </p>
              <p>
                <Link to={`/confirmation?reference=${encodeURIComponent(r.reference)}`}>
                  {t('reservations.open', { reference: r.reference })}
                </Link>
              </p>
              {/* Issue 17.1: cancel from the list (the owner's session opens the booking). */}
              {r.status === 'cancelled' ? null : (
                <div>
                  <CancelBookingButton
                    reference={r.reference}
                    onCancelled={() => setVisit(Date.now())}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </StepFrame>
  );
}
