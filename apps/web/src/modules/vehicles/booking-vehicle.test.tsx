import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { setupI18n } from '../../test-utils';
import { BookingVehicle } from './booking-vehicle';
import type { VehicleWire } from './vehicle-api';
import { clearBookingVehicle, setBookingVehicle } from './vehicle-store';

// Spec 4 "Changing vehicle, km or workshop type warns first": the booking's vehicle card asks
// before a km change while the booking holds car services (domain vehicleChangeWarns), and
// goes straight to the km dialog when it holds none. Nothing here calls the server: the
// warning and the km dialog open before any call, and no session is stored (a guest).
const golf: VehicleWire = {
  id: 41,
  id_client: 1,
  client_id: '1',
  plate: '4821KMN',
  plate_display: '4821 KMN',
  country: 'ES',
  type: null,
  colour: null,
  km: 60000,
  km_timestamp: '2026-11-20 10:00:00',
  workshop_type: null,
  id_gt_vehicle_information: 7,
  vehicle_information: null,
};

const t = (key: string) => i18next.t(key, { ns: 'vehicles' });

beforeAll(() => setupI18n('es'));
beforeEach(() => setBookingVehicle(golf));
afterEach(() => {
  cleanup();
  clearBookingVehicle();
});

function renderCard(holdsCarServices: boolean) {
  const onChangeConfirmed = vi.fn();
  render(<BookingVehicle onPlate={() => undefined} onRegisterFailed={() => undefined} onChangeConfirmed={onChangeConfirmed} holdsCarServices={holdsCarServices} />);
  return { onChangeConfirmed, user: userEvent.setup() };
}

describe('the booking vehicle card: a km change warns first while the booking holds car services', () => {
  it('with car services: the warning; cancel keeps them and opens no km dialog', async () => {
    const { onChangeConfirmed, user } = renderCard(true);
    await user.click(screen.getByRole('button', { name: t('section.modifyKm') }));
    const warning = await screen.findByRole('dialog', { name: t('title.changeKmWarning') });
    expect(warning.textContent).toContain(t('changeWarning.kmText'));
    await user.click(screen.getByRole('button', { name: t('changeWarning.cancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChangeConfirmed).not.toHaveBeenCalled();
  });

  it('with car services: accepting clears them (the hook) and opens the km dialog', async () => {
    const { onChangeConfirmed, user } = renderCard(true);
    await user.click(screen.getByRole('button', { name: t('section.modifyKm') }));
    await user.click(await screen.findByRole('button', { name: t('changeWarning.kmAccept') }));
    expect(onChangeConfirmed).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: t('km.title') })).toBeTruthy();
  });

  it('without car services: the km dialog at once, no warning', async () => {
    const { onChangeConfirmed, user } = renderCard(false);
    await user.click(screen.getByRole('button', { name: t('section.modifyKm') }));
    expect(await screen.findByRole('dialog', { name: t('km.title') })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: t('title.changeKmWarning') })).toBeNull();
    expect(onChangeConfirmed).not.toHaveBeenCalled();
  });

  it('a guest vehicle shows no workshop type control (owners only, spec 6)', () => {
    renderCard(true);
    expect(screen.queryByRole('combobox', { name: t('workshop.label') })).toBeNull();
  });
});
