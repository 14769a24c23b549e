import { useServerQuery } from '../../shared/server-cache';
import { listVehicles } from './vehicle-api';

export const savedVehiclesKey = (clientId: number) => `vehicles:list:${clientId}`;

/** The client's saved vehicles (spec 6 "Client: saved vehicles"); nothing for guests. */
export function useSavedVehicles(clientId: number | null) {
  return useServerQuery(clientId === null ? null : savedVehiclesKey(clientId), () => listVehicles());
}
