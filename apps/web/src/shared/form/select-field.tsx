import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationMessage } from '@parking/domain/validation/messages';
import styles from './form.module.css';

export interface SelectFieldProps {
  name?: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ValidationMessage | undefined;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  selectRef?: (el: HTMLSelectElement | null) => void;
}

/** A labelled select whose message sits under it, tied with aria-describedby (spec 5). */
export function SelectField({ label, options, onChange, error, required = false, selectRef, ...rest }: SelectFieldProps) {
  const { t } = useTranslation('validation');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        ref={selectRef}
        className={styles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.error}>
          {t(error.key, error.values)}
        </p>
      ) : null}
    </div>
  );
}
