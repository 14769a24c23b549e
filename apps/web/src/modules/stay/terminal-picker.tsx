import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Terminal } from '@parking/domain/contracts/catalog';
import styles from './stay-fields.module.css';

interface TerminalPickerProps {
  terminals: Terminal[];
  inTerminal: Terminal | null;
  outTerminal: Terminal | null;
  onChange: (side: 'in' | 'out', commonId: number) => void;
}

/** Spec 2: two dropdowns, shown only when the product has more than one terminal. */
export function TerminalPicker({ terminals, inTerminal, outTerminal, onChange }: TerminalPickerProps) {
  const { t } = useTranslation('booking');
  const id = useId();
  if (terminals.length <= 1) return null;

  const select = (side: 'in' | 'out', label: string, value: Terminal | null) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${side}`} className={styles.label}>
        {label}
      </label>
      <select
        id={`${id}-${side}`}
        className={styles.select}
        value={value ? String(value.common_terminal_id) : ''}
        onChange={(e) => onChange(side, Number(e.target.value))}
      >
        {terminals.map((term) => (
          <option key={term.id} value={term.common_terminal_id}>
            {term.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('whereWhen.terminals')}</legend>
      <div className={styles.pair}>
        {select('in', t('whereWhen.inTerminal'), inTerminal)}
        {select('out', t('whereWhen.outTerminal'), outTerminal)}
      </div>
    </fieldset>
  );
}
