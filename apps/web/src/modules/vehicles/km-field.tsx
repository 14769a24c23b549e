import { type KeyboardEvent, useId } from 'react';
import { formatKm, KM_MAX, KM_STEP, parseKm } from '@parking/domain/vehicles/km';
import { LabelledField } from '../../shared/form/labelled-field';
import { describedBy } from '../../shared/form/field-error';
import formStyles from '../../shared/form/form.module.css';

/**
 * Spec 5 "numeric field digits only with dot thousands, step 1000": typed digits are shown
 * with dots ('120.000'); arrow up and down add or take 1000 (a spinbutton, as a number input
 * would be, but a number input cannot show the dots). Dots are stripped by the domain's
 * `parseKm` before conversion.
 */
export function KmField({ label, value, onChange, invalid }: { label: string; value: string; onChange: (text: string) => void; invalid?: boolean }) {
  const id = useId();
  const km = parseKm(value);
  const step = (delta: number) => onChange(formatKm(Math.min(KM_MAX, Math.max(0, (km ?? 0) + delta))));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      step(e.key === 'ArrowUp' ? KM_STEP : -KM_STEP);
    }
  };
  return (
    <LabelledField id={id} label={label} required error={invalid ? { key: 'invalid_value' } : undefined}>
      <input
        id={id}
        name="km"
        className={formStyles.input}
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        required
        aria-valuemin={0}
        aria-valuemax={KM_MAX}
        aria-valuenow={km ?? undefined}
        aria-valuetext={value || undefined}
        value={value}
        {...describedBy(invalid ? { key: 'invalid_value' } : undefined, `${id}-error`)}
        onKeyDown={onKey}
        onChange={(e) => {
          // Digits only; the dots are ours, put back every thousand.
          const digits = e.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 7);
          onChange(digits === '' ? '' : formatKm(Number(digits)));
        }}
      />
    </LabelledField>
  );
}
