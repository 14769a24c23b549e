import { useId } from 'react';
import type { ValidationMessage } from '@parking/domain/validation/messages';
import { describedBy } from './field-error';
import { LabelledField } from './labelled-field';
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
  const id = useId();
  return (
    <LabelledField id={id} label={label} required={required} error={error}>
      <input
        id={id}
        ref={inputRef}
        name={name}
        type={type}
        className={styles.input}
        value={value}
        required={required}
        {...describedBy(error, `${id}-error`)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        {...rest}
      />
    </LabelledField>
  );
}
