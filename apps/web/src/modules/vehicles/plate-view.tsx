import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationMessage } from '@parking/domain/validation/messages';
import { SPAIN, vehiclePlate } from '@parking/domain/vehicles/plate';
import { Button } from '../../components/button';
import { countryOptions } from '../../shared/form/billing-fields';
import { SelectField } from '../../shared/form/select-field';
import { TextField } from '../../shared/form/text-field';
import { checkPlate, createVehicle, type VehicleWire } from './vehicle-api';
import { rememberCreated } from './vehicle-store';
import styles from './vehicles.module.css';

/**
 * Spec 2 "licence plate entry"; spec 5 "plate required (requiredSignPlate; placeholder
 * '0000 ABC')", "Plate form valid only with non-empty plate; submit disabled while invalid or
 * sending". A Spanish plate must be of a Spanish series (the domain's `vehiclePlate`); a
 * foreign one is free text with its country, and is not looked up in the Spanish register.
 */
export function PlateView({
  mode,
  clientId,
  onResult,
  onSelectors,
  onError,
}: {
  mode: 'booking' | 'account';
  clientId: number | null;
  onResult: (v: VehicleWire) => void;
  onSelectors: () => void;
  onError: (err: unknown) => void;
}) {
  const { t, i18n } = useTranslation('vehicles');
  const [plate, setPlate] = useState('');
  const [country, setCountry] = useState(SPAIN);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const result = vehiclePlate(plate, country);
  const error: ValidationMessage | undefined =
    touched && !result.ok ? { key: result.error === 'invalid_country' ? 'invalid_country' : result.error === 'required' ? 'required' : 'invalid_plate' } : undefined;

  const submit = async () => {
    setTouched(true);
    if (!result.ok || sending) return;
    setSending(true);
    try {
      // A plate already saved to the account is that vehicle; otherwise a new one, which the
      // register identifies at once when it can (contracts/vehicle.ts create by plate).
      const client_id = clientId ? String(clientId) : undefined;
      const checked = await checkPlate({ plate: result.plate, country: result.country, client_id });
      const v = checked.vehicle ?? rememberCreated(await createVehicle({ plate: result.plate, country: result.country, type: null, client_id }));
      onResult(v);
    } catch (err) {
      onError(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.view}
      noValidate
      aria-label={t('plate.form')}
      onSubmit={(e) => {
        e.preventDefault();
        // The dialog may sit inside another form (the traveller step): its submit stays here.
        e.stopPropagation();
        void submit();
      }}
    >
      <p className={styles.note}>{mode === 'account' ? t('plate.leadAccount') : t('plate.lead')}</p>
      <div className={styles.plateRow}>
        <TextField
          name="plate"
          label={t('plate.label')}
          value={plate}
          required
          placeholder="0000 ABC"
          autoComplete="off"
          maxLength={20}
          error={error}
          onChange={setPlate}
          onBlur={() => setTouched(plate !== '')}
        />
        <SelectField label={t('plate.country')} value={country} options={countryOptions(i18n.language || 'es')} onChange={setCountry} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={plate.trim() === '' || (touched && !result.ok) || sending}>
          {sending ? t('sending') : t('plate.submit')}
        </Button>
      </div>
      <button type="button" className={styles.link} onClick={onSelectors}>
        {t('plate.bySelectors')}
      </button>
    </form>
  );
}
