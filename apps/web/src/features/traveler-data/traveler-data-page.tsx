import { type FormEvent, lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PaymentMethod, ReservationView } from '@parking/domain/contracts/reservation';
import { useMe } from '../../modules/account/me';
import { clearError } from '../../modules/booking/error-banner';
import { bookingStore, setBookingData, useBookingSelector } from '../../modules/booking/booking-store';
import { useSaveChange } from '../../modules/manage/use-save-change';
import { findProduct, useCatalog } from '../../modules/catalog/use-catalog';
import { recalculateOffer } from '../../modules/offers/current-offer';
import { clearSnapshot, saveSnapshot } from '../../modules/booking/snapshot';
import { StepWithSummary } from '../../modules/summary/step-with-summary';
import { SummaryButtons } from '../../modules/summary/summary-buttons';
import { AccountBilling } from './account-billing';
import { BillingForm } from './billing-form';
import { buildReservationBody, createBooker, reportBookingError } from './book';
import { PaymentChoice } from './payment-choice';
import { CancellationTerms } from './payment-trust';
import { ReservationForm } from './reservation-form';
import { TermsFields } from './terms-fields';
import { BILLING_FIELDS, type BillingValues, RESERVATION_FIELDS, type ReservationValues, type TermsState } from './traveler-form';
import { useTravelerForm } from './use-traveler-form';
import { BookingVehicle } from '../../modules/vehicles/booking-vehicle';
import { carServiceSlice, clearCarServices, clearVehicleCarServices } from '../../modules/car-services/car-service-store';
import { needsWorkshopTerms } from '@parking/domain/car-services/workshop-terms';
import { restoreCarServices } from '../../modules/car-services/restore-car-services';
import { CarServicesRestoreNotice } from '../../modules/car-services/restore-notice';
import { useBookingVehicle, vehicleSlice } from '../../modules/vehicles/vehicle-store';
import frame from '../../shared/ui/step-frame.module.css';
import styles from '../../shared/form/form.module.css';

// The card form is only fetched when someone pays by card.
const CardPaymentDialog = lazy(() => import('./payment/card-payment-dialog'));
const ChangeCardDialog = lazy(() => import('../../modules/manage/change-card-dialog'));

const HINT_KEY = { terms: 'buttons.hintTerms', booking: 'buttons.hintBooking', billing: 'buttons.hintBilling' } as const;

export interface TravelerSubmit {
  reservation: ReservationValues;
  needInvoice: boolean;
  billing: BillingValues;
  terms: TermsState;
  paymentMethod: PaymentMethod;
  /** issue 10.6: the account's billing profile chosen (logged-in clients), else null */
  profileId: number | null;
}

export interface TravelerDataViewProps {
  flightRequired: boolean;
  hasCarServices: boolean;
  /** the booking holds car services of its car (an estimate): changing km or workshop type warns (default: hasCarServices) */
  holdsCarServices?: boolean;
  sending: boolean;
  onReturn: () => void;
  /** called only with valid forms and accepted terms */
  onBook: (values: TravelerSubmit) => void;
  /** lays out the step and what goes under the summary (default: StepWithSummary) */
  layout?: (main: ReactNode, below: ReactNode) => ReactNode;
  /** issue 17.2 modify mode: Save instead of Book, disabled while nothing changed; terms pre-set; no payment choice */
  modify?: { saveLabel: string; unchanged: boolean; unchangedHint: string };
}

const withSummary = (main: ReactNode, below: ReactNode) => (
  <StepWithSummary readOnly below={below} buttonsAt="main">
    {main}
  </StepWithSummary>
);

/**
 * The step's heading, lead and the required-fields note: what the prerendered page holds
 * (scripts/prerender.mjs, decision 0043), so the largest paint is the HTML's.
 */
export function TravelerDataHead() {
  const { t } = useTranslation('traveler');
  return (
    <>
      <h1 className={frame.title}>{t('title')}</h1>
      <p className={frame.lead}>{t('lead')}</p>
      <p className={styles.note}>{t('required')}</p>
    </>
  );
}

