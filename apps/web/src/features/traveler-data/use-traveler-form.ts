import { useEffect, useMemo, useRef, useState } from 'react';
import { normalizeFlightNumber } from '@parking/domain/validation/flight-number';
import type { BillingProfileView, MeResponse } from '@parking/domain/contracts/account';
import type { PaymentMethod } from '@parking/domain/contracts/reservation';
import { defaultProfileOf } from '@parking/domain/business/user-mode';
import { bookingStore, setTrip } from '../../modules/booking/booking-store';
import { restoredTravelerValues, saveSnapshot, type TravelerSnapshot } from '../../modules/booking/snapshot';
import {
  BILLING_FIELDS,
  type BillingField,
  bookBlockReason,
  emptyBilling,
  emptyReservation,
  emptyTerms,
  RESERVATION_FIELDS,
  type ReservationField,
  type TermsState,
  validateBilling,
  validateReservation,
  validateTerms,
} from './traveler-form';
import * as travelerActions from '../../modules/booking/traveler-actions';

function pick<F extends string>(fields: readonly F[], from: Record<string, string> | undefined, base: Record<F, string>): Record<F, string> {
  const out = { ...base };
  for (const f of fields) if (typeof from?.[f] === 'string') out[f] = from[f];
  return out;
}

/**
 * The traveller step's form state: values (restored from a reload snapshot), which messages
 * are visible (after a blur, or all after a submit), and the snapshot kept up to date.
 */
export function useTravelerForm(flightRequired: boolean, hasCarServices: boolean, presetTerms = false) {
  const [initial] = useState(() => restoredTravelerValues());
  const [reservation, setReservation] = useState(() => {
    const values = pick(RESERVATION_FIELDS, initial?.reservation, emptyReservation());
    // The return flight was usually typed on where-when already: never ask for it twice.
    if (values.flightNumber.trim() === '') values.flightNumber = bookingStore.get().trip.flight_number ?? '';
    return values;
  });
  const [billing, setBilling] = useState(() => pick(BILLING_FIELDS, initial?.billing, emptyBilling()));
  const [needInvoice, setNeedInvoice] = useState(initial?.needInvoice ?? false);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(initial?.paymentMethod === 'card' ? 'card' : 'parking');
  // Spec 4: terms pre-set in modify mode (accepted when the booking was made).
  const [terms, setTerms] = useState<TermsState>(() => (presetTerms ? { salesTerms: true, insurance: true, vehicleMove: true } : emptyTerms()));
  // Issue 16.5: modifying a booking that already holds car services: its two car-service
  // confirmations were given when it was booked, so they come ticked (still untickable).
  useEffect(() => {
    if (hasCarServices && bookingStore.get().trip.modifying_reservation) setTerms((t) => ({ ...t, insurance: true, vehicleMove: true }));
  }, [hasCarServices]);
  // Issue 10.6: the account's billing profile the invoice uses (null: typed by hand).
  const [profile, setProfile] = useState<BillingProfileView | null>(null);
  const [shown, setShown] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const all = useMemo(
    () => ({
      reservation: validateReservation(reservation, flightRequired),
      billing: needInvoice ? validateBilling(billing) : {},
      terms: validateTerms(terms, hasCarServices),
    }),
    [reservation, billing, needInvoice, terms, flightRequired, hasCarServices],
  );
  const visible = <E extends object>(group: string, errors: E): E => {
    if (submitted) return errors;
    return Object.fromEntries(Object.entries(errors).filter(([f]) => shown.has(`${group}.${f}`))) as E;
  };

  const block = bookBlockReason({ terms, hasCarServices, reservation, flightRequired, needInvoice, billing });

  // Spec 4 Snapshot, extended to what is typed: a reload keeps it (card data never comes here).
  const traveler: TravelerSnapshot = { reservation, billing, needInvoice, paymentMethod };
  // In the booking store at once (the price block reads the payment method; going back a step
  // and forward again keeps the values), and in the snapshot, so a reload right after typing
  // keeps them too (issue 8).
  const latest = useRef(traveler);
  latest.current = traveler;
  useEffect(() => {
    travelerActions.set(latest.current);
    saveSnapshot(latest.current);
  }, [reservation, billing, needInvoice, paymentMethod]);

  /** Issue 10.6: a profile's data into the billing form ("I need an invoice" on). */
  const chooseProfile = (p: BillingProfileView | null) => {
    setProfile(p);
    if (!p) return;
    setBilling(profileBilling(p));
    setNeedInvoice(true);
  };

  return {
    reservation,
    billing,
    profile,
    chooseProfile,
    /**
     * Spec 4/5, issue 10.6: a logged-in traveller's form starts from the account: name,
     * surname, e-mail and phone where still empty, the default billing profile (or the
     * profile whose NIF the restored billing carries), and the sales terms already accepted.
     */
    prefill: (me: MeResponse) => {
      setTerms((s) => ({ ...s, salesTerms: true }));
      if (me.type !== 'client') return;
      setReservation((s) => ({
        ...s,
        name: s.name || me.name,
        surname: s.surname || me.lastName,
        email: s.email || me.email,
        phone: s.phone || (me.phone ?? ''),
      }));
      const typed = billing.nif.trim();
      const matching = typed ? me.profiles.find((p) => p.nif === typed) : undefined;
      if (matching) setProfile(matching);
      else if (!typed) chooseProfile(defaultProfileOf(me.profiles, me.defaultInvoiceProfileId));
    },
    needInvoice,
    paymentMethod,
    terms,
    errors: {
      reservation: visible('reservation', all.reservation),
      billing: visible('billing', all.billing),
      terms: visible('terms', all.terms),
    },
    allErrors: all,
    block,
    setReservationField: (f: ReservationField, v: string) => {
      setReservation((s) => ({ ...s, [f]: v }));
      // One flight number per booking: the summary (and where-when) show the one typed here.
      if (f === 'flightNumber') setTrip({ flight_number: normalizeFlightNumber(v) });
    },
    setBillingField: (f: BillingField, v: string) => {
      // Spec 5: "Corporate billing profiles cannot be edited in the booking flow".
      if (profile && !profile.editable) return;
      setBilling((s) => ({ ...s, [f]: v }));
    },
    setNeedInvoice,
    setPaymentMethod,
    setTerm: (f: keyof TermsState, v: boolean) => {
      setTerms((s) => ({ ...s, [f]: v }));
      setShown((s) => new Set(s).add(`terms.${f}`));
    },
    touch: (key: string) => setShown((s) => (s.has(key) ? s : new Set(s).add(key))),
    submit: () => setSubmitted(true),
  };
}

/** A billing profile of the account as the billing form's values. */
export function profileBilling(p: BillingProfileView): Record<(typeof BILLING_FIELDS)[number], string> {
  return {
    name: p.name,
    nif: p.nif,
    address: p.address,
    city: p.city,
    zip: p.zip,
    state: p.state,
    country: p.country,
    invoiceEmail: p.billing_email ?? '',
  };
}
