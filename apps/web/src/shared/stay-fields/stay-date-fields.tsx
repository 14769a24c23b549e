import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@parking/domain/contracts/catalog';
import { DateTimeField } from './date-time-field';
import { dayOf, maxDays, rulesFor, type WhereWhenState, withStartDay, withStartTime } from './form-state';

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

/**
 * The stay's entry and exit (date and hour picker each) with the product's opening hours and
 * the stay limits: one component for where-when and the change-dates dialog.
 */
export function StayDateFields({ state, setState, product, now, message, touch, touchEndWithStart = false }: StayDateFieldsProps) {
  const { t } = useTranslation('booking');
  const rules = product ? rulesFor(product) : null;
  const lastDays = maxDays(state, now);
  const today = dayOf(now);
  return (
    <>
      <DateTimeField
        kind="checkin"
        dateLabel={t('whereWhen.entryDate')}
        timeLabel={t('whereWhen.entryTime')}
        pickerTitle={t('hourPicker.startTitle')}
        day={state.startDay}
        minDay={today}
        maxDay={lastDays.start}
        time={state.startTime}
        rule={rules?.checkin ?? null}
        error={message('start')}
        onDayChange={(day) => {
          touch('start');
          if (touchEndWithStart) touch('end');
          setState((s) => withStartDay(s, day, product));
        }}
        onTimeChange={(time) => setState((s) => withStartTime(s, time, product))}
        onBlur={() => touch('start')}
      />
      <DateTimeField
        kind="checkout"
        dateLabel={t('whereWhen.exitDate')}
        timeLabel={t('whereWhen.exitTime')}
        pickerTitle={t('hourPicker.endTitle')}
        day={state.endDay}
        minDay={state.startDay || today}
        maxDay={lastDays.end}
        time={state.endTime}
        rule={rules?.checkout ?? null}
        error={message('end')}
        onDayChange={(day) => {
          touch('end');
          setState((s) => ({ ...s, endDay: day }));
        }}
        onTimeChange={(time) => setState((s) => ({ ...s, endTime: time }))}
        onBlur={() => touch('end')}
      />
    </>
  );
}
