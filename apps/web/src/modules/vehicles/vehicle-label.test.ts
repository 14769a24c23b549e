import { describe, expect, it } from 'vitest';
import type { VehicleWire } from '@parking/domain/contracts/vehicle';
import { ApiError } from '../../lib/api-client';
import { dialogFailure } from './dialog-failure';
import { makeAndModel, vehicleLabel, vehicleState } from './vehicle-label';

const golf: VehicleWire = {
  id: 7,
  id_client: 42,
  client_id: '42',
  plate: '4821KMN',
  plate_display: '4821 KMN',
  country: 'ES',
  type: 'Golf',
  colour: null,
  km: 120000,
  km_timestamp: '2026-07-15 08:00:00',
  workshop_type: null,
  id_gt_vehicle_information: 900002,
  vehicle_information: {
    make_code: 'VW',
    make_description: 'VOLKSWAGEN',
    model_description: 'GOLF VII (2017-2020)',
    friendlyName: 'GOLF VII',
    year: '2017-2020',
    umc: 'VW-004',
    umc_data: { makeCode: 'VW', makeDescription: 'VOLKSWAGEN', modelDescription: 'GOLF VII (2017-2020)', umc: 'VW-004' },
    propulsion_code: 'G',
    propulsion: 'GASOLINA',
    motor_applicabilitycode: 'EA-10TSI-110',
    motor_desc: '1.0 110 CV',
    body_applicabilitycode: 'HB5',
    body_description: 'HATCHBACK 5 PUERTAS',
    body_desc: 'HATCHBACK 5 PUERTAS',
  },
};

describe('vehicle labels', () => {
  it('names a saved vehicle by its name, plate and make with friendly model', () => {
    expect(vehicleLabel(golf)).toBe('Golf · 4821 KMN · VOLKSWAGEN GOLF VII');
    expect(makeAndModel(golf)).toBe('VOLKSWAGEN GOLF VII (2017-2020)');
  });
  it("a not-found form's vehicle is its text; a guest selector vehicle has no plate", () => {
    const text = { ...golf, type: 'DeLorean DMC-12 gris', vehicle_information: null, plate: null, plate_display: null };
    expect(makeAndModel(text)).toBe('DeLorean DMC-12 gris');
    expect(vehicleLabel(text)).toBe('DeLorean DMC-12 gris');
  });
  it('reads the km timestamp as Madrid wall time for the completeness rule', () => {
    const s = vehicleState(golf);
    expect(s?.kmTimestamp?.toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(s).toMatchObject({ id: 7, umc: 'VW-004', bodyCode: 'HB5', motorCode: 'EA-10TSI-110', km: 120000 });
  });
});

describe('dialogFailure: spec 8 "Vehicle dialog call failure: banner with server reason, else \'Error\'"', () => {
  it.each([
    ['the server reason', new ApiError(400, 'API_ERROR_VALIDATION', 'Matrícula no válida'), 'Matrícula no válida'],
    ['no reason: the fallback', new ApiError(500, 'API_ERROR_UNKNOWN', null), 'Error'],
    ['not an api error: the fallback', new Error('boom'), 'Error'],
  ])('%s', (_rule, err, text) => {
    expect(dialogFailure(err, 'Error')).toBe(text);
  });
});
