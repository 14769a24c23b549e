import { vehicleFailureHandling } from '@parking/domain/vehicles/vehicle-errors';
import { ApiError } from '../../lib/api-client';

/** Spec 8: a dialog call failure shows the server's reason, else 'Error', and goes to the data layer. */
export function dialogFailure(err: unknown, fallback: string): string {
  const h = vehicleFailureHandling('dialog', err instanceof ApiError ? err.reason : null);
  if (h.kind !== 'banner') return fallback;
  const w = typeof window !== 'undefined' ? (window as unknown as { dataLayer?: unknown[] }) : null;
  if (w && Array.isArray(w.dataLayer)) w.dataLayer.push({ event: 'vehicle_error', code: err instanceof ApiError ? err.code : 'unknown' });
  return h.reason ?? fallback;
}
