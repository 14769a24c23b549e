import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { publicSiteUrl } from '../../lib/public-site';
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
  const { t: tv } = useTranslation('validation');
  const id = useId();
  const box = (name: keyof TermsState, label: ReactNode) => {
    const error = errors[name];
    const errorId = `${id}-${name}-error`;
    return (
      <div className={styles.checkField}>
        <div className={styles.check}>
          <input
            id={`${id}-${name}`}
            type="checkbox"
            name={`terms_${name}`}
            checked={terms[name]}
            ref={register ? (el) => register(`terms.${name}`, el) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange(name, e.target.checked)}
          />
          <label htmlFor={`${id}-${name}`}>{label}</label>
        </div>
        {error ? (
          <p id={errorId} className={styles.error}>
            {tv(error.key, error.values)}
          </p>
        ) : null}
      </div>
    );
  };
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
