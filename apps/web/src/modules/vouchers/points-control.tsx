import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useMe } from '../account/me';
import { useBookingSelector } from '../booking/booking-store';
import { formatEuros } from '../../shared/format';
import { applyMyPoints } from './voucher-actions';
import styles from './vouchers.module.css';

/**
 * Spec 2 price block points line, spec 4: a logged-in client with points asks to use them
 * ("use my points (balance X €)"); they are applied once the offer's points price is above 0,
 * and can be removed, which prices the booking again.
 */
export function PointsControl({ pointsApplied }: { pointsApplied: number }) {
  const { t, i18n } = useTranslation('vouchers');
  const { data: me } = useMe();
  const pending = useBookingSelector((s) => s.offerPending > 0);
  const asked = useBookingSelector((s) => s.trip.use_points);
  const [failure, setFailure] = useState<string | null>(null);
  const balance = me?.type === 'client' ? me.points : 0;
  const applied = pointsApplied > 0;
  if (balance <= 0 && !applied && !asked) return null;
  const euros = (n: number) => formatEuros(n, i18n.language || 'es');
  const set = async (on: boolean) => {
    setFailure(null);
    const result = await applyMyPoints(on);
    if (!result.ok) setFailure(result.error.reason ?? t('failed'));
  };
  return (
    <div className={styles.points} data-points-control>
      {applied || asked ? (
        <div className={styles.pointsRow}>
          <p>{applied ? t('points.applied', { amount: euros(pointsApplied) }) : t('points.nothingToPay')}</p>
          <Button variant="ghost" className={styles.smallButton} disabled={pending} onClick={() => void set(false)}>
            {t('points.remove')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" className={styles.smallButton} disabled={pending} onClick={() => void set(true)}>
          {t('points.use', { balance: euros(balance) })}
        </Button>
      )}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}
