import { type ReactNode, useId } from 'react';
import type { ValidationMessage } from '@parking/domain/validation/messages';
import { describedBy, FieldError } from './field-error';
import styles from './form.module.css';

export interface CheckFieldProps {
  name: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  onBlur?: () => void;
  error?: ValidationMessage | undefined;
  children: ReactNode;
  required?: boolean;
  inputRef?: (el: HTMLInputElement | null) => void;
}

/** A checkbox with its label and message (privacy, promos, newsletter, the booking terms). */
export function CheckField({ name, checked, onChange, onBlur, error, children, required = false, inputRef }: CheckFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.checkField}>
      <div className={styles.check}>
        <input
          id={id}
          ref={inputRef}
          type="checkbox"
          name={name}
          checked={checked}
          required={required}
          {...describedBy(error, errorId)}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
