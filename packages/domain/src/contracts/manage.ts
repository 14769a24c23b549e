import { z } from 'zod';
import type { ManageRefusal } from '../booking/cancellation';
import { billingFormSchema, reservationFormSchema } from '../validation/forms';
import { dbId, dbIdOrDigits } from '../validation/ids';
import type { AlternativeOffer, Offer } from './offer';
import { calculatePriceRequest } from './offer';
import type { ReservationView } from './reservation';
import { checkCardRequest } from './reservation';
import { langTag } from './wire';

export type { ManageRefusal };
export { FREE_CANCELLATION_HOURS, freeCancellationUntil, isFreeCancellation } from '../booking/cancellation';

/**
 * Issue 17, after booking: cancel, change, link to an account, agent (ERP) mode. The routes
 * (apps/api/src/manage/manage-routes.ts) and what the web sends and reads. Amounts in euros,
 * dates as wire dates (Madrid wall time `YYYY-MM-DD HH:mm:ss`) unless said ISO.
 *
 * Who may act on a booking (`ManageAccess`), any one of:
 *  - header `X-Reservation-Token`: the reservation's access token (decision 0009); the mail's
 *    and the confirmation's "change my booking" link is `/services?modify_res_token=<that token>`;
 *  - header `X-Agent-Token`: an agent token issued by POST /api/admin/agent-tokens for that
 *    one reservation, not expired (agent/ERP mode; the link is `/services?agent_token=<token>`);
 *  - the session of the client or agency that owns the booking ("my reservations").
 * Anything else is a 404 (API_ERROR_NOT_FOUND), like an unknown booking.
 *
 * Routes:
 *  GET  /api/reservation/manage                     X-Reservation-Token or X-Agent-Token  -> ManageView
 *  GET  /api/reservations/:reference/manage         any access                            -> ManageView
 *  GET  /api/reservations/hash/:prefix_id_hash      any access (spec 7 get by hash)       -> ManageView
 *  POST /api/reservations/:reference/cancel         any access, body {} (or none)         -> CancelResponse
 *  POST /api/reservations/:reference/change/quote   any access, ChangeReservationRequest  -> ChangeQuote
 *  POST /api/reservations/:reference/change         any access, ChangeReservationRequest  -> ChangeResponse
 *  POST /api/reservations/:reference/register       client session (+ optional X-Reservation-Token), RegisterReservationRequest -> RegisterReservationResponse
 *  POST /api/admin/agent-tokens                     x-admin-token, AgentTokenRequest       -> AgentTokenResponse (201)
 *
 * Errors (the one shape { code, reason, details? }, reason in the caller's language):
 *  404 API_ERROR_NOT_FOUND       no access / unknown booking / expired or foreign agent token
 *  409 API_ERROR_RESERVATION_IS_CANCELLED   change of a cancelled booking (a second cancel is a 200)
 *  409 API_ERROR_RESERVATION_NOT_MODIFIABLE details.why: ManageRefusal (started, change_window_closed, payment_pending, car_services_held)
 *  409 API_ERROR_RESERVATION_OUT_OF_STOCK   change to a full stay: details.alternative_offer as for a new booking; the old booking stays
 *  402 API_ERROR_PAYMENT_DECLINED           the card for a price difference was declined (or asked 3-D Secure); nothing changed
 *  400 API_ERROR_VALIDATION                 a bad body; a change that costs more on a card booking without `card` (field 'card')
 *  401 API_ERROR_UNAUTHORIZED               register without a client session
 *  403 API_ERROR_FORBIDDEN                  register: e-mail differs and no valid token, or the booking belongs to another account
 */

/** The booking's traveller data, as in the booking body (loose form: flight checked per product). */
const travellerForm = reservationFormSchema;

/**
 * The changed booking (spec 7 reservation update): the whole booking as it should be, like the
 * create body (the calculate request plus the traveller's forms), without terms or payment
 * method. The server re-prices it; the booking's promo code stays the stored one (a
 * `promoCode` sent here is ignored). `card` pays a higher price on a card-paid booking.
 */
export const changeReservationRequest = calculatePriceRequest
  .omit({ promoCode: true, reservation_id: true, reservation_hash: true })
  .extend({
    reservation: travellerForm,
    billing: billingFormSchema.optional().nullable(),
    lang: langTag.optional(),
    card: checkCardRequest.optional(),
  });
