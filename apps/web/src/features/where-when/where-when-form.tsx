import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CatalogResponse } from '@parking/domain/contracts/catalog';
import { normalizeFlightNumber } from '@parking/domain/validation/flight-number';
import { madridDayAt } from '@parking/domain/time/iso-day';
import { formatWireDate } from '@parking/domain/time/madrid';
import { Button } from '../../components/button';
import { bookingStore, setBookingData, setOffer, setTrip } from '../../modules/booking/booking-store';
import { StayDateFields } from '../../modules/stay/stay-date-fields';
import { toSubmission, withPlace, withProduct } from '../../modules/stay/form-state';
import { StayFlight, StayPassengers, StayTerminals, useStayForm } from '../../modules/stay/use-stay-form';
import { PlaceProductFields } from './place-product-fields';
import { useDebouncedCommit } from '../../modules/stay/use-debounced-commit';
import styles from '../../modules/stay/stay-fields.module.css';

interface WhereWhenFormProps {
  catalog: CatalogResponse | undefined;
  /** the clock; tests pin it, the app reads the real one */
  now?: () => Date;
}

const realNow = () => new Date();

export function WhereWhenForm({ catalog, now = realNow }: WhereWhenFormProps) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const warningId = useId();
  const hintId = useId();
  const form = useStayForm(catalog, now);
  const { state, setState, touch, selection, product, current, errors, valid, terminals, message } = form;
  const { place } = selection;

  // Dates kept from the store or the default range may fall in the product's closed hours
  // (a 02:15 default at a car park opening at 05:00): move them once, when the product is known.
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || !product) return;
    fitted.current = true;
    setState((s) => withProduct(s, product));
  }, [product, setState]);

  // Spec 5: terminal changes reach the store debounced 300 ms, distinct only.
  useDebouncedCommit(
    terminals,
    (v) =>
      setTrip({
        in_terminal: v.in?.id ?? null,
        out_terminal: v.out?.id ?? null,
        common_in_terminal: v.in?.common_terminal_id ?? null,
        common_out_terminal: v.out?.common_terminal_id ?? null,
      }),
    (v) => `${v.in?.id ?? ''}|${v.out?.id ?? ''}`,
  );
  // Spec 5: the return flight number is debounced 300 ms, de-duplicated, null when empty.
  useDebouncedCommit(
    state.flight,
    (v) => setTrip({ flight_number: normalizeFlightNumber(v) }),
    (v) => normalizeFlightNumber(v) ?? '',
  );

  // The step bar shows the dates as they are typed, not the last ones sent (issue 8); the old
  // price belonged to the old dates, so it goes with them.
  const startWire = errors.start ? null : madridDayAt(state.startDay, state.startTime);
  const endWire = errors.end ? null : madridDayAt(state.endDay, state.endTime);
  const start = startWire ? formatWireDate(startWire) : null;
  const end = endWire ? formatWireDate(endWire) : null;
  useEffect(() => {
    const b = bookingStore.get();
    if (!start || !end || (start === b.startDate && end === b.endDate)) return;
    setBookingData({ startDate: start, endDate: end });
    setOffer(null);
  }, [start, end]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const submission = valid ? toSubmission(state, selection) : null;
    if (!submission) {
      form.setTouched({ product: true, start: true, end: true, flight: true, passengers: true });
      return;
    }
    setBookingData(submission.booking);
    setTrip(submission.trip);
    // The old price belongs to other dates; the products step asks again.
    setOffer(null);
    navigate('/products');
  };

  const { showPassengers } = form;
  const warning = product?.warning_before_buy;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <section className={styles.card}>
        <PlaceProductFields
          catalog={catalog}
          place={place}
          product={product}
          error={message('product')}
          onPlace={(p) => {
            touch('product');
            setState((s) => withPlace(s, p));
          }}
          onProduct={(p) => {
            touch('product');
            setState((s) => withProduct(s, p));
          }}
        />
        {warning && (
          <div role="note" aria-labelledby={warningId} className={styles.warning}>
            <h2 id={warningId} className={styles.warningTitle}>
              {warning.name}
            </h2>
            <p>{warning.body}</p>
          </div>
        )}
        <StayTerminals form={form} />
      </section>

      <section className={`${styles.card} ${styles.dates}`}>
        <StayDateFields state={state} setState={setState} product={product} now={current} message={message} touch={touch} />
      </section>

      {(showPassengers || product?.flight_required) && (
        <section className={styles.card}>
          {showPassengers && <StayPassengers form={form} />}
          {product?.flight_required && <StayFlight form={form} />}
        </section>
      )}

      <div className={styles.actions}>
        <p id={hintId} className={styles.hint} hidden={valid}>
          {t('whereWhen.submitHint')}
        </p>
        <Button type="submit" className={styles.submit} disabled={!valid} aria-describedby={valid ? undefined : hintId}>
          {t('whereWhen.submit')}
        </Button>
      </div>
    </form>
  );
}
