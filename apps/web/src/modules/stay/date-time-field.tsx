import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { OpeningRule } from '@parking/domain/booking/dates-form';
import type { SlotKind } from '@parking/domain/booking/hour-slots';
import { formatDisplayDay } from '@parking/domain/i18n/date-format';
import { type Clock, formatClock } from './form-state';
import styles from './stay-fields.module.css';

// The hour grid loads when first wanted (pointer over or focus on a time toggle): it is not on
// the first screen's budget (decision 0014).
const loadHourPicker = () => import('./hour-picker');
const HourPicker = lazy(() => loadHourPicker().then((m) => ({ default: m.HourPicker })));
const preloadHourPicker = () => void loadHourPicker().catch(() => {});

interface DateTimeFieldProps {
  kind: SlotKind;
  dateLabel: string;
  timeLabel: string;
  pickerTitle: string;
  /** 'YYYY-MM-DD', or what the traveller is typing while it is not a whole day yet */
  day: string;
  time: Clock;
  rule: OpeningRule | null;
  /** translated message, or null when the field is fine (or not yet shown) */
  error: string | null;
  /** the format hint read with the field ('DD/MM/YYYY or pick it on the calendar') */
  formatHint: string;
  /** the calendar button: its name, id, whether the calendar is open and what it controls */
  calendar: { label: string; id: string; open: boolean; controls: string; onToggle: () => void; onIntent: () => void };
  onDayChange: (typed: string) => void;
  onTimeChange: (time: Clock) => void;
  onBlur: () => void;
}

/**
 * A day typed as DD/MM/YYYY (the page's language decides, never the browser's locale, issue
 * 9.3) with a button that opens the stay's calendar, and, under them, the collapsible hour
 * picker card for that day.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const { kind, dateLabel, timeLabel, pickerTitle, day, time, rule, error, calendar } = props;
  const id = useId();
  const dateId = `${id}-date`;
  const panelId = `${id}-panel`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
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
        <div className={styles.dateBox}>
          <input
            id={dateId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={styles.input}
            value={formatDisplayDay(day)}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(e) => props.onDayChange(e.target.value)}
            onBlur={props.onBlur}
          />
          <button
            id={calendar.id}
            type="button"
            className={styles.calendarButton}
            aria-label={calendar.label}
            aria-expanded={calendar.open}
            aria-controls={calendar.controls}
            onClick={calendar.onToggle}
            onFocus={calendar.onIntent}
            onPointerEnter={calendar.onIntent}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z" />
            </svg>
          </button>
        </div>
        <span id={hintId} className="sr-only">
          {props.formatHint}
        </span>
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
        onFocus={preloadHourPicker}
        onPointerEnter={preloadHourPicker}
      >
        <span className={styles.timeLabel}>{timeLabel}</span>
        <span className={styles.timeValue}>{formatClock(time)}</span>
        <span className={styles.chevron} aria-hidden="true" data-open={open} />
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <HourPicker title={pickerTitle} rule={rule} kind={kind} value={time} onSelect={select} />
          </Suspense>
        )}
      </div>
      <p id={errorId} className={styles.error} hidden={!error}>
        {error}
      </p>
    </div>
  );
}
