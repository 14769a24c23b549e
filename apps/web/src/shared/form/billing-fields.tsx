import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ISO_COUNTRY_CODES } from '@parking/domain/validation/country';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import type { FieldErrors } from './use-zod-form';

/** Billing data as typed (strings; the domain's billing schema parses them). */
export const BILLING_FIELDS = ['name', 'nif', 'address', 'city', 'zip', 'state', 'country', 'invoiceEmail'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingValues = Record<BillingField, string>;

export const emptyBilling = (): BillingValues => ({
  name: '',
  nif: '',
  address: '',
  city: '',
  zip: '',
  state: '',
  country: 'ES',
  invoiceEmail: '',
});

/** Country names in the page language, sorted for it (ISO codes on the wire). */
export function countryOptions(lang: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = null;
  }
  return [...ISO_COUNTRY_CODES]
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

export interface BillingFieldsProps {
  /** input names are `${prefix}_${field}` */
  prefix: string;
  values: BillingValues;
  errors: FieldErrors<BillingField>;
  onChange: (field: BillingField, value: string) => void;
  onBlur: (field: BillingField) => void;
  /** the inputs, for focusing the first wrong one */
  register?: (field: string, el: HTMLInputElement | HTMLSelectElement | null) => void;
  /** read-only (a corporate profile's data, spec 5) */
  locked?: boolean;
}

/**
 * The billing fields (spec 2 Traveller billing form; the invoice-profile dialog's new profile):
 * name, NIF, address, city, postal code, province, country and the invoice e-mail.
 */
export function BillingFields({ prefix, values, errors, onChange, onBlur, register, locked = false }: BillingFieldsProps) {
  const { t, i18n } = useTranslation('traveler');
  const lang = i18n.language || 'es';
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const field = (name: BillingField) => ({
    name: `${prefix}_${name}`,
    label: t(`billing.${name}`),
    value: values[name],
    error: errors[name],
    onChange: (v: string) => onChange(name, v),
    onBlur: () => onBlur(name),
    ...(register ? { inputRef: (el: HTMLInputElement | null) => register(`billing.${name}`, el) } : {}),
    ...(locked ? { readOnly: true } : {}),
  });
  return (
    <>
      <TextField {...field('name')} required autoComplete="billing name" />
      <TextField {...field('nif')} required autoComplete="off" />
      <TextField {...field('address')} required autoComplete="billing street-address" />
      <TextField {...field('city')} required autoComplete="billing address-level2" />
      <TextField {...field('zip')} required autoComplete="billing postal-code" />
      <TextField {...field('state')} required autoComplete="billing address-level1" />
      <SelectField
        name={`${prefix}_country`}
        label={t('billing.country')}
        value={values.country}
        options={countries}
        required
        disabled={locked}
        autoComplete="billing country"
        {...(register ? { selectRef: (el: HTMLSelectElement | null) => register('billing.country', el) } : {})}
        error={errors.country}
        onChange={(v) => onChange('country', v)}
        onBlur={() => onBlur('country')}
      />
      <TextField {...field('invoiceEmail')} type="email" autoComplete="email" />
    </>
  );
}
