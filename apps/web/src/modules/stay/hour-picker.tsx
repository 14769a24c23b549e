import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpeningRule } from '@parking/domain/booking/dates-form';
import { hourSlots, type SlotKind } from '@parking/domain/booking/hour-slots';
import { type Clock, formatClock } from './form-state';
import styles from './hour-picker.module.css';

interface HourPickerProps {
  title: string;
  /** null while no product is chosen: every quarter of the day is offered */
  rule: OpeningRule | null;
  kind: SlotKind;
  value: Clock;
  onSelect: (time: Clock) => void;
}

const ALL_DAY: OpeningRule = { openingHours: { type: 2, open: null, close: null }, specificHours: null };
const COLUMNS = ['00', '15', '30', '45'] as const;
/** Spec 4/9: the picker scrolls to the chosen hour 100 ms after it opens. */
const SCROLL_DELAY_MS = 100;

/**
 * Hour picker card (spec 2): hours by rows, 00/15/30/45 by columns. Hours with no open
 * quarter are left out (the port then shows only its cruise-ship times); closed quarters
 * of a shown hour are disabled buttons. One tab stop; arrows move between open quarters.
 */
export function HourPicker({ title, rule, kind, value, onSelect }: HourPickerProps) {
  const { t } = useTranslation('booking');
  const scrollRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLFieldSetElement>(null);
  const rows = useMemo(
    () => hourSlots({ ...(rule ?? ALL_DAY), kind }).filter((r) => r.minutes.some((m) => m.enabled)),
    [rule, kind],
  );
  // Positions in reading order; null marks a closed quarter the arrows skip.
  const cells = useMemo(
    () => rows.flatMap((r) => r.minutes.map((m) => (m.enabled ? { hour: r.hour, minute: m.minute } : null))),
    [rows],
  );
  const open = cells.filter((c) => c !== null);
  // The opening hours in words, so the grid's gaps have a reason a screen reader can hear.
  const info =
    open.length === 96
      ? t('hourPicker.allDay')
      : rule?.openingHours.type === 3
        ? t(kind === 'checkin' ? 'hourPicker.checkinTimes' : 'hourPicker.checkoutTimes', {
            times: open.map((c) => formatClock(c)).join(', '),
          })
        : t('hourPicker.openRange', { open: rule?.openingHours.open, close: rule?.openingHours.close });
  const selectedIndex = cells.findIndex((c) => c?.hour === value.hour && c.minute === value.minute);
  const tabIndex = selectedIndex >= 0 ? selectedIndex : cells.findIndex((c) => c !== null);

  useEffect(() => {
    // The card opens under its toggle: bring all of it into view at once. The page's scroll
    // padding keeps it clear of the fixed footer and the cookie banner (global.css), so at
    // 1280x900 it no longer opens under the footer (issue 9.3).
    cardRef.current?.scrollIntoView?.({ block: 'nearest' });
    const timer = setTimeout(() => {
      const box = scrollRef.current;
      const target = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
      if (box && target) box.scrollTop = Math.max(0, target.offsetTop - box.clientHeight / 2);
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const focusCell = (index: number) => {
    scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${index}"]`)?.focus();
  };

  const seek = (from: number, step: 1 | -1): number => {
    for (let i = from; i >= 0 && i < cells.length; i += step) if (cells[i]) return i;
    return -1;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    const at = Number((e.target as HTMLElement).dataset.cell);
    if (Number.isNaN(at)) return;
    let next: number;
    switch (e.key) {
      case 'ArrowRight':
        next = seek(at + 1, 1);
        break;
      case 'ArrowLeft':
        next = seek(at - 1, -1);
        break;
      case 'ArrowDown':
        next = seek(at + COLUMNS.length, 1);
        break;
      case 'ArrowUp':
        next = seek(at - COLUMNS.length, -1);
        break;
      case 'Home':
        next = seek(0, 1);
        break;
      case 'End':
        next = seek(cells.length - 1, -1);
        break;
      default:
        return;
    }
    e.preventDefault();
    if (next >= 0) focusCell(next);
  };

  return (
    // A fieldset is a group named by its legend: the title is read when focus enters the grid.
    <fieldset ref={cardRef} className={styles.card} onKeyDown={onKeyDown}>
      <legend className={styles.title}>{title}</legend>
      <p className={styles.info}>{info}</p>
      <div className={styles.group}>
        <div className={styles.head} aria-hidden="true">
          <span />
          {COLUMNS.map((c) => (
            <span key={c}>{c}</span>
          ))}
        </div>
        <div ref={scrollRef} className={styles.scroll}>
          {rows.map((row, r) => (
            <div key={row.hour} className={styles.row}>
              <span className={styles.hour} aria-hidden="true">
                {String(row.hour).padStart(2, '0')}
              </span>
              {row.minutes.map((m, c) => {
                const index = r * COLUMNS.length + c;
                const time = { hour: row.hour, minute: m.minute };
                return (
                  <button
                    key={m.minute}
                    type="button"
                    className={styles.slot}
                    data-cell={index}
                    disabled={!m.enabled}
                    aria-pressed={index === selectedIndex}
                    tabIndex={index === tabIndex ? 0 : -1}
                    onClick={() => onSelect(time)}
                  >
                    {formatClock(time)}
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