/** The step's forms, terms and buttons, from props (what the tests render). */
export function TravelerDataView({ flightRequired, hasCarServices, holdsCarServices = hasCarServices, sending, onReturn, onBook, layout = withSummary, modify }: TravelerDataViewProps) {
  const { t, i18n } = useTranslation('traveler');
  const form = useTravelerForm(flightRequired, hasCarServices, modify !== undefined);
  // Issue 10.6: a logged-in traveller's data comes from the account, once it has loaded.
  const { data: me } = useMe();
  const prefill = useRef(form.prefill);
  prefill.current = form.prefill;
  const prefilledFor = useRef<string | null>(null);
  useEffect(() => {
    // Once per account: a reload of the account (a profile added) keeps what was typed since.
    const who = me ? `${me.type}:${me.id}` : null;
    if (!me || prefilledFor.current === who) return;
    prefilledFor.current = who;
    prefill.current(me);
  }, [me]);
  const client = me?.type === 'client' ? me : null;
  const navigate = useNavigate();
  const vehicle = useBookingVehicle();
  // A car identified on the services step (issue 16) gives the reservation its plate too.
  const setPlate = useRef(form.setReservationField);
  setPlate.current = form.setReservationField;
  const vehiclePlate = vehicle?.plate_display ?? vehicle?.plate ?? null;
  useEffect(() => {
    if (vehiclePlate) setPlate.current('plate', vehiclePlate);
  }, [vehiclePlate]);
  const fields = useRef(new Map<string, HTMLInputElement | HTMLSelectElement | null>());
  const register = useCallback((key: string, el: HTMLInputElement | HTMLSelectElement | null) => {
    fields.current.set(key, el);
  }, []);

  const focusFirstInvalid = () => {
    const { reservation, billing, terms } = form.allErrors;
    const order = [
      ...RESERVATION_FIELDS.filter((f) => reservation[f]).map((f) => `reservation.${f}`),
      ...BILLING_FIELDS.filter((f) => (billing as Record<string, unknown>)[f]).map((f) => `billing.${f}`),
      ...(['salesTerms', 'insurance', 'vehicleMove'] as const).filter((f) => terms[f]).map((f) => `terms.${f}`),
    ];
    order.map((k) => fields.current.get(k)).find((el) => el)?.focus();
  };

  const book = () => {
    form.submit();
    if (form.block !== null) {
      focusFirstInvalid();
      return;
    }
    if (sending || modify?.unchanged) return;
    onBook({
      reservation: form.reservation,
      needInvoice: form.needInvoice,
      billing: form.billing,
      terms: form.terms,
      paymentMethod: form.paymentMethod,
      profileId: client && form.needInvoice ? (form.profile?.id ?? null) : null,
    });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    book();
  };

  const block = form.block;
  // The hint names the fields to look at: Book is disabled, so clicking it cannot show their
  // messages, and the traveller who left the plate or the flight empty further up the page
  // only read "check the booking details" next to a dead button.
  const hintFields = (group: 'reservation' | 'billing') =>
    new Intl.ListFormat(i18n.language || 'es', { type: 'conjunction' }).format(
      Object.keys(form.allErrors[group]).map((f) => t(`${group}.${f}`)),
    );
  const blockHint =
    block === 'booking' || block === 'billing'
      ? t('buttons.hintFields', { hint: t(HINT_KEY[block]), fields: hintFields(block === 'booking' ? 'reservation' : 'billing') })
      : block
        ? t(HINT_KEY[block])
        : null;
  const buttons = (
    <SummaryButtons
      onReturn={onReturn}
      onBook={book}
      bookLabel={modify ? modify.saveLabel : t('buttons.book')}
      sendingLabel={t('buttons.sending')}
      bookDisabled={block !== null || Boolean(modify?.unchanged)}
      sending={sending}
      hint={blockHint ?? (modify?.unchanged ? modify.unchangedHint : null)}
    />
  );

  return layout(
    <div className={frame.frame}>
      <TravelerDataHead />
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('title')}>
        <ReservationForm
          values={form.reservation}
          errors={form.errors.reservation}
          flightRequired={flightRequired}
          showFlight={flightRequired}
          onChange={form.setReservationField}
          onBlur={(f) => form.touch(`reservation.${f}`)}
          register={register}
          plateLocked={Boolean(vehicle?.plate)}
          vehicleSlot={
            <>
            <CarServicesRestoreNotice />
            <BookingVehicle
              onPlate={(plate) => {
                if (plate !== null) form.setReservationField('plate', plate);
              }}
              onRegisterFailed={() => void navigate('/services')}
              holdsCarServices={holdsCarServices}
              onChangeConfirmed={() => {
                // Spec 4: changing the vehicle clears the car services (after its warning).
                if (carServiceSlice.get().estimateId !== null) {
                  clearVehicleCarServices();
                  void recalculateOffer();
                }
              }}
            />
            </>
          }
        />
        <BillingForm
          needInvoice={form.needInvoice}
          onNeedInvoice={form.setNeedInvoice}
          values={form.billing}
          errors={form.errors.billing}
          onChange={form.setBillingField}
          onBlur={(f) => form.touch(`billing.${f}`)}
          register={register}
          locked={form.profile?.editable === false}
          profileTools={client ? <AccountBilling me={client} profile={form.profile} onChoose={form.chooseProfile} /> : undefined}
        />
        {/* Issue 9.5 and 9.7: cancellation terms before the payment choice; the terms to accept
            and then Book come after it, in reading order as on screen. */}
        <CancellationTerms startDate={bookingStore.get().startDate} />
        {modify ? null : <PaymentChoice value={form.paymentMethod} onChange={form.setPaymentMethod} />}
        <TermsFields terms={form.terms} hasCarServices={hasCarServices} errors={form.errors.terms} onChange={form.setTerm} register={register} />
        {/* Enter in a field books too; the visible Book button follows the form (a bar at the screen's bottom below 1000 px). */}
        <button type="submit" hidden />
      </form>
    </div>,
    buttons,
  );
}

