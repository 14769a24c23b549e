import { describe, expect, it } from 'vitest';
import { linkVehicleChoice, type LinkVehicleFacts } from './link-vehicle';

const facts = (f: Partial<LinkVehicleFacts>): LinkVehicleFacts => ({
  has_vehicle: false,
  has_plate: false,
  has_car_services: false,
  vehicle_importable: false,
  ...f,
});
const mine = [
  { id: 7, plate: '1234BCD' },
  { id: 8, plate: null },
];

// Spec 4: "vehicle selector shows when the user has vehicles and the reservation has no plate;
// the import checkbox appears when the reservation has a vehicle"; "import happens without
// showing the form when the reservation has mechanical orders".
describe('linkVehicleChoice', () => {
  it.each([
    ['no plate, user has vehicles: selector', facts({}), '', mine, { selector: true, preselected: null, importCheckbox: false, importSilently: false }],
    ['no plate, no vehicles: nothing', facts({}), '', [], { selector: false, preselected: null, importCheckbox: false, importSilently: false }],
    ['guest vehicle, other plate: import checkbox', facts({ has_vehicle: true, has_plate: true, vehicle_importable: true }), '9999 XYZ', mine, { selector: false, preselected: null, importCheckbox: true, importSilently: false }],
    ['plate matches a saved vehicle: it is preselected', facts({ has_vehicle: true, has_plate: true, vehicle_importable: true }), '1234 bcd', mine, { selector: true, preselected: 7, importCheckbox: false, importSilently: false }],
    ['plate without vehicle, no match: nothing', facts({ has_plate: true }), '9999XYZ', mine, { selector: false, preselected: null, importCheckbox: false, importSilently: false }],
    ['vehicle already the account one: no import', facts({ has_vehicle: true, has_plate: true }), '5555XYZ', [], { selector: false, preselected: null, importCheckbox: false, importSilently: false }],
    ['car services: import without the form', facts({ has_vehicle: true, has_plate: true, vehicle_importable: true, has_car_services: true }), '1234BCD', mine, { selector: false, preselected: null, importCheckbox: false, importSilently: true }],
  ])('%s', (_name, f, plate, vehicles, expected) => {
    expect(linkVehicleChoice(f, plate, vehicles)).toEqual(expected);
  });
});
