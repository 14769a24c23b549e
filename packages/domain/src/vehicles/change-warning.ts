/**
 * Spec 4 Vehicle flow: "Changing vehicle, km or workshop type warns first; on confirmation the
 * added mechanical services and vehicle identification are cleared and the vehicle dialog
 * reopens." (decision 0024, "Km and workshop type warn too").
 *
 * - changing the vehicle warns whenever the booking has one: the identification goes with it;
 * - changing the km or the workshop type warns only while the booking holds car services
 *   (its offer's mechanical orders): their price and offer depend on the km and on the
 *   workshop type (spec 7 "used to filter which services are offered"); with none, there is
 *   nothing to lose and the change goes ahead at once.
 */
export type VehicleChange = 'vehicle' | 'km' | 'workshop_type';

export interface VehicleChangeContext {
  /** the booking has a vehicle chosen */
  hasVehicle: boolean;
  /** the booking holds car services (mechanical orders, an estimate) */
  holdsCarServices: boolean;
}

export function vehicleChangeWarns(change: VehicleChange, c: VehicleChangeContext): boolean {
  if (!c.hasVehicle) return false;
  if (change === 'vehicle') return true;
  return c.holdsCarServices;
}
