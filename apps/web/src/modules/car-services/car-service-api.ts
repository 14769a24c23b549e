import type { CarServicesResponse, MechanicalEstimateWire, WorkshopBrandsResponse } from '@parking/domain/contracts/car-service';
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
