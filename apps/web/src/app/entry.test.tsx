import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearError } from '../modules/booking/error-banner';
import { renderAt, setupI18n } from '../test-utils';
import { bookingStore } from '../modules/booking/booking-store';
import { resetEntryForTests } from '../modules/booking/use-entry';
import { AppRoutes } from './router';

// No api runs under jsdom, so the catalogue request fails the way a network outage does:
// the entry rules must still run and land the user on a step, with the standard banner.
beforeAll(() => setupI18n('es'));
// Lazy steps can be slow to transform under load: test-setup.ts sets one generous wait for all.
beforeEach(() => {
  resetEntryForTests();
  bookingStore.reset();
  clearError();
});

function currentStep() {
  const nav = screen.getByRole('navigation', { name: 'Pasos de la reserva' });
  return within(nav)
    .getAllByRole('listitem')
    .find((li) => li.querySelector('[aria-current="step"]'))?.textContent;
}

describe('entry wiring', () => {
  it('opening / lands on where-when (empty child -> products -> no booking -> where-when)', async () => {
    renderAt('/', <AppRoutes />);
    await waitFor(() => expect(currentStep()).toBe('1Dónde y cuándo'));
    expect(await screen.findByText(/Lo sentimos|error inesperado/i)).toBeTruthy();
    const s = bookingStore.get();
    // the default range is stored so where-when opens with it
    expect(s.startDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    expect(s.placeId).toBeNull();
  });

  it('a step that needs a booking sends a guest without one to where-when', async () => {
    renderAt('/services', <AppRoutes />);
    await waitFor(() => expect(currentStep()).toBe('1Dónde y cuándo'));
  });

  it('absuid allows direct access to services (spec 2 entry rules)', async () => {
    renderAt('/services?absuid=1700000000000-1234', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Servicios para tu vehículo' })).toBeTruthy();
    expect(currentStep()).toBe('3Servicios');
  });

  it('a reservation token goes to confirmation', async () => {
    renderAt('/?reservation_token=abc', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva no encontrada' })).toBeTruthy();
  });
});
