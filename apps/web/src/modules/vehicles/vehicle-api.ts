import { apiGet, apiPost } from '../../lib/api-client';

/*
 * The vehicle calls of spec 7 under /api/vehicles (issue 15.6), one function each. The wire
 * shapes are spec 3's (Vehicle, Make, Model, Propulsion, Body and motor options).
 */

export interface VehicleInformationWire {
  make_description: string | null;
  model_description: string | null;
  make_code: string | null;
  umc: string | null;
  motor_applicabilitycode: string | null;
  body_description: string | null;
  propulsion_code: string | null;
  body_applicabilitycode?: string | null;
  motor_desc?: string | null;
}

export interface VehicleWire {
  id: number;
  id_client: number | null;
  plate: string | null;
  type: string | null;
  km: number | null;
  km_timestamp: string | null;
  workshop_type: string | null;
  id_gt_vehicle_information: number | null;
  vehicle_information: VehicleInformationWire | null;
  country?: string | null;
  name?: string | null;
}

export interface MakeWire {
  id?: number;
  make_code: string;
  make_description: string;
}
export interface ModelWire {
  id?: number;
  friendlyName?: string;
  year?: string | null;
  model_description: string;
  umc: string;
}
export interface PropulsionWire {
  propulsion_code: string;
  propulsion: string;
}
export interface OptionWire {
  applicabilitycode: string;
  desc: string;
  friendlyName?: string;
}

const base = '/api/vehicles';
// An empty JSON object as body: Fastify refuses a JSON content type with no body.
const del = <T>(path: string) => apiPost<T>(path, {}, { method: 'DELETE' });
const put = <T>(path: string, body?: unknown) => apiPost<T>(path, body ?? {}, { method: 'PUT' });
const q = (params: Record<string, string | number | null | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') s.set(k, String(v));
  const t = s.toString();
  return t ? `?${t}` : '';
};

/** The signed-in client's saved vehicles (an agent: the client's, `client_id`). */
export const listVehicles = (clientId?: number | null) =>
  apiGet<{ vehicles: VehicleWire[] }>(`${base}${q({ client_id: clientId })}`).then((r) => r.vehicles);
export const getVehicle = (id: number) => apiGet<VehicleWire>(`${base}/${id}`);

export interface CreateVehicleBody {
  plate?: string | null;
  country?: string | null;
  type?: string | null;
  client_id?: string | null;
  makeCode?: string;
  makeDescription?: string;
  modelDescription?: string;
  umc?: string;
  propulsion_code?: string;
}
export const createVehicle = (body: CreateVehicleBody) => apiPost<VehicleWire>(base, body);
/** Spec 7 check plate: the register's answer, a vehicle with `id_gt_vehicle_information` when found. */
export const checkPlate = (body: { plate: string; country?: string; client_id?: string | null }) =>
  apiPost<VehicleWire>(`${base}/check_plate`, body);
export const identifyVehicle = (id: number) => apiPost<VehicleWire>(`${base}/${id}/identify`, {});
export const updateVehicle = (id: number, body: { name?: string | null; plate?: string | null; type?: string | null }) =>
  put<VehicleWire>(`${base}/${id}`, body);
export const deleteVehicle = (id: number) => del<unknown>(`${base}/${id}`);
export const setVehicleUmc = (id: number, body: { umc: string; propulsion_code: string }) => put<VehicleWire>(`${base}/${id}/umc`, body);
export const setVehicleKm = (id: number, km: number) => put<VehicleWire>(`${base}/${id}/km`, { km });
export const carDetails = (
  id: number,
  body: { motor_applicabilitycode: string | null; motor_desc: string | null; body_applicabilitycode: string | null; body_desc: string | null; km: number | null },
) => apiPost<VehicleWire>(`${base}/car_details/${id}`, body);
export const missingCarModel = (body: { brand: string; model: string; email?: string }) => apiPost<unknown>(`${base}/missing_car_model`, body);
export const clearVehicleIdentification = (id: number) => del<VehicleWire>(`${base}/clear_vehicle_identification/${id}`);
export const registerGuestVehicle = (id: number) => put<VehicleWire>(`${base}/register_guest_vehicle/${id}`);

/* Catalogue reads: a key and a fetcher each, read through the server cache (useServerQuery). */
type Query<T> = { key: string; fetch: (signal: AbortSignal) => Promise<T> };
export const makesQuery = (): Query<MakeWire[]> => ({
  key: 'vehicles:makes',
  fetch: (signal) => apiGet<{ car_makes: MakeWire[] }>(`${base}/makes`, { signal }).then((r) => r.car_makes),
});
export const modelsQuery = (makeCode: string): Query<ModelWire[]> => ({
  key: `vehicles:models:${makeCode}`,
  fetch: (signal) => apiGet<{ car_models: ModelWire[] }>(`${base}/models${q({ make_code: makeCode })}`, { signal }).then((r) => r.car_models),
});
export const propulsionsQuery = (umc: string): Query<PropulsionWire[]> => ({
  key: `vehicles:propulsions:${umc}`,
  fetch: (signal) => apiGet<{ propulsion_codes: PropulsionWire[] }>(`${base}/propulsions${q({ umc })}`, { signal }).then((r) => r.propulsion_codes),
});
export const bodyOptionsQuery = (umc: string): Query<OptionWire[]> => ({
  key: `vehicles:body:${umc}`,
  fetch: (signal) => apiGet<{ body_options: OptionWire[] }>(`${base}/body_options${q({ umc })}`, { signal }).then((r) => r.body_options),
});
export const motorOptionsQuery = (umc: string, propulsionCode?: string | null): Query<OptionWire[]> => ({
  key: `vehicles:motor:${umc}:${propulsionCode ?? ''}`,
  fetch: (signal) =>
    apiGet<{ motor_options: OptionWire[] }>(`${base}/motor_options${q({ umc, propulsion_code: propulsionCode })}`, { signal }).then((r) => r.motor_options),
});