export type ChangeReservationRequest = z.input<typeof changeReservationRequest>;
export type ChangeReservationBody = z.output<typeof changeReservationRequest>;

/** One field a change (or the history) names, with the values before and after, as text. */
export interface FieldChange {
  /** startDate, endDate, productId, in_terminal, out_terminal, in_passengers, out_passengers, id_wash_extra, id_space_extra, name, surname, email, phone, plate, flightNumber, billing */
  field: string;
  before: string | number | null;
  after: string | number | null;
}

/** The terms in force for a booking, for the words on the products card, price block and confirmation. */
export interface CancellationTermsWire {
  /** wire date (Madrid): free cancellation and changes until then */
  free_until: string;
  /** now < free_until */
  free_now: boolean;
  /** the manage namespace key saying the terms in words: 'terms_free_until' (params: date) */
  text_key: 'terms_free_until';
  /** 24 */
  free_hours: number;
}

/** What cancelling now would do (ManageView) or did (CancelResponse). */
export interface CancellationWire {
  can_cancel: boolean;
  /** why not, when can_cancel is false */
  why_not: ManageRefusal | null;
  /** what goes back to the card if cancelled now (euros) */
  refund_now: number;
  /** money taken by card and not refunded (euros) */
  paid: number;
  terms: CancellationTermsWire;
}

export type HistoryActor = 'traveller' | 'owner' | 'agent' | 'system';

/** A row of the booking's history: who, when, what, price before and after. */
export interface HistoryEntry {
  /** ISO instant */
  at: string;
  kind: 'change' | 'cancel' | 'link';
  actor: HistoryActor;
  /** the agent's name given when the agent token was issued (agent rows only) */
  agent: string | null;
  changes: FieldChange[];
  price_before: number;
  price_after: number;
  charged: number;
  refunded: number;
}

/** The booking as the change form starts from it (what the web puts in its store). */
export interface ManagePrefill {
  startDate: string;
  endDate: string;
  productId: number;
  id_wash_extra: number | null;
  id_space_extra: number | null;
  in_terminal: number | null;
  out_terminal: number | null;
  in_passengers: number | null;
  out_passengers: number | null;
  promoCode: string | null;
  source_mode: 'parking' | 'urban';
  reservation: { name: string; surname: string; email: string; phone: string; plate: string; flightNumber: string | null };
  billing: { name: string; nif: string; address: string; city: string; zip: string; state: string; country: string; invoiceEmail: string | null } | null;
}

/** GET manage: the booking, what may be done with it, its history. */
export interface ManageView {
  reservation: ReservationView;
  /** spec 4 agent flow: `PK_<id>_<hash>` (GET /api/reservations/hash/:prefix_id_hash) */
  prefix_id_hash: string;
  /** who is acting: an agent (ERP mode: Continue reads Save, header cancel link), the owner's session, or the token holder */
  mode: 'traveller' | 'owner' | 'agent';
  can_change: boolean;
  /** why not, when can_change is false */
  change_why_not: ManageRefusal | null;
  cancellation: CancellationWire;
  prefill: ManagePrefill;
  history: HistoryEntry[];
  /** agent mode: the ERP's reservation view the header's cancel link opens (spec 2: /erp/reservation/view/{id}) */
  erp_view_path: string | null;
  /** what the link-reservation dialog decides its controls from (spec 4) */
  link: LinkFacts;
}

/**
 * Spec 4 link-reservation: the booking's facts the dialog needs ("vehicle selector shows when
 * the user has vehicles and the reservation has no plate; the import checkbox appears when the
 * reservation has a vehicle; profile selector shows when the user has profiles and the
 * reservation has no invoice profile"; "import happens without showing the form when the
 * reservation has mechanical orders"). The user's own vehicles and profiles come from their
 * own routes (GET /api/vehicles, the profiles).
 */
export interface LinkFacts {
  /** the booking names a vehicle (id_vehicle) */
  has_vehicle: boolean;
  /** the booking's plate is not empty */
  has_plate: boolean;
  /** the booking has an invoice profile of an account */
  has_invoice_profile: boolean;
  /** the booking has invoice data (billing), from a profile or typed */
  has_billing: boolean;
  /** the booking has car services (mechanical orders): its vehicle is not to be replaced */
  has_car_services: boolean;
  /** the booking's vehicle is still a guest vehicle: `import_vehicle` would make it the caller's */
  vehicle_importable: boolean;
}