/** Spec 2 Traveller step: reservation and billing forms, payment choice, terms and Book. */
export default function TravelerDataPage() {
  const { i18n } = useTranslation('traveler');
  const navigate = useNavigate();
  const { data: catalog } = useCatalog();
  const productId = useBookingSelector((s) => s.productId);
  const formVersion = useBookingSelector((s) => s.formVersion);
  const offer = useBookingSelector((s) => s.offer);
  const product = findProduct(catalog, productId);
  const holdsCarServices = (offer?.mechanical_orders?.length ?? 0) > 0;
  // Spec 4 Terms: the two workshop confirmations, for car services and custom requests alike.
  const hasCarServices = needsWorkshopTerms({ estimate: holdsCarServices, customTyres: Boolean(offer?.customized_tires_request), serviceRequest: Boolean(offer?.service_request) });
  const [booker] = useState(() => createBooker());
  const [sending, setSending] = useState(false);
  const [paying, setPaying] = useState<ReservationView | null>(null);
  // Issue 17.2: a booking opened by its modify or agent link is changed, not booked again.
  const change = useSaveChange((token) => (token ? toConfirmationRef.current(token) : undefined));
  const modifying = change.active;
  const { t: tm } = useTranslation('manage');

  useEffect(() => {
    // Arriving here is the Continue of the step before (form version 2 skips services).
    saveSnapshot();
    void recalculateOffer();
  }, [i18n.language]);

  // Decision 0034: a reload brings the booking's car services (and their car) back, priced again.
  useEffect(() => {
    void restoreCarServices(async () => (await recalculateOffer()).ok);
  }, []);

  const toConfirmationRef = useRef<(token: string) => void>(() => undefined);
  const toConfirmation = useCallback(
    (token: string) => {
      // The access token of the create answer (decision 0009), not the booking number.
      setBookingData({ reservationToken: token });
      void navigate(`/confirmation?reservation_token=${encodeURIComponent(token)}`);
    },
    [navigate],
  );
  toConfirmationRef.current = toConfirmation;

  const book = async (values: TravelerSubmit) => {
    if (modifying) return void change.save();
    setSending(true);
    clearError();
    const vehicleId = vehicleSlice.get().vehicle?.id ?? null;
    const body = buildReservationBody({ state: bookingStore.get(), ...values, hasCarServices, lang: i18n.language || 'es', vehicleId });
    const result = await booker.book(body);
    setSending(false);
    if (!result.ok) {
      reportBookingError(result.error);
      return;
    }
    clearSnapshot();
    clearCarServices();
    if (result.reservation.payment_method === 'card') setPaying(result.reservation);
    else toConfirmation(result.reservation.reservation_token ?? '');
  };

  return (
    <>
      <TravelerDataView
        flightRequired={product?.flight_required ?? false}
        hasCarServices={hasCarServices}
        holdsCarServices={holdsCarServices}
        sending={sending || change.sending}
        onReturn={() => void navigate(formVersion === 2 ? '/products' : '/services')}
        onBook={(v) => void book(v)}
        modify={modifying ? { saveLabel: tm('save_button'), unchanged: change.changes.length === 0, unchangedHint: tm('save_unchanged') } : undefined}
      />
      {change.cardFor ? (
        <Suspense fallback={null}>
          <ChangeCardDialog amount={change.cardFor.amount} body={change.cardFor.body} onSaved={change.finish} onClose={change.closeCard} />
        </Suspense>
      ) : null}
      {paying ? (
        <Suspense fallback={null}>
          <CardPaymentDialog
            reference={paying.reservation_token ?? ''}
            amount={paying.price}
            onPaid={() => toConfirmation(paying.reservation_token ?? '')}
            onPayInParking={() => toConfirmation(paying.reservation_token ?? '')}
          />
        </Suspense>
      ) : null}
    </>
  );
}
