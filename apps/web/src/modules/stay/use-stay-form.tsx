import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogResponse } from '@parking/domain/contracts/catalog';
import { isDatesFormValid } from '@parking/domain/booking/dates-form';
import { passengersApply } from '@parking/domain/booking/passengers';
import { bookingStore } from '../booking/booking-store';
import { FlightField } from './flight-field';
import {
  type FormErrors,
  initialState,
  resolveSelection,
  terminalsFor,
  validate,
  type WhereWhenState,
  withInPassengers,
  withOutPassengers,
} from './form-state';
import { PassengersField } from './passengers-field';
import { TerminalPicker } from './terminal-picker';

export type StayField = keyof FormErrors;

/**
 * The stay's form (spec 4/5) as where-when and the change-dates dialog both run it: the fields
 * as typed (from the stored booking), what is chosen, the errors, and each error's text once
 * the person has been on the field (a blank required field says nothing before).
 */
export function useStayForm(catalog: CatalogResponse | undefined, now: () => Date) {
  const { t } = useTranslation('booking');
  const [state, setState] = useState<WhereWhenState>(() => initialState(bookingStore.get(), now()));
  const [touched, setTouched] = useState<Partial<Record<StayField, boolean>>>({});
  const touch = (field: StayField) => setTouched((s) => (s[field] ? s : { ...s, [field]: true }));
  const selection = resolveSelection(catalog, state);
  const { product } = selection;
  const current = now();
  const errors = validate(state, product, current);
  const message = (field: StayField): string | null => {
    const e = errors[field];
    if (!e || (e === 'required' && !touched[field])) return null;
    return t(`whereWhen.errors.${field}.${e}`);
  };
  return {
    state,
    setState,
    setTouched,
    touch,
    selection,
    product,
    /** the clock read once for this render */
    current,
    errors,
    valid: isDatesFormValid(errors),
    terminals: terminalsFor(product, state.inCommon, state.outCommon),
    showPassengers: product ? passengersApply(product.service) : false,
    message,
  };
}

export type StayForm = ReturnType<typeof useStayForm>;

/** The passengers of a stay form (shown when the product's service takes them). */
export function StayPassengers({ form }: { form: StayForm }) {
  const { state, setState } = form;
  return (
    <PassengersField
      inValue={state.inPassengers}
      outValue={state.outPassengers}
      error={form.message('passengers')}
      onInChange={(raw) => setState((s) => withInPassengers(s, raw))}
      onOutChange={(raw) => setState((s) => withOutPassengers(s, raw))}
      onBlur={() => form.touch('passengers')}
    />
  );
}

/** The return flight of a stay form (when the product asks for it). */
export function StayFlight({ form }: { form: StayForm }) {
  return (
    <FlightField
      value={form.state.flight}
      error={form.message('flight')}
      onChange={(raw) => form.setState((s) => ({ ...s, flight: raw }))}
      onBlur={() => form.touch('flight')}
    />
  );
}

/** The drop-off and pick-up terminals of a stay form. */
export function StayTerminals({ form }: { form: StayForm }) {
  return (
    <TerminalPicker
      terminals={form.product?.terminals ?? []}
      inTerminal={form.terminals.in}
      outTerminal={form.terminals.out}
      onChange={(side, commonId) =>
        // The pick-up side follows the drop-off side until it is set on its own (terminalsFor).
        form.setState((s) => (side === 'in' ? { ...s, inCommon: commonId } : { ...s, outCommon: commonId }))
      }
    />
  );
}
