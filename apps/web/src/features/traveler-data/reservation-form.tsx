import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS } from '@parking/domain/validation/messages';
import { TextField } from '../../shared/form/text-field';
import type { FieldErrors, ReservationField, ReservationValues } from './traveler-form';
import styles from '../../shared/form/form.module.css';

export interface ReservationFormProps {
  values: ReservationValues;
  errors: FieldErrors<ReservationField>;
  flightRequired: boolean;
  /** show the flight field (airport products) */
  showFlight: boolean;
  onChange: (field: ReservationField, value: string) => void;
  onBlur: (field: ReservationField) => void;
  register: (field: string, el: HTMLInputElement | HTMLSelectElement | null) => void;
  /** issue 15: the vehicle section (the vehicle dialog), under the fields */
  vehicleSlot?: ReactNode;
  /** the plate is the chosen vehicle's (read-only; changed by changing the vehicle) */
  plateLocked?: boolean;
}

/** Spec 2 Traveller: the reservation form (driver, contact, plate, return flight). */
export function ReservationForm({ values, errors, flightRequired, showFlight, onChange, onBlur, register, vehicleSlot, plateLocked = false }: ReservationFormProps) {
  const { t } = useTranslation('traveler');
  const field = (name: ReservationField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (v: string) => onChange(name, v),
    onBlur: () => onBlur(name),
    inputRef: (el: HTMLInputElement | null) => register(`reservation.${name}`, el),
  });
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>{t('reservation.heading')}</legend>
      <div className={styles.grid}>
        <TextField {...field('name')} label={t('reservation.name')} required autoComplete="given-name" maxLength={FIELD_LIMITS.name + 10} />
        <TextField {...field('surname')} label={t('reservation.surname')} required autoComplete="family-name" maxLength={FIELD_LIMITS.surname + 10} />
        <TextField {...field('email')} label={t('reservation.email')} required type="email" autoComplete="email" />
        <TextField {...field('phone')} label={t('reservation.phone')} required type="tel" autoComplete="tel" />
        <TextField {...field('plate')} label={t('reservation.plate')} required placeholder="0000 ABC" autoComplete="off" readOnly={plateLocked} />
        {showFlight ? (
          <TextField
            {...field('flightNumber')}
            label={flightRequired ? t('reservation.flightNumber') : t('reservation.flightNumberOptional')}
            required={flightRequired}
            autoComplete="off"
          />
        ) : null}
      </div>
      {vehicleSlot}
    </fieldset>
  );
}
