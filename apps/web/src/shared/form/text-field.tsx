import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationMessage } from '@parking/domain/validation/messages';
import styles from './form.module.css';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: ValidationMessage | undefined;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  disabled?: boolean;
  readOnly?: boolean;
  inputRef?: (el: HTMLInputElement | null) => void;
}

/** A labelled input whose message sits under it, tied with aria-describedby (spec 5). */
export function TextField({ name, label, value, onChange, onBlur, error, required = false, type = 'text', inputRef, ...rest }: TextFieldProps) {
  const { t } = useTranslation('validation');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        ref={inputRef}
        name={name}
        type={type}
        className={styles.input}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        {...rest}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {t(error.key, error.values)}
        </p>
      ) : null}
    </div>
  );
}
