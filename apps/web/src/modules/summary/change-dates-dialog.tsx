import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogResponse } from '@parking/domain/contracts/catalog';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { setBookingData, setTrip } from '../booking/booking-store';
import { recalculateOffer } from '../offers/current-offer';
import { StayDateFields } from '../stay/stay-date-fields';
import { toSubmission } from '../stay/form-state';
import { StayFlight, StayPassengers, StayTerminals, useStayForm } from '../stay/use-stay-form';
import styles from './summary.module.css';

export interface ChangeDatesDialogProps {
  catalog: CatalogResponse | undefined;
  /** true once the new dates are priced and stored; false on any other close */
  onClose: (changed: boolean) => void;
  /** opened because of this error: its reason shows in a banner and the dialog cannot be closed */
  error?: { reason: string | null } | null;
  /** the clock; tests pin it */
  now?: () => Date;
}

const realNow = () => new Date();

/**
 * Spec 2 "Change booking dates" (size sm) and spec 4 "Dates dialog confirm": the where-when
 * fields for the chosen product; confirm prices the new stay with the car-service
 * availability check and stores it only when the server accepts it.
 */
export function ChangeDatesDialog({ catalog, onClose, error = null, now = realNow }: ChangeDatesDialogProps) {
  const { t } = useTranslation('summary');
  const bannerId = useId();
  const form = useStayForm(catalog, now);
  const { state, setState, touch, selection, product, current, valid, message } = form;
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(() => (error ? (error.reason ?? t('errors:standard')) : null));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const submission = valid ? toSubmission(state, selection) : null;
    if (!submission || busy) return;
    const { booking, trip } = submission;
    setBusy(true);
    setBanner(null);
    const result = await recalculateOffer({
      startDate: booking.startDate ?? undefined,
      endDate: booking.endDate ?? undefined,
      inTerminal: trip.in_terminal ?? null,
      outTerminal: trip.out_terminal ?? null,
      inPassengers: trip.in_passengers ?? undefined,
      outPassengers: trip.out_passengers ?? undefined,
      checkCarserviceAvailability: true,
    });
    setBusy(false);
    if (!result.ok) {
      setBanner(result.error.reason ?? t('errors:standard'));
      return;
    }
    setBookingData({ startDate: booking.startDate, endDate: booking.endDate });
    setTrip(trip);
    onClose(true);
  };

  return (
    <Dialog title={t('dates.title')} closeLabel={error ? undefined : t('dates.close')} onClose={() => onClose(false)} size="sm">
      <form className={styles.datesForm} noValidate onSubmit={onSubmit} aria-describedby={banner ? bannerId : undefined}>
        {banner ? (
          <div id={bannerId} role="alert" className={styles.banner}>
            {banner}
          </div>
        ) : null}
        <StayDateFields state={state} setState={setState} product={product} now={current} message={message} touch={touch} touchEndWithStart />
        {product?.flight_required ? <StayFlight form={form} /> : null}
        {form.showPassengers ? <StayPassengers form={form} /> : null}
        <StayTerminals form={form} />
        <Button type="submit" className={styles.confirm} disabled={!valid || busy || !product}>
          {t('dates.confirm')}
        </Button>
      </form>
    </Dialog>
  );
}

export default ChangeDatesDialog;
