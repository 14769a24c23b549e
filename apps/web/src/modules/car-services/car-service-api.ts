import { type CarServicesResponse, type MechanicalEstimateWire, PHOTO_UPLOAD_TOKEN_HEADER, type ServicePhotosResponse, type WorkshopBrandsResponse } from '@parking/domain/contracts/car-service';
import { apiGet, apiPost } from '../../lib/api-client';
import { vehicleHeaders } from '../vehicles/vehicle-api';

/*
 * The car-service calls of spec 7 (contracts/car-service.ts, decision 0025). A guest's vehicle
 * opens with its X-Vehicle-Token (decision 0023), sent by vehicleHeaders.
 */

const q = (params: Record<string, string | number | null | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') s.set(k, String(v));
  const t = s.toString();
  return t ? `?${t}` : '';
};

/** The car services for the traveller's car (priced), or every one unpriced without a car. */
export const listCarServices = (vehicleId: number | null, productId: number | null, startDate: string | null) =>
  apiGet<CarServicesResponse>(
    `/api/carservice/car_services${q({ id_vehicle: vehicleId, productId, startDate: startDate?.slice(0, 10) })}`,
    { headers: vehicleHeaders(vehicleId) },
  );

/** A new estimate for the car with the services of `baseEstimateId` plus `ids`. */
export const createEstimate = (vehicleId: number, ids: number[], baseEstimateId: number | null) =>
  apiPost<MechanicalEstimateWire>(
    '/api/carservice/estimate',
    { id_vehicle: vehicleId, id_car_service: ids, ...(baseEstimateId !== null ? { id_mechanical_estimate: baseEstimateId } : {}) },
    { headers: vehicleHeaders(vehicleId) },
  );

export const listWorkshopBrands = () => apiGet<WorkshopBrandsResponse>('/api/carservice/list_workshop_brands');

/* Issue 16.3 photos of the custom service request (contracts/car-service.ts header): uploaded one
 * by one before booking, owned by the upload's token (X-Photo-Upload-Token). */
const photoHeaders = (token: string | null): Record<string, string> => (token ? { [PHOTO_UPLOAD_TOKEN_HEADER]: token } : {});

/** One photo as a data URL; without a token a new upload starts and its token is answered. */
export const uploadServicePhoto = (photo: string, token: string | null) =>
  apiPost<ServicePhotosResponse>('/api/carservice/photos', { photo }, { headers: photoHeaders(token) });

export const deleteServicePhoto = (photoId: number, token: string) =>
  // An empty JSON object: Fastify refuses a JSON type with no body.
  apiPost<ServicePhotosResponse>(`/api/carservice/photos/${photoId}`, {}, { method: 'DELETE', headers: photoHeaders(token) });

/** A photo's bytes for a preview (the server's url, opened by the token). */
export async function fetchServicePhoto(url: string, token: string): Promise<Blob> {
  const res = await fetch(url, { headers: photoHeaders(token), credentials: 'same-origin' });
  if (!res.ok) throw new Error(`photo ${res.status}`);
  return res.blob();
}
