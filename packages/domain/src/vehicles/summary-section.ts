/**
 * Spec 2 Booking summary sidebar: "The reserved-vehicle section is read-only for
 * confirmations, urban-parking cases and existing reservations." Elsewhere the section offers
 * its actions (modify kilometres).
 */
export interface VehicleSectionContext {
  /** the summary of a stored reservation (the confirmation page) */
  confirmation: boolean;
  /** spec 3 Trip source_mode */
  sourceMode: 'parking' | 'urban';
  /** spec 3 Trip "selected urban parking" */
  urbanParking: number | null;
  /** spec 3 Trip "modifying-reservation flag": an existing reservation is being changed */
  modifyingReservation: boolean;
}

export function vehicleSectionReadOnly(c: VehicleSectionContext): boolean {
  return c.confirmation || c.sourceMode === 'urban' || c.urbanParking !== null || c.modifyingReservation;
}
