import { useId, useRef, useState } from 'react';
import type { OpeningRule } from '@parking/domain/booking/dates-form';
import type { SlotKind } from '@parking/domain/booking/hour-slots';
import { type Clock, formatClock } from './form-state';
import { HourPicker } from './hour-picker';
import styles from './stay-fields.module.css';

interface DateTimeFieldProps {
  kind: SlotKind;
  dateLabel: string;
  timeLabel: string;
  pickerTitle: string;
  day: string;
  minDay: string;
  /** the last day the input offers (the stay limits) */
  maxDay?: string;
  time: Clock;
  rule: OpeningRule | null;
  /** translated message, or null when the field is fine (or not yet shown) */
  error: string | null;
  onDayChange: (day: string) => void;
  onTimeChange: (time: Clock) => void;
  onBlur: () => void;
}

/** A native date input and, under it, the collapsible hour picker card for that date. */
export function DateTimeField(props: DateTimeFieldProps) {
  const { kind, dateLabel, timeLabel, pickerTitle, day, minDay, maxDay, time, rule, error } = props;
  const id = useId();
  const dateId = `${id}-date`;
  const panelId = `${id}-panel`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const select = (t: Clock) => {
    props.onTimeChange(t);
    props.onBlur();
    setOpen(false);
    // The grid disappears: put focus back where the person opened it.
    toggleRef.current?.focus();
  };

  return (
    <div className={styles.dateTime}>
      <div className={styles.field}>
        <label htmlFor={dateId} className={styles.label}>
          {dateLabel}
        </label>
        <input
          id={dateId}
          type="date"
          className={styles.input}
          value={day}
          min={minDay}
          max={maxDay}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => props.onDayChange(e.target.value)}
          onBlur={props.onBlur}
        />
      </div>
      <button
        ref={toggleRef}
        type="button"
        className={styles.timeToggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={error ? errorId : undefined}
        data-kind={kind}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.timeLabel}>{timeLabel}</span>
        <span className={styles.timeValue}>{formatClock(time)}</span>
        <span className={styles.chevron} aria-hidden="true" data-open={open} />
      </button>
      <div id={panelId} hidden={!open}>
        {open && <HourPicker title={pickerTitle} rule={rule} kind={kind} value={time} onSelect={select} />}
      </div>
      <p id={errorId} className={styles.error} hidden={!error}>
        {error}
      </p>
    </div>
  );
}
