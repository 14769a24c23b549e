import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './stay-fields.module.css';

interface PassengersFieldProps {
  inValue: string;
  outValue: string;
  error: string | null;
  onInChange: (raw: string) => void;
  onOutChange: (raw: string) => void;
  onBlur: () => void;
}

/**
 * Spec 5: passengers 0 to 9 in a one-character field. Focus selects the digit so typing a
 * new one replaces it (a one-character field would otherwise refuse the keystroke).
 */
export function PassengersField({ inValue, outValue, error, onInChange, onOutChange, onBlur }: PassengersFieldProps) {
  const { t } = useTranslation('booking');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;

  const input = (side: 'in' | 'out', label: string, value: string, onChange: (raw: string) => void) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${side}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-${side}`}
        type="text"
        inputMode="numeric"
        pattern="[0-9]"
        maxLength={1}
        autoComplete="off"
        required
        className={`${styles.input} ${styles.digit}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </div>
  );

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('whereWhen.passengers')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('whereWhen.passengersHint')}
      </p>
      <div className={styles.pair}>
        {input('in', t('whereWhen.inPassengers'), inValue, onInChange)}
        {input('out', t('whereWhen.outPassengers'), outValue, onOutChange)}
      </div>
      <p id={errorId} className={styles.error} hidden={!error}>
        {error}
      </p>
    </fieldset>
  );
}
