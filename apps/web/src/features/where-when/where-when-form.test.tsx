import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { bookingStore, setBookingData } from '../../modules/booking/booking-store';
import { catalogFixture } from '../../modules/catalog/catalog-fixture';
import { WhereWhenForm } from './where-when-form';

// 11:00 in Madrid; the default range is 24/11 11:15 to 25/11 11:15.
const NOW = new Date('2026-11-23T10:00:00Z');

function renderForm() {
  return render(
    <MemoryRouter initialEntries={['/where-when']}>
      <Routes>
        <Route path="/where-when" element={<WhereWhenForm catalog={catalogFixture} now={() => NOW} />} />
        <Route path="/products" element={<p>products page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const submit = () => screen.getByRole('button', { name: 'See prices' }) as HTMLButtonElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function choose(place: string, product?: string) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Car park'), place);
  if (product) await user.selectOptions(screen.getByLabelText('Type of parking'), product);
  return user;
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  bookingStore.reset();
});

describe('WhereWhenForm', () => {
  it('groups car parks by city and offers the chosen car park products', async () => {
    renderForm();
    const place = screen.getByLabelText('Car park');
    expect(within(place).getByRole('group', { name: 'Barcelona' })).toBeTruthy();
    expect((screen.getByLabelText('Type of parking') as HTMLSelectElement).disabled).toBe(true);
    await choose('Barcelona-El Prat Airport');
    const product = screen.getByLabelText('Type of parking') as HTMLSelectElement;
    expect(within(product).getAllByRole('option').map((o) => o.textContent)).toEqual(['Express El Prat', 'Premium El Prat']);
    expect(product.value).toBe('4');
  });

  it('spec 2: the terminal picker is shown only when the product has more than one terminal', async () => {
    renderForm();
    await choose('Barcelona-Sants Station');
    expect(screen.queryByLabelText('Drop-off terminal')).toBeNull();
    expect(screen.queryByLabelText('Pick-up terminal')).toBeNull();
    await choose('Barcelona-El Prat Airport');
    expect(input('Drop-off terminal').value).toBe('1');
    expect(input('Pick-up terminal').value).toBe('1');
  });

  it('spec 5: terminal changes reach the store debounced, the pick-up following the drop-off', async () => {
    renderForm();
    const user = await choose('Barcelona-El Prat Airport');
    await user.selectOptions(screen.getByLabelText('Drop-off terminal'), 'Terminal 2');
    expect(input('Pick-up terminal').value).toBe('2');
    expect(bookingStore.get().trip.in_terminal).not.toBe(42);
    await waitFor(() => expect(bookingStore.get().trip).toMatchObject({ in_terminal: 42, common_in_terminal: 2, out_terminal: 42 }));
  });

  it('spec 5: passengers only for express and port; incoming sets outgoing equal', async () => {
    renderForm();
    await choose('Barcelona-El Prat Airport', 'Premium El Prat');
    expect(screen.queryByLabelText('Passengers when dropping off')).toBeNull();
    await choose('Barcelona-Sants Station');
    expect(screen.queryByLabelText('Passengers when dropping off')).toBeNull();
    await choose('Port of Barcelona');
    expect(input('Passengers when dropping off').maxLength).toBe(1);
    const user = await choose('Barcelona-El Prat Airport', 'Express El Prat');
    await user.click(input('Passengers when dropping off'));
    await user.keyboard('3');
    expect(input('Passengers when dropping off').value).toBe('3');
    expect(input('Passengers when picking up').value).toBe('3');
    await user.click(input('Passengers when picking up'));
    await user.keyboard('2');
    expect(input('Passengers when dropping off').value).toBe('3');
    expect(input('Passengers when picking up').value).toBe('2');
    await user.clear(input('Passengers when picking up'));
    expect(input('Passengers when picking up').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter between 1 and 9 passengers for the drop-off and for the pick-up.')).toBeTruthy();
  });

  it('spec 5: the return flight number is required for flight products, stored debounced and normalised', async () => {
    renderForm();
    const user = await choose('Barcelona-Sants Station');
    expect(screen.queryByLabelText('Return flight number')).toBeNull();
    expect(submit().disabled).toBe(false);
    await choose('Barcelona-El Prat Airport');
    expect(submit().disabled).toBe(true);
    await user.click(input('Return flight number'));
    await user.tab();
    const flight = input('Return flight number');
    expect(flight.getAttribute('aria-invalid')).toBe('true');
    const described = flight.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Enter your return flight number.');
    await user.type(flight, 'ib3101');
    expect(submit().disabled).toBe(false);
    await waitFor(() => expect(bookingStore.get().trip.flight_number).toBe('IB3101'));
  });

  it('spec 5: submit is disabled while the form is invalid, with the message next to the field', async () => {
    renderForm();
    expect(submit().disabled).toBe(true);
    await choose('Barcelona-Sants Station');
    expect(submit().disabled).toBe(false);
    fireEvent.change(input('Entry date'), { target: { value: '' } });
    expect(submit().disabled).toBe(true);
    expect(input('Entry date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose the entry date.')).toBeTruthy();
    fireEvent.change(input('Entry date'), { target: { value: '2026-11-20' } });
    expect(screen.getByText('The entry cannot be in the past.')).toBeTruthy();
    fireEvent.change(input('Entry date'), { target: { value: '2026-11-30' } });
    expect(submit().disabled).toBe(false);
    fireEvent.change(input('Exit date'), { target: { value: '2026-11-29' } });
    expect(screen.getByText('The exit must be later than the entry.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('refuses the stays the server refuses (over 365 days, entry over five years ahead)', async () => {
    renderForm();
    await choose('Barcelona-Sants Station');
    fireEvent.change(input('Exit date'), { target: { value: '2027-12-01' } });
    expect(screen.getByText('A stay can last at most 365 days. Choose an earlier exit.')).toBeTruthy();
    expect(input('Exit date').getAttribute('aria-invalid')).toBe('true');
    expect(submit().disabled).toBe(true);
    fireEvent.change(input('Entry date'), { target: { value: '2032-01-10' } });
    expect(screen.getByText('The entry can be at most five years ahead. Choose an earlier date.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('spec 4: a new entry date resets the exit to the next day, and the entry hour is copied to the exit', async () => {
    renderForm();
    const user = await choose('Barcelona-Sants Station');
    fireEvent.change(input('Entry date'), { target: { value: '10/12/2026' } });
    expect(input('Exit date').value).toBe('11/12/2026');
    await user.click(screen.getByRole('button', { name: /Drop-off time/ }));
    const picker = await screen.findByRole('group', { name: 'What time will you drop off your car?' });
    await user.click(within(picker).getByRole('button', { name: '08:45' }));
    expect(screen.queryByRole('group', { name: 'What time will you drop off your car?' })).toBeNull();
    expect(screen.getByRole('button', { name: /Drop-off time/ }).textContent).toContain('08:45');
    expect(screen.getByRole('button', { name: /Pick-up time/ }).textContent).toContain('08:45');
    await user.click(screen.getByRole('button', { name: /Pick-up time/ }));
    expect(await screen.findByRole('group', { name: 'What time will you pick it up?' })).toBeTruthy();
  });

  it('a stored product with closed default hours gets its first open times (premium opens at 05:00)', () => {
    setBookingData({ startDate: '2026-11-24 02:15:00', endDate: '2026-11-25 02:15:00', placeId: 1, productId: 2 });
    renderForm();
    expect(screen.getByRole('button', { name: /Drop-off time/ }).textContent).toContain('05:00');
    expect(screen.getByRole('button', { name: /Pick-up time/ }).textContent).toContain('05:00');
  });

  it('shows the product warning before buying', async () => {
    renderForm();
    await choose('Barcelona-El Prat Airport', 'Premium El Prat');
    const note = screen.getByRole('note', { name: 'Before you book' });
    expect(note.textContent).toContain('Arrive 15 minutes early.');
  });

  it('submit stores the booking and the trip, then goes to /products', async () => {
    renderForm();
    const user = await choose('Port of Barcelona');
    await user.selectOptions(screen.getByLabelText('Pick-up terminal'), 'Cruise terminal B');
    await user.click(submit());
    expect(await screen.findByText('products page')).toBeTruthy();
    const s = bookingStore.get();
    expect(s).toMatchObject({
      startDate: '2026-11-24 12:30:00',
      endDate: '2026-11-25 12:00:00',
      cityId: 1,
      placeId: 2,
      productId: 3,
    });
    expect(s.trip).toMatchObject({
      in_terminal: 31,
      out_terminal: 32,
      common_in_terminal: 3,
      common_out_terminal: 4,
      in_passengers: 1,
      out_passengers: 1,
      flight_number: null,
      id_lot: 2,
    });
  });
});
