import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@parking/domain/validation/contact';
import type { ValidationMessage } from '@parking/domain/validation/messages';
import { Button } from '../../components/button';
import { TextField } from '../../shared/form/text-field';
import { createVehicle, missingCarModel, updateVehicle, type VehicleWire } from './vehicle-api';
import { rememberCreated } from './vehicle-store';
import styles from './vehicles.module.css';

const MAX = 60;
const need = (v: string): ValidationMessage | undefined =>
  v.trim() === '' ? { key: 'required' } : v.trim().length > MAX ? { key: 'max_length', values: { max: MAX } } : undefined;

/** Free-text field state: value, shown after blur or submit. */
function useFields<K extends string>(keys: readonly K[]) {
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>);
  const [shown, setShown] = useState<Set<K>>(new Set());
  return {
    values,
    set: (k: K, v: string) => setValues((s) => ({ ...s, [k]: v })),
    show: (k: K) => setShown((s) => new Set(s).add(k)),
    showAll: () => setShown(new Set(keys)),
    shown: (k: K) => shown.has(k),
  };
}

/**
 * Spec 2 "not-found form (make, model, optional colour)"; spec 7 create "a type joined from
 * brand, model, colour plus plate". A vehicle made earlier in the dialog (a plate the
 * register did not know) gets the text as its type.
 */
export function NotFoundView({
  vehicle,
  ownVehicle,
  onSaved,
  onMissingModel,
  onError,
}: {
  vehicle: VehicleWire | null;
  /** the vehicle is the signed-in client's own (only owners change a vehicle) */
  ownVehicle: boolean;
  onSaved: (v: VehicleWire) => void;
  onMissingModel: () => void;
  onError: (err: unknown) => void;
}) {
  const { t } = useTranslation('vehicles');
  const f = useFields(['brand', 'model', 'colour'] as const);
  const [sending, setSending] = useState(false);
  const errors = { brand: need(f.values.brand), model: need(f.values.model), colour: f.values.colour.trim().length > MAX ? need('x'.repeat(MAX + 1)) : undefined };
  const valid = !errors.brand && !errors.model && !errors.colour;
  const submit = async () => {
    f.showAll();
    if (!valid || sending) return;
    setSending(true);
    const [brand, model, colour] = [f.values.brand, f.values.model, f.values.colour].map((s) => s.trim());
    try {
      // A saved vehicle of the account is renamed; otherwise a vehicle is made from the text
      // (with the plate the register did not know, if one was typed).
      const saved =
        vehicle && ownVehicle
          ? await updateVehicle(vehicle.id, { type: [brand, model, colour].filter(Boolean).join(' '), colour: colour || null })
          : rememberCreated(await createVehicle({ brand, model, colour: colour || null, plate: vehicle?.plate ?? null, country: vehicle?.country ?? 'ES' }));
      onSaved(saved);
    } catch (err) {
      onError(err);
      setSending(false);
    }
  };
  const field = (k: 'brand' | 'model' | 'colour', label: string, required: boolean) => (
    <TextField
      name={k}
      label={label}
      required={required}
      value={f.values[k]}
      maxLength={MAX + 10}
      error={f.shown(k) ? errors[k] : undefined}
      onChange={(v) => f.set(k, v)}
      onBlur={() => f.show(k)}
    />
  );
  return (
    <form
      className={styles.view}
      noValidate
      aria-label={t('notFound.form')}
      onSubmit={(e) => {
        e.preventDefault();
        // The dialog may sit inside another form (the traveller step): its submit stays here.
        e.stopPropagation();
        void submit();
      }}
    >
      <p className={styles.note}>{t('notFound.lead')}</p>
      {field('brand', t('notFound.brand'), true)}
      {field('model', t('notFound.model'), true)}
      {field('colour', t('notFound.colour'), false)}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? t('sending') : t('notFound.submit')}
        </Button>
      </div>
      <button type="button" className={styles.link} onClick={onMissingModel}>
        {t('selectors.missingModel')}
      </button>
    </form>
  );
}

/** Spec 2 "missing-vehicle-model form (make, model, plus e-mail for guests)"; spec 7 POST missing_car_model. */
export function MissingModelView({ guest, onSent, onError }: { guest: boolean; onSent: () => void; onError: (err: unknown) => void }) {
  const { t } = useTranslation('vehicles');
  const f = useFields(['brand', 'model', 'email'] as const);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const email = f.values.email.trim();
  const errors = {
    brand: need(f.values.brand),
    model: need(f.values.model),
    email: !guest ? undefined : email === '' ? ({ key: 'required' } as const) : isValidEmail(email) ? undefined : ({ key: 'invalid_email' } as const),
  };
  const valid = !errors.brand && !errors.model && !errors.email;
  const submit = async () => {
    f.showAll();
    if (!valid || sending) return;
    setSending(true);
    try {
      await missingCarModel({ brand: f.values.brand.trim(), model: f.values.model.trim(), ...(guest ? { email } : {}) });
      setSent(true);
    } catch (err) {
      onError(err);
    } finally {
      setSending(false);
    }
  };
  if (sent) {
    return (
      <div className={styles.view}>
        <p className={styles.success} role="status">
          {t('missingModel.sent')}
        </p>
        <div className={styles.actions}>
          <Button onClick={onSent}>{t('missingModel.back')}</Button>
        </div>
      </div>
    );
  }
  return (
    <form
      className={styles.view}
      noValidate
      aria-label={t('missingModel.form')}
      onSubmit={(e) => {
        e.preventDefault();
        // The dialog may sit inside another form (the traveller step): its submit stays here.
        e.stopPropagation();
        void submit();
      }}
    >
      <p className={styles.note}>{t('missingModel.lead')}</p>
      {(['brand', 'model'] as const).map((k) => (
        <TextField
          key={k}
          name={k}
          label={t(`missingModel.${k}`)}
          required
          value={f.values[k]}
          maxLength={MAX + 10}
          error={f.shown(k) ? errors[k] : undefined}
          onChange={(v) => f.set(k, v)}
          onBlur={() => f.show(k)}
        />
      ))}
      {guest ? (
        <TextField
          name="email"
          type="email"
          label={t('missingModel.email')}
          required
          autoComplete="email"
          value={f.values.email}
          error={f.shown('email') ? errors.email : undefined}
          onChange={(v) => f.set('email', v)}
          onBlur={() => f.show('email')}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? t('sending') : t('missingModel.submit')}
        </Button>
      </div>
    </form>
  );
}
