import {
  type BodyOptionsResponse,
  type CarDetailsRequest,
  type CheckPlateRequest,
  type CheckPlateResponse,
  type CreateVehicleRequest,
  GUEST_VEHICLE_TOKEN_HEADER,
  type GuestVehicleCreated,
  type MakesResponse,
  type MakeWire,
  type MissingCarModelRequest,
  type ModelsResponse,
  type ModelWire,
  type MotorOptionsResponse,
  type PropulsionsResponse,
  type PropulsionWire,
  type SetUmcRequest,
  type UpdateVehicleRequest,
  type VehicleListResponse,
  type VehicleOptionWire,
  type VehicleWire,
  type WorkshopType,
} from '@parking/domain/contracts/vehicle';
import { apiGet, apiPost } from '../../lib/api-client';
import { vehicleSlice } from './vehicle-store';

export type { MakeWire, ModelWire, PropulsionWire, VehicleOptionWire, VehicleWire, WorkshopType };

/*
 * The vehicle calls of spec 7 under /api/vehicles (contracts/vehicle.ts, issue 15.6), one
 * function each. A guest's vehicle opens only with the token its create answered (decision
 * 0023): the booking's vehicle slice keeps it and every call on that vehicle sends it.
 */

const base = '/api/vehicles';

/** The X-Vehicle-Token header for a guest vehicle this visit created, else none. */
export function vehicleHeaders(id: number | null | undefined): Record<string, string> {
  const { guestVehicleId, guestToken } = vehicleSlice.get();
  return id !== null && id !== undefined && id === guestVehicleId && guestToken ? { [GUEST_VEHICLE_TOKEN_HEADER]: guestToken } : {};
}

const send = <T>(method: 'PUT' | 'DELETE' | 'POST', path: string, id: number | null, body: unknown = {}) =>
  // An empty JSON object when there is nothing to send: Fastify refuses a JSON type with no body.
  apiPost<T>(path, body, { method, headers: vehicleHeaders(id) });
const q = (params: Record<string, string | number | null | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') s.set(k, String(v));
  const t = s.toString();
  return t ? `?${t}` : '';
};

/** The signed-in client's saved vehicles (an agent: the client's, `client_id`). */
export const listVehicles = (clientId?: number | null) => apiGet<VehicleListResponse>(`${base}${q({ client_id: clientId })}`).then((r) => r.vehicles);
export const getVehicle = (id: number) => apiGet<VehicleWire>(`${base}/${id}`, { headers: vehicleHeaders(id) });

/** Spec 7 create; a guest's answer carries the vehicle's token once (GuestVehicleCreated). */
export const createVehicle = (body: CreateVehicleRequest) => apiPost<VehicleWire | GuestVehicleCreated>(base, body);
export const checkPlate = (body: CheckPlateRequest) => apiPost<CheckPlateResponse>(`${base}/check_plate`, body);
export const identifyVehicle = (id: number) => send<VehicleWire>('POST', `${base}/${id}/identify`, id);
export const updateVehicle = (id: number, body: UpdateVehicleRequest) => send<VehicleWire>('PUT', `${base}/${id}`, id, body);
export const deleteVehicle = (id: number) => send<unknown>('DELETE', `${base}/${id}`, id);
export const setVehicleUmc = (id: number, body: SetUmcRequest) => send<VehicleWire>('PUT', `${base}/${id}/umc`, id, body);
/** Spec 7 set workshop type (owner only; null clears it). */
export const setWorkshopType = (id: number, workshopType: WorkshopType | null) => send<VehicleWire>('PUT', `${base}/${id}/workshop_type`, id, { workshop_type: workshopType });
export const setVehicleKm = (id: number, km: number) => send<VehicleWire>('PUT', `${base}/${id}/km`, id, { km });
export const carDetails = (id: number, body: CarDetailsRequest) => send<VehicleWire>('POST', `${base}/car_details/${id}`, id, body);
export const missingCarModel = (body: MissingCarModelRequest) => apiPost<unknown>(`${base}/missing_car_model`, body);
export const clearVehicleIdentification = (id: number) => send<VehicleWire>('DELETE', `${base}/clear_vehicle_identification/${id}`, id);
export const registerGuestVehicle = (id: number) => send<VehicleWire>('PUT', `${base}/register_guest_vehicle/${id}`, id);

/* Catalogue reads: a key and a fetcher each, read through the server cache (useServerQuery). */
type Query<T> = { key: string; fetch: (signal: AbortSignal) => Promise<T> };
export const makesQuery = (): Query<MakeWire[]> => ({
  key: 'vehicles:makes',
  fetch: (signal) => apiGet<MakesResponse>(`${base}/makes`, { signal }).then((r) => r.car_makes),
});
export const modelsQuery = (makeCode: string): Query<ModelWire[]> => ({
  key: `vehicles:models:${makeCode}`,
  fetch: (signal) => apiGet<ModelsResponse>(`${base}/models${q({ make_code: makeCode })}`, { signal }).then((r) => r.car_models),
});
/** Spec 7 propulsion_options?umc: the propulsions of the chosen variant. */
export const propulsionsQuery = (umc: string): Query<PropulsionWire[]> => ({
  key: `vehicles:propulsions:${umc}`,
  fetch: (signal) => apiGet<PropulsionsResponse>(`${base}/propulsion_options${q({ umc })}`, { signal }).then((r) => r.propulsion_codes),
});
export const bodyOptionsQuery = (umc: string): Query<VehicleOptionWire[]> => ({
  key: `vehicles:body:${umc}`,
  fetch: (signal) => apiGet<BodyOptionsResponse>(`${base}/body_options${q({ umc })}`, { signal }).then((r) => r.body_options),
});
export const motorOptionsQuery = (umc: string, propulsionCode?: string | null): Query<VehicleOptionWire[]> => ({
  key: `vehicles:motor:${umc}:${propulsionCode ?? ''}`,
  fetch: (signal) => apiGet<MotorOptionsResponse>(`${base}/motor_options${q({ umc, propulsion_code: propulsionCode })}`, { signal }).then((r) => r.motor_options),
});
