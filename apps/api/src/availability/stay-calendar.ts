/**
 * Madrid calendar days between two 'YYYY-MM-DD' days, both included. Wire dates are already
 * Madrid wall time, so their first ten characters are the Madrid day and plain UTC calendar
 * arithmetic walks them: no time-zone conversion on the price route's hot path. Gives the
 * same days as capacity/stay-days.ts `stayDays`.
 */
const DAY_MS = 86_400_000;
const MAX_DAYS = 3660;

function dayMs(ymd: string): number {
  return Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10)));
}

export function calendarDays(fromYmd: string, toYmd: string): string[] {
  const from = dayMs(fromYmd);
  const to = dayMs(toYmd);
  if (!(to >= from)) return [];
  const n = Math.round((to - from) / DAY_MS) + 1;
  if (n > MAX_DAYS) throw new RangeError('range longer than ten years');
  const days: string[] = new Array(n);
  for (let i = 0; i < n; i++) days[i] = new Date(from + i * DAY_MS).toISOString().slice(0, 10);
  return days;
}

const memo = new Map<string, string[]>();
const MEMO_MAX = 5000;

/**
 * Days of a stay from its wire dates ('YYYY-MM-DD HH:mm:ss', Madrid). Memoised: customers
 * pick from a few thousand date pairs. Callers must not mutate the returned array.
 */
export function stayCalendarDays(startWire: string, endWire: string): string[] {
  const key = startWire.slice(0, 10) + endWire.slice(0, 10);
  let days = memo.get(key);
  if (!days) {
    days = calendarDays(startWire.slice(0, 10), endWire.slice(0, 10));
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, days);
  }
  return days;
}

/**
 * The days an extra holds a place on: a space (or double space) is held every day of the
 * stay like the parking itself; a wash or disinfection is done once, on the check-out day,
 * so the car is clean when the customer comes back. The booking takes the same days.
 */
export function extraHeldDays(type: 'wash' | 'space' | 'double_space', stay: string[]): string[] {
  if (type !== 'wash') return stay;
  const last = stay[stay.length - 1];
  return last === undefined ? [] : [last];
}
