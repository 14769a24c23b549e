import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import styles from './stay-calendar.module.css';

export interface StayCalendarProps {
  /** which field opened it: the entry picks a new range, the exit only a new exit day */
  from: 'start' | 'end';
  /** 'YYYY-MM-DD' days of the form; null while a field does not hold a whole day */
  startDay: string | null;
  endDay: string | null;
  /** Madrid's today: earlier days are disabled */
  today: string;
  /** the last day a stay may start (stay-limits MAX_ADVANCE_DAYS) */
  lastStartDay: string;
  /** the longest stay in days (stay-limits maxStayDays) */
  maxStayDays: number;
  /** the page's Intl locale (domain formatLocale) and its day formatter (DD/MM/YYYY) */
  locale: string;
  formatDay: (day: string) => string;
  onPick: (start: string, end: string) => void;
  onClose: () => void;
}

/*
 * Calendar days as local midnights: react-day-picker counts days on the browser's clock, and
 * a Madrid day ('YYYY-MM-DD') maps to the same day there whatever the browser's zone. Intl
 * formats them without a timeZone for the same reason.
 */
const toDate = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const pad2 = (n: number) => String(n).padStart(2, '0');
const toDay = (d: Date): string => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
const addDays = (d: Date, n: number): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
const monthsBetween = (a: Date, b: Date) => (b.getFullYear() - a.getFullYear()) * 12 + b.getMonth() - a.getMonth();

/**
 * The stay's two-month range calendar (issue 9.3): the first day picked is the entry, the
 * second the exit. Past days are disabled; an entry can be at most MAX_ADVANCE_DAYS ahead and
 * an exit at most MAX_STAY_DAYS after the entry (stay-limits; the exact hours are checked by
 * the form's validation, as for typed days). Opened from the exit field, the entry is kept and
 * one click picks the exit; a day before the entry starts a new range instead.
 *
 * Every name and label comes from the booking catalogue or from Intl in the page's locale
 * (es-ES, ca-ES, en-GB, fr-FR), never the browser's. Keyboard: arrows move by day and week,
 * Page Up/Down by month, Home/End to the week's ends, Enter picks, Escape closes.
 */
export default function StayCalendar(props: StayCalendarProps) {
  const { from, startDay, endDay, today, lastStartDay, maxStayDays, locale, onPick, onClose } = props;
  const { t, i18n } = useTranslation('booking');
  const titleId = useId();
  const start = startDay ? toDate(startDay) : null;
  const end = endDay ? toDate(endDay) : null;
  const range = start && end && end >= start ? { from: start, to: end } : null;
  // The entry picked so far while the exit is still to be chosen.
  const [anchor, setAnchor] = useState<Date | null>(from === 'end' ? start : null);
  // The day that takes focus on opening: the day of the field that opened the calendar.
  const [initialFocus, setInitialFocus] = useState<Date | null>((from === 'end' ? end : start) ?? null);
  const todayDate = toDate(today);
  const lastStart = toDate(lastStartDay);

  const fmt = useMemo(
    () => ({
      caption: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
      full: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    }),
    [locale],
  );

  const shown = anchor ? { from: anchor, to: undefined } : (range ?? undefined);
  const same = (a: Date | null | undefined, b: Date) => !!a && toDay(a) === toDay(b);

  const disabled: Matcher[] = [{ before: todayDate }, anchor ? { after: addDays(anchor, maxStayDays) } : { after: lastStart }];

  const focusDay = initialFocus ?? start ?? todayDate;
  const opening = from === 'end' && start && end && monthsBetween(start, end) <= 1 ? start : focusDay;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation(); // the change-dates dialog must not close as well
    onClose();
  };

  return (
    <div role="group" aria-labelledby={titleId} className={styles.panel} onKeyDown={onKeyDown}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('datePicker.title')}
        </h2>
        <button type="button" className={styles.close} aria-label={t('datePicker.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className={styles.prompt} role="status">
        {anchor ? t('datePicker.pickEnd', { start: props.formatDay(toDay(anchor)) }) : t('datePicker.pickStart')}
      </p>
      <DayPicker
        mode="range"
        lang={i18n.language}
        numberOfMonths={2}
        weekStartsOn={1}
        autoFocus
        defaultMonth={opening}
        startMonth={todayDate}
        endMonth={addDays(lastStart, maxStayDays)}
        today={todayDate}
        selected={shown}
        disabled={disabled}
        modifiers={initialFocus ? { focused: initialFocus } : undefined}
        onDayFocus={() => setInitialFocus(null)}
        onSelect={(_range, day) => {
          if (anchor && day >= anchor) onPick(toDay(anchor), toDay(day));
          else setAnchor(day);
        }}
        classNames={{
          root: styles.root,
          months: styles.months,
          month: styles.month,
          month_caption: styles.caption,
          caption_label: styles.captionLabel,
          nav: styles.nav,
          button_previous: styles.navButton,
          button_next: styles.navButton,
          chevron: styles.chevron,
          month_grid: styles.grid,
          weekday: styles.weekday,
          day: styles.day,
          day_button: styles.dayButton,
          today: styles.today,
          selected: styles.selected,
          range_start: styles.rangeStart,
          range_end: styles.rangeEnd,
          range_middle: styles.rangeMiddle,
          disabled: styles.disabled,
          outside: styles.outside,
        }}
        formatters={{
          formatCaption: (month) => fmt.caption.format(month),
          formatWeekdayName: (day) => fmt.weekday.format(day),
        }}
        labels={{
          labelNav: () => t('datePicker.nav'),
          labelPrevious: () => t('datePicker.previous'),
          labelNext: () => t('datePicker.next'),
          labelGrid: (month) => fmt.caption.format(month),
          labelWeekday: (day) => fmt.weekdayLong.format(day),
          labelDayButton: (day, modifiers) => {
            let label = fmt.full.format(day);
            if (modifiers.today) label = t('datePicker.today', { date: label });
            const [s, e] = anchor ? [anchor, null] : [range?.from, range?.to];
            if (same(s, day)) return t('datePicker.entryDay', { date: label });
            if (same(e, day)) return t('datePicker.exitDay', { date: label });
            if (modifiers.selected) return t('datePicker.inStay', { date: label });
            return label;
          },
        }}
      />
    </div>
  );
}
