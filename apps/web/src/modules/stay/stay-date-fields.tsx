import { type Dispatch, lazy, type SetStateAction, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@parking/domain/contracts/catalog';
import { formatDisplayDay, formatLocale, isIsoDay, parseDisplayDay } from '@parking/domain/i18n/date-format';
import { MAX_STAY_DAYS } from '@parking/domain/pricing/stay-limits';
import { madridDay } from '@parking/domain/time/madrid';
import { DateTimeField } from './date-time-field';
import { maxDays, rulesFor, type WhereWhenState, withStartDay, withStartTime } from './form-state';
import styles from './stay-fields.module.css';

export interface StayDateFieldsProps {
  state: WhereWhenState;
  setState: Dispatch<SetStateAction<WhereWhenState>>;
  product: Product | undefined;
  now: Date;
  /** the translated message of a field, or null while it is fine or not yet shown */
  message: (field: 'start' | 'end') => string | null;
  touch: (field: 'start' | 'end') => void;
  /** the dates dialog (spec 4): a new entry date resets the exit date and marks it touched */
  touchEndWithStart?: boolean;
}

// The calendar (react-day-picker and date-fns) is not on the first screen's budget
// (decision 0014): it loads when the traveller points at or focuses a calendar button.
const loadCalendar = () => import('./stay-calendar');
const StayCalendar = lazy(loadCalendar);
const preload = () => void loadCalendar().catch(() => {});

type Side = 'start' | 'end';

/**
 * The stay's entry and exit (a typed DD/MM/YYYY day, the two-month range calendar and the
 * hour picker each) with the product's opening hours and the stay limits: one component for
 * where-when and the change-dates dialog.
 */
export function StayDateFields({ state, setState, product, now, message, touch, touchEndWithStart = false }: StayDateFieldsProps) {
  const { t, i18n } = useTranslation('booking');
  const id = useId();
  const calendarId = `${id}-calendar`;
  const [calendar, setCalendar] = useState<Side | null>(null);
  const rules = product ? rulesFor(product) : null;
  const lastDays = maxDays(state, now);

  // A blank field says it is required; something typed that is not a day says how to write one.
  const fieldMessage = (side: Side) => {
    const m = message(side);
    const typed = side === 'start' ? state.startDay : state.endDay;
    return m && typed.trim() && !isIsoDay(typed) ? t('datePicker.invalid') : m;
  };

  const close = (side: Side) => {
    setCalendar(null);
    // The calendar goes away: focus returns to the button that opened it.
    document.getElementById(`${calendarId}-${side}`)?.focus();
  };

  // What the entry and the exit fields share, by side; each adds its own change handlers.
  const field = (side: Side) => {
    const start = side === 'start';
    return {
      kind: start ? ('checkin' as const) : ('checkout' as const),
      dateLabel: t(start ? 'whereWhen.entryDate' : 'whereWhen.exitDate'),
      timeLabel: t(start ? 'whereWhen.entryTime' : 'whereWhen.exitTime'),
      pickerTitle: t(start ? 'hourPicker.startTitle' : 'hourPicker.endTitle'),
      formatHint: t('datePicker.format'),
      calendar: {
        label: t(start ? 'datePicker.openStart' : 'datePicker.openEnd'),
        id: `${calendarId}-${side}`,
        open: calendar === side,
        controls: calendarId,
        onToggle: () => setCalendar((c) => (c === side ? null : side)),
        onIntent: preload,
      },
      day: start ? state.startDay : state.endDay,
      time: start ? state.startTime : state.endTime,
      rule: (start ? rules?.checkin : rules?.checkout) ?? null,
      error: fieldMessage(side),
      onBlur: () => touch(side),
    };
  };

  return (
    <>
      <DateTimeField
        {...field('start')}
        onDayChange={(typed) => {
          const day = parseDisplayDay(typed);
          // A whole day or a cleared field is told at once; a day half typed only on leaving.
          if (day || !typed.trim()) {
            touch('start');
            if (touchEndWithStart) touch('end');
          }
          setState((s) => withStartDay(s, day ?? typed, product));
        }}
        onTimeChange={(time) => setState((s) => withStartTime(s, time, product))}
      />
      <DateTimeField
        {...field('end')}
        onDayChange={(typed) => {
          const day = parseDisplayDay(typed);
          if (day || !typed.trim()) touch('end');
          setState((s) => ({ ...s, endDay: day ?? typed }));
        }}
        onTimeChange={(time) => setState((s) => ({ ...s, endTime: time }))}
      />
      <div id={calendarId} className={styles.calendarSlot}>
        {calendar && (
          <Suspense fallback={<p className={styles.hint}>{t('datePicker.loading')}</p>}>
            <StayCalendar
              from={calendar}
              startDay={isIsoDay(state.startDay) ? state.startDay : null}
              endDay={isIsoDay(state.endDay) ? state.endDay : null}
              today={madridDay(now)}
              lastStartDay={lastDays.start}
              maxStayDays={MAX_STAY_DAYS}
              locale={formatLocale(i18n.language)}
              formatDay={formatDisplayDay}
              onPick={(start, end) => {
                touch('start');
                touch('end');
                // A new entry day resets the exit hour (spec 4); a new exit day alone keeps both hours.
                setState((s) => ({ ...(start === s.startDay ? s : withStartDay(s, start, product)), endDay: end }));
                close(calendar);
              }}
              onClose={() => close(calendar)}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}
