import { describe, expect, it } from 'vitest';
import { carServiceRequestFields } from './car-service-store';
import { workshopOrderRows } from './workshop-order-rows';

const none = { estimateId: null, vehicleId: null, deleted: [], customTyres: null, serviceRequest: null };

describe('the car services the offer request carries (issue 16)', () => {
  it('sends nothing without an estimate', () => {
    expect(carServiceRequestFields(none)).toEqual({});
  });
  it('sends the estimate with the car it was made for, and the removed services as delete_id_car_service', () => {
    expect(carServiceRequestFields({ ...none, estimateId: 12, vehicleId: 5, deleted: [3] })).toEqual({ id_mechanical_estimate: 12, id_vehicle: 5, delete_id_car_service: [3] });
    expect(carServiceRequestFields({ ...none, estimateId: 12, vehicleId: 5 })).toEqual({ id_mechanical_estimate: 12, id_vehicle: 5 });
  });
  it('never sends an estimate without its car (the server would refuse it)', () => {
    expect(carServiceRequestFields({ ...none, estimateId: 12 })).toEqual({});
  });
  it('sends the custom requests', () => {
    const tyres = { size: '205/55 R16', brand_preference: null, quantity: 2 };
    expect(carServiceRequestFields({ ...none, customTyres: tyres, serviceRequest: { description: 'Ruido al frenar' } })).toEqual({
      customized_tires_request: tyres,
      service_request: { description: 'Ruido al frenar' },
    });
  });
});

describe('the confirmation rows of the workshop order', () => {
  const t = (k: string) => k;
  const euros = (n: number) => `${n.toFixed(2)} €`;
  it('lists each service with its price and fee, the order, its status and history', () => {
    const rows = workshopOrderRows(
      {
        car_services: [{ id_car_service: 3, name: 'ITV', base: 45, vat: 9.45, price: 54.45, emission_fee: 40.6 }],
        customized_tires_request: null,
        service_request: { description: 'Ruido', photos: 0 },
        workshop_order: { id: 1, reservation_id: 9, reference: 'WO-1', status: 'confirmed', day: '2026-12-01', workshop: 'AutoTaller Prat', history: [{ status: 'requested', at: 'a' }, { status: 'confirmed', at: 'b' }] },
      },
      t,
      euros,
      (iso) => `@${iso}`,
    );
    expect(rows).toEqual([
      ['ITV', '95.05 €'],
      ['custom_service', 'Ruido · quote_later'],
      ['workshop_order', 'WO-1 · AutoTaller Prat'],
      ['order_status', 'status_confirmed'],
      ['status_requested', '@a'],
      ['status_confirmed', '@b'],
    ]);
  });
  it('has no rows without car services', () => {
    expect(workshopOrderRows(null, t, euros, String)).toEqual([]);
  });
});
