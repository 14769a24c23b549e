import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { publicSiteUrl } from '../../lib/public-site';
import { CheckField } from '../../shared/form/check-field';
import type { FieldErrors, TermsState } from './traveler-form';
import styles from '../../shared/form/form.module.css';

export interface TermsFieldsProps {
  terms: TermsState;
  hasCarServices: boolean;
  /** shown after a blur or a Book attempt */
  errors: FieldErrors<keyof TermsState>;
  onChange: (name: keyof TermsState, value: boolean) => void;
  register?: (field: string, el: HTMLInputElement | null) => void;
}

/** Spec 4 Terms: sales terms for guests; insurance and vehicle move with car services. */
export function TermsFields({ terms, hasCarServices, errors, onChange, register }: TermsFieldsProps) {
  const { t } = useTranslation('traveler');
  const box = (name: keyof TermsState, label: ReactNode) => (
    <CheckField
      name={`terms_${name}`}
      checked={terms[name]}
      error={errors[name]}
      onChange={(v) => onChange(name, v)}
      {...(register ? { inputRef: (el: HTMLInputElement | null) => register(`terms.${name}`, el) } : {})}
    >
      {label}
    </CheckField>
  );
  return (
    <fieldset className={styles.termsGroup}>
      <legend className="sr-only">{t('terms.legend')}</legend>
      {box(
        'salesTerms',
        <>
          {t('terms.salesBefore')}{' '}
          <a href={publicSiteUrl(t('terms.path'))} target="_blank" rel="noopener noreferrer">
            {t('terms.salesLink')}
            <span className="sr-only"> {t('terms.newWindow')}</span>
          </a>
        </>,
      )}
      {hasCarServices ? box('insurance', t('terms.insurance')) : null}
      {hasCarServices ? box('vehicleMove', t('terms.vehicleMove')) : null}
    </fieldset>
  );
}
