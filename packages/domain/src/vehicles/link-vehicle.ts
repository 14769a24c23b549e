import { normalisePlate } from '../validation/contact';

/** The booking's facts this rule reads (the manage view's LinkFacts, contracts/manage.ts). */
export interface LinkVehicleFacts {
  has_vehicle: boolean;
  has_plate: boolean;
  has_car_services: boolean;
  vehicle_importable: boolean;
}

/** One of the account's saved vehicles, as the link dialog needs it. */
export interface SavedVehicle {
  id: number;
  plate: string | null;
}

/**
 * What the link-reservation dialog offers about the vehicle (issue 17.3):
 * - `selector`: the account's vehicles to choose from (with "do not link a vehicle");
 * - `preselected`: the vehicle chosen at first (null: "do not link");
 * - `importCheckbox`: "save the booking's vehicle in my account";
 * - `importSilently`: the booking's vehicle is imported without asking.
 */
export interface LinkVehicleChoice {
  selector: boolean;
  preselected: number | null;
  importCheckbox: boolean;
  importSilently: boolean;
}

/**
 * Spec 4 link-reservation: "vehicle selector shows when the user has vehicles and the
 * reservation has no plate; the import checkbox appears when the reservation has a vehicle";
 * "import happens without showing the form when the reservation has mechanical orders".
 * Our reading (decision 0027, point 7): a saved vehicle whose plate is the booking's plate is the same
 * car, so it is offered preselected instead of importing a copy; the import is offered only
 * while the booking's vehicle is still a guest vehicle (`vehicle_importable`).
 */
export function linkVehicleChoice(facts: LinkVehicleFacts, bookingPlate: string, vehicles: readonly SavedVehicle[]): LinkVehicleChoice {
  const plate = normalisePlate(bookingPlate);
  const match = facts.has_plate && plate !== '' ? vehicles.find((v) => v.plate !== null && normalisePlate(v.plate) === plate) : undefined;
  if (facts.has_car_services) {
    // the car the workshop expects stays the booking's: no form, the import (if any) is silent
    return { selector: false, preselected: null, importCheckbox: false, importSilently: facts.vehicle_importable };
  }
  if (match) return { selector: true, preselected: match.id, importCheckbox: false, importSilently: false };
  const selector = vehicles.length > 0 && !facts.has_plate;
  return { selector, preselected: null, importCheckbox: facts.has_vehicle && facts.vehicle_importable, importSilently: false };
}
