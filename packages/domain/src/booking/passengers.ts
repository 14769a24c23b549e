import type { ProductService } from '../catalog/catalog';

/** Spec 5 / 9: "Passengers 0 to 9". */
export const MAX_PASSENGERS = 9;

/** Spec 5: "Passenger counting applies only to express or port services." */
export function passengersApply(service: ProductService): boolean {
  return service === 'express' || service === 'port';
}

/**
 * Spec 5: "Passengers 0 to 9, input accepts 1 character, ... blank or negative becomes 0."
 * A string is what the one-character field holds: only its first character counts, so '12'
 * is 1 (as if typed into a field of length 1) and '-3' is 0. A number (from a stepper) is
 * truncated and clamped to 0..9. Anything else is 0.
 */
export function normalizePassengerInput(raw: string | number | null | undefined): number {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || raw <= 0) return 0;
    return Math.min(MAX_PASSENGERS, Math.trunc(raw));
  }
  if (typeof raw !== 'string') return 0;
  const first = raw.trim().charAt(0);
  return /^[0-9]$/.test(first) ? Number(first) : 0;
}

