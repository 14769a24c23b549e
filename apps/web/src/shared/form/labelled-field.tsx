import type { ReactNode } from 'react';
import type { ValidationMessage } from '@parking/domain/validation/messages';
import { FieldError } from './field-error';
import styles from './form.module.css';

/** A field's frame: its label (a star when required), the control, its message. */
export function LabelledField({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  error: ValidationMessage | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
