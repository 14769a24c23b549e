import { describe, expect, it } from 'vitest';
import { AIRPORT_SHUTTLE_MINUTES, PORT_MINIBUS_MINUTES } from '@parking/domain/booking/product-facts';
import type { ProductService } from '@parking/domain/contracts/catalog';
import type { PaymentStatus, ReservationStatus } from '@parking/domain/contracts/reservation';
import { arrivalSteps, confirmationState, dayAndTime, paymentKey } from './confirmation-state';

const TRUTH = 'issue 9.1 "a card booking in pending_payment must be shown truthfully (not as confirmed)"';
const ARRIVAL = 'issue 9.1 "what happens on arrival from the product texts (shuttle, keys, terminal)"';

describe('confirmationState', () => {
  it.each<[string, ReservationStatus, string]>([
    ['spec 2 /confirmation: a confirmed booking', 'confirmed', 'confirmed'],
    [`${TRUTH}: pending_payment`, 'pending_payment', 'pending'],
    [`${TRUTH}: cancelled by the payment sweep`, 'cancelled', 'cancelled'],
  ])('%s', (_rule, status, expected) => {
    expect(confirmationState(status)).toBe(expected);
  });
});

describe('paymentKey', () => {
  it.each<[string, ReservationStatus, PaymentStatus, string]>([
    ['confirmed, paid at the car park', 'confirmed', 'not_required', 'payment.parking'],
    ['confirmed after giving up the card', 'confirmed', 'cancelled', 'payment.parking'],
    ['issue 9.1 "the card was paid"', 'confirmed', 'succeeded', 'payment.card'],
    [`${TRUTH}: card not paid yet`, 'pending_payment', 'pending', 'payment.pending.pending'],
    [`${TRUTH}: waiting for 3-D Secure`, 'pending_payment', 'requires_action', 'payment.pending.requires_action'],
    [`${TRUTH}: declined is not "pay at the car park" while the card can be retried`, 'pending_payment', 'declined', 'payment.pending.declined'],
    [`${TRUTH}: a failed 3-D Secure`, 'pending_payment', 'failed', 'payment.pending.failed'],
    [`${TRUTH}: an unexpected payment state still reads as unpaid`, 'pending_payment', 'not_required', 'payment.pending.pending'],
    ['cancelled: nothing to pay', 'cancelled', 'cancelled', 'payment.none'],
  ])('%s', (_rule, status, payment_status, expected) => {
    expect(paymentKey({ status, payment_status })).toBe(expected);
  });
});

describe('dayAndTime', () => {
  it('splits the page format DD/MM/YYYY HH:mm', () => {
    expect(dayAndTime('10/06/2026 09:45')).toEqual({ day: '10/06/2026', time: '09:45' });
    expect(dayAndTime('')).toEqual({ day: '', time: '' });
  });
});

describe('arrivalSteps', () => {
  const input = (service: ProductService) => ({
    service,
    carPark: 'Parking Express Aeropuerto de Barcelona, Barcelona',
    checkIn: { day: '10/06/2026', time: '10:00' },
    checkOut: { day: '12/06/2026', time: '18:30' },
    inTerminal: 'Terminal 1',
    outTerminal: 'Terminal 2',
  });
  const keys = (service: ProductService) => arrivalSteps(input(service)).map((s) => s.key);

  it(`${ARRIVAL}: express goes to the desk, then the free shuttle to the drop-off terminal (${AIRPORT_SHUTTLE_MINUTES} minutes), back from the pick-up terminal`, () => {
    const steps = arrivalSteps(input('express'));
    expect(steps).toEqual([
      { key: 'desk', vars: { day: '10/06/2026', time: '10:00', carPark: 'Parking Express Aeropuerto de Barcelona, Barcelona' } },
      { key: 'shuttleOut', vars: { terminal: 'Terminal 1', minutes: AIRPORT_SHUTTLE_MINUTES } },
      { key: 'shuttleBack', vars: { day: '12/06/2026', time: '18:30', terminal: 'Terminal 2' } },
    ]);
  });

  it(`${ARRIVAL}: premium hands car and keys to the driver at the terminal, no desk`, () => {
    expect(arrivalSteps(input('premium'))).toEqual([
      { key: 'driverOut', vars: { day: '10/06/2026', time: '10:00', terminal: 'Terminal 1' } },
      { key: 'driverBack', vars: { day: '12/06/2026', time: '18:30', terminal: 'Terminal 2' } },
    ]);
  });

  it(`${ARRIVAL}: the port's minibus needs ${PORT_MINIBUS_MINUTES} minutes (spec 9)`, () => {
    expect(keys('port')).toEqual(['desk', 'minibusOut', 'minibusBack']);
    expect(arrivalSteps(input('port'))[1]!.vars.minutes).toBe(PORT_MINIBUS_MINUTES);
  });

  it.each<[ProductService, string[]]>([
    ['standard', ['desk', 'walkOut', 'pickUp']],
    ['urban', ['desk', 'pickUp']],
  ])(`${ARRIVAL}: %s has no transfer`, (service, expected) => {
    expect(keys(service)).toEqual(expected);
  });
});
