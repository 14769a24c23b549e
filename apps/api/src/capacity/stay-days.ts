import { fromMadridParts, madridParts } from '@parking/domain/time/madrid';

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The Madrid calendar days a stay holds a space on, as 'YYYY-MM-DD', in date order: from
 * the check-in day to the check-out day, both included (the car is in the car park on both).
 * Date order matters: every booking takes its days in the same order, so two bookings never
 * wait on each other's rows crosswise (no deadlock).
 */
export function stayDays(start: Date, end: Date): string[] {
  if (!(end.getTime() >= start.getTime())) return [];
  const first = madridParts(start);
  const last = madridParts(end);
  const lastKey = `${last.year}-${pad2(last.month)}-${pad2(last.day)}`;
  const days: string[] = [];
  for (let i = 0; i < 3660; i++) {
    // Noon avoids the daylight saving hours entirely when walking the calendar.
    const p = madridParts(fromMadridParts({ year: first.year, month: first.month, day: first.day + i, hour: 12 }));
    const key = `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
    days.push(key);
    if (key === lastKey) return days;
  }
  throw new RangeError('stay longer than ten years');
}
