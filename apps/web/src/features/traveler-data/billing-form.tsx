import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ISO_COUNTRY_CODES } from '@parking/domain/validation/country';
import { TextField } from '../../shared/form/text-field';
import type { BillingField, BillingValues, FieldErrors } from './traveler-form';
import styles from '../../shared/form/form.module.css';

export interface BillingFormProps {
  needInvoice: boolean;
  onNeedInvoice: (v: boolean) => void;
  values: BillingValues;
  errors: FieldErrors<BillingField>;
  onChange: (field: BillingField, value: string) => void;
  onBlur: (field: BillingField) => void;
  register: (field: string, el: HTMLInputElement | HTMLSelectElement | null) => void;
  /** issue 10.6: a corporate profile's data, shown read-only (spec 5) */
  locked?: boolean;
  /** issue 10.6: the account's profile choice (logged-in clients) */
  profileTools?: ReactNode;
}

/** Country names in the page language, sorted for it (ISO codes on the wire). */
export function countryOptions(lang: string): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = null;
  }
  return [...ISO_COUNTRY_CODES]
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}

/** Spec 2 Traveller: the billing form, behind 'I need an invoice'. */
export function BillingForm({ needInvoice, onNeedInvoice, values, errors, onChange, onBlur, register, locked = false, profileTools }: BillingFormProps) {
  const { t, i18n } = useTranslation('traveler');
  const { t: tv } = useTranslation('validation');
  const lang = i18n.language || 'es';
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const countryId = useId();
  const countryError = `${countryId}-error`;
  const field = (name: BillingField) => ({
    name: `billing_${name}`,
    value: values[name],
    error: errors[name],
    onChange: (v: string) => onChange(name, v),
    onBlur: () => onBlur(name),
    inputRef: (el: HTMLInputElement | null) => register(`billing.${name}`, el),
    readOnly: locked,
  });
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>{t('billing.heading')}</legend>
      <label className={styles.check}>
        <input type="checkbox" checked={needInvoice} onChange={(e) => onNeedInvoice(e.target.checked)} />
        <span>{t('billing.needInvoice')}</span>
      </label>
      {needInvoice ? profileTools : null}
      {needInvoice ? (
        <div className={styles.grid}>
          <TextField {...field('name')} label={t('billing.name')} required autoComplete="billing name" />
          <TextField {...field('nif')} label={t('billing.nif')} required autoComplete="off" />
          <TextField {...field('address')} label={t('billing.address')} required autoComplete="billing street-address" />
          <TextField {...field('city')} label={t('billing.city')} required autoComplete="billing address-level2" />
          <TextField {...field('zip')} label={t('billing.zip')} required autoComplete="billing postal-code" />
          <TextField {...field('state')} label={t('billing.state')} required autoComplete="billing address-level1" />
          <div className={styles.field}>
            <label htmlFor={countryId} className={styles.label}>
              {t('billing.country')}
              <span aria-hidden="true"> *</span>
            </label>
            <select
              id={countryId}
              name="billing_country"
              className={styles.input}
              value={values.country}
              required
              disabled={locked}
              ref={(el) => register('billing.country', el)}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={errors.country ? countryError : undefined}
              onChange={(e) => onChange('country', e.target.value)}
              onBlur={() => onBlur('country')}
              autoComplete="billing country"
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
            {errors.country ? (
              <p id={countryError} className={styles.error}>
                {tv(errors.country.key, errors.country.values)}
              </p>
            ) : null}
          </div>
          <TextField {...field('invoiceEmail')} label={t('billing.invoiceEmail')} type="email" autoComplete="email" />
        </div>
      ) : null}
    </fieldset>
  );
}
