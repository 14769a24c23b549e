import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './stay-fields.module.css';

interface FlightFieldProps {
  value: string;
  error: string | null;
  onChange: (raw: string) => void;
  onBlur: () => void;
}

/** Spec 5: the return flight number, required for products that ask for it. */
export function FlightField({ value, error, onChange, onBlur }: FlightFieldProps) {
  const { t } = useTranslation('booking');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('whereWhen.flight')}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('whereWhen.flightHint')}
      </p>
      <input
        id={id}
        type="text"
        className={styles.input}
        value={value}
        maxLength={12}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      <p id={errorId} className={styles.error} hidden={!error}>
        {error}
      </p>
    </div>
  );
}
