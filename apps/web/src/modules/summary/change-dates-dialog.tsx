import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogResponse } from '@parking/domain/contracts/catalog';
import { isDatesFormValid } from '@parking/domain/booking/dates-form';
import { passengersApply } from '@parking/domain/booking/passengers';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { bookingStore, setBookingData, setTrip } from '../booking/booking-store';
import { recalculateOffer } from '../offers/current-offer';
import { StayDateFields } from '../stay/stay-date-fields';
import { FlightField } from '../stay/flight-field';
import {
  type FormErrors,
  initialState,
  resolveSelection,
  terminalsFor,
  toSubmission,
  validate,
  type WhereWhenState,
  withInPassengers,
  withOutPassengers,
} from '../stay/form-state';
import { PassengersField } from '../stay/passengers-field';
import { TerminalPicker } from '../stay/terminal-picker';
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

type Field = Exclude<keyof FormErrors, 'product'>;
const realNow = () => new Date();

/**
 * Spec 2 "Change booking dates" (size sm) and spec 4 "Dates dialog confirm": the where-when
 * fields for the chosen product; confirm prices the new stay with the car-service
 * availability check and stores it only when the server accepts it.
 */
export function ChangeDatesDialog({ catalog, onClose, error = null, now = realNow }: ChangeDatesDialogProps) {
  const { t } = useTranslation('summary');
  const { t: tb } = useTranslation('booking');
  const bannerId = useId();
  const [state, setState] = useState<WhereWhenState>(() => initialState(bookingStore.get(), now()));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(() => (error ? (error.reason ?? t('errors:standard')) : null));
  const touch = (f: Field) => setTouched((s) => (s[f] ? s : { ...s, [f]: true }));

  const selection = resolveSelection(catalog, state);
  const { product } = selection;
  const current = now();
  const errors = validate(state, product, current);
  const valid = isDatesFormValid(errors);
  const terminals = terminalsFor(product, state.inCommon, state.outCommon);
  const showPassengers = product ? passengersApply(product.service) : false;

  const message = (f: Field): string | null => {
    const e = errors[f];
    if (!e || (e === 'required' && !touched[f])) return null;
    return tb(`whereWhen.errors.${f}.${e}`);
  };

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
        {product?.flight_required ? (
          <FlightField
            value={state.flight}
            error={message('flight')}
            onChange={(raw) => setState((s) => ({ ...s, flight: raw }))}
            onBlur={() => touch('flight')}
          />
        ) : null}
        {showPassengers ? (
          <PassengersField
            inValue={state.inPassengers}
            outValue={state.outPassengers}
            error={message('passengers')}
            onInChange={(raw) => setState((s) => withInPassengers(s, raw))}
            onOutChange={(raw) => setState((s) => withOutPassengers(s, raw))}
            onBlur={() => touch('passengers')}
          />
        ) : null}
        <TerminalPicker
          terminals={product?.terminals ?? []}
          inTerminal={terminals.in}
          outTerminal={terminals.out}
          onChange={(side, commonId) =>
            setState((s) => (side === 'in' ? { ...s, inCommon: commonId } : { ...s, outCommon: commonId }))
          }
        />
        <Button type="submit" className={styles.confirm} disabled={!valid || busy || !product}>
          {t('dates.confirm')}
        </Button>
      </form>
    </Dialog>
  );
}

export default ChangeDatesDialog;
