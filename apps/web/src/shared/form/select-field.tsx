import { useId } from 'react';
import type { ValidationMessage } from '@parking/domain/validation/messages';
import { describedBy } from './field-error';
import { LabelledField } from './labelled-field';
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
  const id = useId();
  return (
    <LabelledField id={id} label={label} required={required} error={error}>
      <select
        id={id}
        ref={selectRef}
        className={styles.input}
        required={required}
        {...describedBy(error, `${id}-error`)}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
