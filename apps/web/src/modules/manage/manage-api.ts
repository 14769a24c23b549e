import type {
  CancelResponse,
  ChangeQuote,
  ChangeReservationRequest,
  ChangeResponse,
  ManageView,
  RegisterReservationRequest,
  RegisterReservationResponse,
} from '@parking/domain/contracts/manage';
import { apiGet, apiPost } from '../../lib/api-client';

/**
 * Who acts on a booking (contracts/manage.ts ManageAccess): the reservation's access token (the
 * mail's and confirmation's links), an agent token (ERP mode), or, with neither, the owner's
 * session cookie ("my reservations").
 */
export interface ManageAccess {
  reservationToken?: string | null;
  agentToken?: string | null;
}

function headers(a: ManageAccess): Record<string, string> {
  const h: Record<string, string> = {};
  if (a.agentToken) h['X-Agent-Token'] = a.agentToken;
  else if (a.reservationToken) h['X-Reservation-Token'] = a.reservationToken;
  return h;
}

const ref = (reference: string) => encodeURIComponent(reference);

/** GET the booking a token opens (modify or agent link). */
export function fetchManageByToken(access: ManageAccess): Promise<ManageView> {
  return apiGet<ManageView>('/api/reservation/manage', { cache: 'no-store', headers: headers(access) });
}

/** GET a booking by its number (the owner's session, or a token). */
export function fetchManage(reference: string, access: ManageAccess = {}): Promise<ManageView> {
  return apiGet<ManageView>(`/api/reservations/${ref(reference)}/manage`, { cache: 'no-store', headers: headers(access) });
}

/** Spec 4 agent token flow: the reservation by its hash (`prefix_id_hash`). */
export function fetchManageByHash(prefixIdHash: string, access: ManageAccess): Promise<ManageView> {
  return apiGet<ManageView>(`/api/reservations/hash/${encodeURIComponent(prefixIdHash)}`, { cache: 'no-store', headers: headers(access) });
}

export function cancelReservation(reference: string, access: ManageAccess): Promise<CancelResponse> {
  return apiPost<CancelResponse>(`/api/reservations/${ref(reference)}/cancel`, {}, { headers: headers(access) });
}

export function quoteChange(reference: string, body: ChangeReservationRequest, access: ManageAccess): Promise<ChangeQuote> {
  return apiPost<ChangeQuote>(`/api/reservations/${ref(reference)}/change/quote`, body, { headers: headers(access) });
}

export function saveChange(reference: string, body: ChangeReservationRequest, access: ManageAccess): Promise<ChangeResponse> {
  return apiPost<ChangeResponse>(`/api/reservations/${ref(reference)}/change`, body, { headers: headers(access) });
}

export function registerReservation(reference: string, body: RegisterReservationRequest, access: ManageAccess): Promise<RegisterReservationResponse> {
  return apiPost<RegisterReservationResponse>(`/api/reservations/${ref(reference)}/register`, body, { headers: headers(access) });
}
