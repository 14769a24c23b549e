import type { StaticTerminal } from '../catalog/catalog';
import { defaultEndFor, defaultRange } from '../time/default-range';
import { parseQueryDate } from '../time/madrid';
import { onQuarterHour, wallTime } from '../time/wall-clock';

/**
 * Spec 2 "Query parameters on entry" and "Entry rules". What the app does with the URL it
 * was opened with. Every rule, its order and each decision taken where the spec is silent
 * is written down in docs/entry-rules.md; keep the two in step.
 */

export type EntryRoute = '/where-when' | '/products' | '/services' | '/traveler-data' | '/confirmation';

export interface EntryBooking {
  startDate: Date;
  endDate: Date;
  placeId: number | null;
  productId: number | null;
  inCommonTerminalId: number | null;
  outCommonTerminalId: number | null;
}

export interface EntryDecision {
  /** null = stay on the requested path */
  route: EntryRoute | null;
  booking: EntryBooking;
  storeBookingAndTrip: boolean;
  datesReset: boolean;
  forceLogout: boolean;
  allowDirectAccess: boolean;
  openLoginDialog: boolean;
  sourceMode: 'parking' | 'urban';
  promocode: string | null;
  focus: string | null;
  tokens: { modify: string | null; agent: string | null; reservation: string | null };
  absuid: string | null;
}

export interface EntryInput {
  query: Record<string, string | undefined>;
  now: Date;
  terminals: StaticTerminal[];
  hasAccessToken: boolean;
  path: string;
}

/** The booking steps: "the main page" of spec 2 is any of them (or the root that redirects). */
export const BOOKING_STEP_PATHS = ['/where-when', '/products', '/services', '/traveler-data', '/confirmation'] as const;


/** Path without query, hash or trailing slash; '' and '/' are both the root. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isMainPage(path: string): boolean {
  const p = normalizePath(path);
  return p === '/' || (BOOKING_STEP_PATHS as readonly string[]).includes(p);
}

/** A query value trimmed; blank and missing are both null. */
function param(query: Record<string, string | undefined>, name: string): string | null {
  const v = query[name];
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t === '' ? null : t;
}

function positiveId(s: string | null): number | null {
  if (s === null || !/^\d{1,9}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 ? n : null;
}

const BOOKING_PARAMS = ['in_common_terminal_id', 'out_common_terminal_id', 'start_date', 'end_date'] as const;

interface DateOutcome {
  start: Date;
  end: Date;
  valid: boolean;
  reset: boolean;
}

/**
 * Dates are valid when both parse, the start is not before `now` and the end is after the
 * start. An end at or before the start resets both to the default range (spec: "If the end
 * date is before the start, dates reset to a default range"). Otherwise each valid date is
 * kept: a valid start alone gets the exit derived from it (spec 4), a valid end alone is kept
 * when it falls after the default start.
 */
/** A URL date the price route would take: it parses and is on the 00/15/30/45 grid (spec 9). */
function parseStayDate(raw: string | null): Date | null {
  const d = parseQueryDate(raw);
  return d && onQuarterHour(wallTime(d)) ? d : null;
}

function resolveDates(rawStart: string | null, rawEnd: string | null, now: Date): DateOutcome {
  const def = defaultRange(now);
  const parsedStart = parseStayDate(rawStart);
  const parsedEnd = parseStayDate(rawEnd);
  if (parsedStart && parsedEnd && parsedEnd.getTime() <= parsedStart.getTime()) {
    return { start: def.start, end: def.end, valid: false, reset: true };
  }
  const validStart = parsedStart && parsedStart.getTime() >= now.getTime() ? parsedStart : null;
  if (validStart && parsedEnd) return { start: validStart, end: parsedEnd, valid: true, reset: false };
  if (validStart) return { start: validStart, end: defaultEndFor(validStart), valid: false, reset: false };
  if (parsedEnd && parsedEnd.getTime() > def.start.getTime()) {
    return { start: def.start, end: parsedEnd, valid: false, reset: false };
  }
  return { start: def.start, end: def.end, valid: false, reset: false };
}

export function resolveEntry(input: EntryInput): EntryDecision {
  const { query, now, terminals, hasAccessToken, path } = input;

  const focus = param(query, 'focus');
  const modify = param(query, 'modify_res_token');
  const agent = param(query, 'agent_token') ?? param(query, 'agent_res_token');
  const reservation = param(query, 'reservation_token');
  const absuid = param(query, 'absuid');
  const guestImport = param(query, 'guest_import');
  const billingFocus = focus === 'billing_data';

  const dates = resolveDates(param(query, 'start_date'), param(query, 'end_date'), now);
  const inId = positiveId(param(query, 'in_common_terminal_id'));
  const outId = positiveId(param(query, 'out_common_terminal_id'));
  const inTerminal = inId === null ? undefined : terminals.find((t) => t.commonTerminalId === inId);
  const outTerminal = outId === null ? undefined : terminals.find((t) => t.commonTerminalId === outId);
  const samePlace = !!inTerminal && !!outTerminal && inTerminal.placeId === outTerminal.placeId;
  const storeBookingAndTrip = dates.valid && samePlace;

  const booking: EntryBooking = {
    startDate: dates.start,
    endDate: dates.end,
    placeId: inTerminal?.placeId ?? null,
    productId: inTerminal?.idProduct ?? null,
    inCommonTerminalId: inTerminal?.commonTerminalId ?? null,
    outCommonTerminalId: samePlace ? outTerminal.commonTerminalId : null,
  };

  const hasBookingParams = BOOKING_PARAMS.some((name) => param(query, name) !== null);
  let route: EntryRoute | null;
  if (billingFocus) route = '/traveler-data';
  else if (modify || agent) route = '/services';
  else if (reservation) route = '/confirmation';
  else if (storeBookingAndTrip) route = '/products';
  else if (hasBookingParams || normalizePath(path) === '/') route = '/where-when';
  else route = null;

  const privileged = !!(agent || modify || absuid);
  // A reservation's own link (the mail's, reservation_token) opens that booking's confirmation,
  // not the booking form the spec calls the main page: the traveller came to read their booking,
  // and a login dialog over it hid the number and the QR code (docs/entry-rules.md).
  const suppressLogin = !!(modify || agent || billingFocus || absuid || guestImport || reservation);

  return {
    route,
    booking,
    storeBookingAndTrip,
    datesReset: dates.reset,
    forceLogout: privileged,
    allowDirectAccess: privileged,
    openLoginDialog: isMainPage(path) && !hasAccessToken && !suppressLogin,
    sourceMode: param(query, 'source_mode')?.toLowerCase() === 'urban' ? 'urban' : 'parking',
    promocode: param(query, 'promocode'),
    focus,
    tokens: { modify, agent, reservation },
    absuid,
  };
}
