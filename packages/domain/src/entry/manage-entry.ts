import type { EntryDecision } from './entry-rules';

/** Why the server refuses a change (packages/domain/src/booking/cancellation.ts, ManageRefusal; not imported: rules do not import each other's layers). */
export type ChangeRefusal = 'cancelled' | 'started' | 'change_window_closed' | 'payment_pending' | 'car_services_held';

/**
 * Spec 2 Entry rules for the links that open an existing booking (issue 17.5): a modify link
 * (`modify_res_token`), an agent link (`agent_token`) and the billing focus (`focus=billing_data`,
 * alone or with one of those tokens). What the app does before it shows a step, so no link
 * lands on a step with no product. docs/entry-rules.md "Links to an existing booking".
 */

export type ManageKind = 'modify' | 'agent';

export interface ManageLink {
  kind: ManageKind;
  token: string;
  /** the link also asked for the billing data (focus=billing_data) */
  billingFocus: boolean;
}

/** The booking link the entry decision carries, if any: the agent's wins (spec 2: agent_token first). */
export function manageLinkOf(decision: Pick<EntryDecision, 'tokens' | 'focus'>): ManageLink | null {
  const billingFocus = decision.focus === 'billing_data';
  if (decision.tokens.agent) return { kind: 'agent', token: decision.tokens.agent, billingFocus };
  if (decision.tokens.modify) return { kind: 'modify', token: decision.tokens.modify, billingFocus };
  return null;
}

/**
 * Why a link cannot open its booking for a change. `not_found`: unknown, malformed, expired
 * (agent) or for another booking: the server tells no more (decision 0009, contracts/manage.ts:
 * an expired agent token answers the same 404), so the page's words cover both; `cancelled`; `past`: the stay has begun;
 * `change_window_closed`: inside the 24 hours before drop-off the booking can only be
 * cancelled (decision 0026); `payment_pending`: a card booking not paid yet; `car_services_held`:
 * the booking holds car services, which a change cannot carry (decisions 0025, 0026); `unavailable`:
 * the server could not answer (network, 5xx), the link may work later.
 */
export type ManageProblem = 'not_found' | 'cancelled' | 'past' | 'change_window_closed' | 'payment_pending' | 'car_services_held' | 'unavailable';

export const MANAGE_PROBLEMS: readonly ManageProblem[] = ['not_found', 'cancelled', 'past', 'change_window_closed', 'payment_pending', 'car_services_held', 'unavailable'];

/**
 * The problem page for the server's refusal of a change (the manage view's change_why_not, from
 * the one rule `changeRefusal` of booking/cancellation.ts); null when the booking can be changed.
 */
export function manageProblemOfRefusal(why: ChangeRefusal | null): ManageProblem | null {
  switch (why) {
    case null:
      return null;
    case 'started':
      return 'past';
    default:
      return why;
  }
}

/** What the server's refusal means for the link (HTTP status, the error code of spec 8, details.why). */
export function manageProblemOfError(status: number | null, code: string | null, why: ChangeRefusal | null = null): ManageProblem {
  if (code === 'API_ERROR_RESERVATION_IS_CANCELLED') return 'cancelled';
  if (code === 'API_ERROR_RESERVATION_NOT_MODIFIABLE') return manageProblemOfRefusal(why) ?? 'past';
  if (status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429) return 'not_found';
  return 'unavailable';
}

export interface StartLoginInput {
  /** the entry rules asked for it (resolveEntry's openLoginDialog) */
  openLoginDialog: boolean;
  hasSession: boolean;
  /** the guest already chose to go on without an account (decision 0017) */
  guestChosen: boolean;
  /** the traveller has started: touched, typed, scrolled or moved to another step */
  travellerStarted: boolean;
}

/**
 * Spec 2 "The main page opens the login dialog at start" and issue 17.5: the dialog shows before
 * the traveller uses the form or not at all. **Decision:** once the traveller has started (any
 * touch, key, wheel or step change on the page) it never opens in this visit.
 */
export function startLoginDialogDue(s: StartLoginInput): boolean {
  return s.openLoginDialog && !s.hasSession && !s.guestChosen && !s.travellerStarted;
}

export interface CookieBannerInput extends StartLoginInput {
  /** the account slot has taken its decision about the start's dialog (opened it, or not) */
  startLoginSettled: boolean;
  /** a login, sign-up or other account dialog is open (modal) */
  accountDialogOpen: boolean;
}

/**
 * Issue 17.5 "the dialog and the cookie banner show one at a time". **Decision:** the dialog
 * first, the banner after: a modal dialog leaves the banner's buttons unusable, and the start's
 * dialog is due only before the traveller starts. So the banner waits while the start's dialog
 * is still due and undecided, and while any account dialog is open; it shows at once when no
 * dialog is due (a session, a guest's choice, an entry link) or once the traveller started.
 */
export function cookieBannerWaits(s: CookieBannerInput): boolean {
  if (s.accountDialogOpen) return true;
  return !s.startLoginSettled && startLoginDialogDue(s);
}

/** The booking as a change compares it (the manage prefill, and the changed booking's body alike). */
export interface ComparableBooking {
  startDate: string;
  endDate: string;
  productId: number;
  id_wash_extra?: number | null;
  id_space_extra?: number | null;
  in_terminal?: number | null;
  out_terminal?: number | null;
  in_passengers?: number | null;
  out_passengers?: number | null;
  reservation: { name: string; surname: string; email: string; phone: string; plate: string; flightNumber?: string | null };
  billing?: Record<string, string | null | undefined> | null;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());
const plateKey = (v: unknown): string => text(v).toUpperCase().replace(/[\s-]+/g, '');
const flightKey = (v: unknown): string => text(v).toUpperCase().replace(/\s+/g, ' ');

/**
 * Spec 4 "Book/Save disabled ... in modify mode with no change": the fields of the booking a
 * change would alter, compared as the server stores them (trimmed; plate without blanks or
 * dashes; flight upper-cased; an out-terminal or out-passengers left empty count as the in ones;
 * no billing equals an empty one). Empty: nothing changed, Save stays disabled.
 */
export function changedFields(before: ComparableBooking, after: ComparableBooking): string[] {
  const out: string[] = [];
  const same = (field: string, a: unknown, b: unknown) => {
    if (text(a) !== text(b)) out.push(field);
  };
  same('startDate', before.startDate, after.startDate);
  same('endDate', before.endDate, after.endDate);
  same('productId', before.productId, after.productId);
  same('id_wash_extra', before.id_wash_extra, after.id_wash_extra);
  same('id_space_extra', before.id_space_extra, after.id_space_extra);
  same('in_terminal', before.in_terminal, after.in_terminal);
  same('out_terminal', before.out_terminal ?? before.in_terminal, after.out_terminal ?? after.in_terminal);
  same('in_passengers', before.in_passengers ?? 0, after.in_passengers ?? 0);
  same('out_passengers', before.out_passengers ?? before.in_passengers ?? 0, after.out_passengers ?? after.in_passengers ?? 0);
  for (const f of ['name', 'surname', 'email', 'phone'] as const) same(f, before.reservation[f], after.reservation[f]);
  if (plateKey(before.reservation.plate) !== plateKey(after.reservation.plate)) out.push('plate');
  if (flightKey(before.reservation.flightNumber) !== flightKey(after.reservation.flightNumber)) out.push('flightNumber');
  const billing = (b: ComparableBooking['billing']) =>
    b ? JSON.stringify(Object.keys(b).sort().map((k) => [k, text(b[k])]).filter(([, v]) => v !== '')) : '[]';
  if (billing(before.billing) !== billing(after.billing)) out.push('billing');
  return out;
}