/** POST cancel */
export interface CancelResponse {
  reservation: ReservationView;
  /** false when it was already cancelled (a second cancel answers the cancelled booking) */
  cancelled_now: boolean;
  /** euros given back to the card by this cancellation (0 on a repeat) */
  refunded: number;
  /** inside the free window */
  free: boolean;
}

/** POST change/quote: the server's price of the changed booking, nothing stored. */
export interface ChangeQuote {
  offer: Offer;
  changes: FieldChange[];
  /** true when the body changes nothing (Save stays disabled; a save is a no-op) */
  no_change: boolean;
  price_before: number;
  price_after: number;
  /** price_after - price_before (euros, may be negative) */
  difference: number;
  /** to take by card now (card-paid bookings), euros */
  charge: number;
  /** to give back to the card now, euros */
  refund: number;
  /** Save must send `card` (charge > 0) */
  card_required: boolean;
}

/** POST change */
export interface ChangeResponse {
  reservation: ReservationView;
  /** false: nothing changed (no-op), no history row, no mail */
  changed: boolean;
  /** the history row written (null on a no-op) */
  change: HistoryEntry | null;
}

/** Details of 409 API_ERROR_RESERVATION_OUT_OF_STOCK on a change (as for a new booking). */
export interface ChangeOutOfStockDetails {
  alternative_offer: AlternativeOffer | null;
  day: string;
  field?: string;
}

/** Spec 7 register reservation (spec 2/4 link-reservation dialog). */
export const registerReservationRequest = z.object({
  /** one of the client's invoice profiles to put on the booking (omitted: leave the booking's billing as it is; "do not link a profile") */
  profile_id: dbIdOrDigits.optional().nullable(),
  /** one of the client's own vehicles: becomes the booking's vehicle (its plate copied when it has one); another's is a 404 on vehicle_id */
  vehicle_id: dbIdOrDigits.optional().nullable(),
  /** the booking's own (guest) vehicle becomes the client's saved vehicle; not together with vehicle_id */
  import_vehicle: z.boolean().optional(),
}).refine((v) => !(v.import_vehicle === true && v.vehicle_id !== undefined && v.vehicle_id !== null), { message: 'not_with_vehicle_id', path: ['import_vehicle'] });
export type RegisterReservationRequest = z.input<typeof registerReservationRequest>;

export interface RegisterReservationResponse {
  /** the reservation id (spec 7: response id, then reservation reloaded) */
  id: number;
  reservation: ReservationView;
  profile_linked: boolean;
  /** the booking now names one of the client's vehicles (vehicle_id set, or its vehicle imported) */
  vehicle_linked: boolean;
  /** this call made the booking's guest vehicle the client's (import_vehicle) */
  vehicle_imported: boolean;
  link: LinkFacts;
}

/** POST /api/admin/agent-tokens (x-admin-token) */
export const agentTokenRequest = z
  .object({
    /** the booking number (K7MX4PQA) or */
    reference: z.string().max(200).optional(),
    /** the reservation id */
    reservation_id: dbId.optional(),
    /** minutes the token opens the reservation, 1 to 1440 (default 60) */
    expires_in_minutes: z.number().int().min(1).max(1440).default(60),
    /** the agent's name or ERP user id, kept in the history */
    agent: z.string().trim().min(1).max(80),
  })
  .refine((v) => v.reference !== undefined || v.reservation_id !== undefined, { message: 'required', path: ['reference'] });
export type AgentTokenRequest = z.input<typeof agentTokenRequest>;

export interface AgentTokenResponse {
  /** 256 random bits, base64url (43 characters); shown once, stored hashed */
  agent_token: string;
  /** ISO instant */
  expires_at: string;
  reservation_id: number;
  reference: string;
  prefix_id_hash: string;
  /** the web address that opens the booking in ERP mode */
  url: string;
}

export const AGENT_TOKEN_HEADER = 'x-agent-token';

/** `PK_<id>_<hash>`: the spec's prefix_id_hash of a reservation. */
export const PREFIX_ID_HASH_PATTERN = /^PK_(\d{1,10})_([0-9a-f]{32})$/;
export function prefixIdHash(id: number, hash: string): string {
  return `PK_${id}_${hash}`;
}
export function parsePrefixIdHash(s: string): { id: number; hash: string } | null {
  const m = PREFIX_ID_HASH_PATTERN.exec(s.trim());
  if (!m) return null;
  const id = Number(m[1]);
  return id >= 1 && id <= 2_147_483_647 ? { id, hash: m[2]! } : null;
}
