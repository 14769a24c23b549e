import { useServerQuery } from '../../shared/server-cache';

/** Reads one of vehicle-api's catalogue queries (null: nothing to read yet). */
export function useVehicleQuery<T>(query: { key: string; fetch: (signal: AbortSignal) => Promise<T> } | null) {
  return useServerQuery<T>(query?.key ?? null, (signal) => (query ? query.fetch(signal) : Promise.reject(new Error('no query'))));
}
