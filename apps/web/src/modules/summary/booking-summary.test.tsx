import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test-utils';
import { bookingStore, setBookingData, setOffer, setTrip } from '../booking/booking-store';
import { catalogFixture } from '../catalog/catalog-fixture';
import { BookingSummaryView } from './booking-summary';
import { ChangeDatesDialog } from './change-dates-dialog';
import { makeOffer } from './offer-fixture';

// 11:00 in Madrid.
const NOW = new Date('2026-11-23T10:00:00Z');

function book(productId: number, placeId: number, terminal: number, extra: Partial<ReturnType<typeof bookingStore.get>['trip']> = {}) {
  setBookingData({ startDate: '2026-11-24 11:15:00', endDate: '2026-11-27 09:30:00', placeId, productId, cityId: 1 });
  setTrip({ in_terminal: terminal, out_terminal: terminal, ...extra });
}

function renderSummary(path = '/services', props: { readOnly?: boolean; variant?: 'sidebar' | 'panel' } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BookingSummaryView catalog={catalogFixture} {...props} />
    </MemoryRouter>,
  );
}

const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeAll(async () => {
  await setupI18n('en');
});

beforeEach(() => {
  bookingStore.reset();
});

afterEach(() => vi.restoreAllMocks());

describe('BookingSummary', () => {
  it('has the time-zone warning in the sidebar, not in the tab bar\'s panel (which shows its own)', () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'America/New_York' };
    });
    book(4, 1, 41);
    const warning = /Madrid time/;
    const { unmount } = renderSummary('/services', { variant: 'sidebar' });
    expect(screen.getAllByRole('note').filter((n) => warning.test(n.textContent ?? ''))).toHaveLength(1);
    unmount();
    renderSummary('/services', { variant: 'panel' });
    expect(screen.queryAllByRole('note').filter((n) => warning.test(n.textContent ?? ''))).toHaveLength(0);
  });

  it('lists product, place, terminal, Madrid dates, passengers and flight', () => {
    book(4, 1, 41, { in_passengers: 2, out_passengers: 3, flight_number: 'IB3101' });
    setOffer(makeOffer());
    renderSummary();
    expect(screen.getByRole('heading', { level: 2, name: 'Your booking' })).toBeTruthy();
    expect(term('Product')).toBe('Express El Prat');
    expect(term('Car park')).toBe('Barcelona-El Prat Airport');
    expect(term('Terminal')).toBe('Terminal 1');
    expect(term('Check-in')).toBe('24/11/2026 11:15');
    expect(term('Check-out')).toBe('27/11/2026 09:30');
    expect(term('Passengers')).toBe('2 when dropping off, 3 when picking up');
    expect(term('Return flight')).toBe('IB3101');
    expect(screen.getByRole('button', { name: 'Modify the booking dates' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Price' })).toBeTruthy();
  });

  it('uses the premium labels for premium products and shows both terminals when they differ', () => {
    book(2, 1, 21, { out_terminal: 22 });
    renderSummary();
    expect(term('Delivery at terminal')).toBe('24/11/2026 11:15');
    expect(term('Collection at terminal')).toBe('27/11/2026 09:30');
    expect(screen.queryByText('Check-in')).toBeNull();
    expect(term('Drop-off terminal')).toBe('Terminal 1');
    expect(term('Pick-up terminal')).toBe('Terminal 2');
    // passengers count only for express and port (spec 5)
    expect(screen.queryByText('Passengers')).toBeNull();
  });

  it('is titled Parking on confirmation and read-only there', () => {
    book(4, 1, 41);
    setOffer(makeOffer());
    renderSummary('/confirmation', { readOnly: true });
    expect(screen.getByRole('heading', { level: 2, name: 'Parking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Modify/ })).toBeNull();
    expect(screen.queryByLabelText('Promotional code')).toBeNull();
  });

  it('hides the price section in urban mode unless a wash is added (spec 2)', () => {
    book(5, 3, 51, { source_mode: 'urban' });
    setOffer(makeOffer());
    const { unmount } = renderSummary();
    expect(screen.queryByRole('heading', { name: 'Price' })).toBeNull();
    expect(screen.queryByLabelText('Promotional code')).toBeNull();
    unmount();
    setOffer(makeOffer({ pvp_wash: 12, price: 42 }));
    renderSummary();
    expect(screen.getByRole('heading', { name: 'Price' })).toBeTruthy();
    expect(screen.getByLabelText('Promotional code')).toBeTruthy();
  });
});

describe('ChangeDatesDialog', () => {
  it('disables confirm while the exit is before the entry, and a new entry resets the exit', () => {
    book(5, 3, 51);
    render(<ChangeDatesDialog catalog={catalogFixture} onClose={() => {}} now={() => NOW} />);
    expect(screen.getByRole('heading', { name: 'Change booking dates' })).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Exit date'), { target: { value: '2026-11-24' } });
    expect(confirm.disabled).toBe(true);
    expect(screen.getByText('The exit must be later than the entry.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Entry date'), { target: { value: '01/12/2026' } });
    expect((screen.getByLabelText('Exit date') as HTMLInputElement).value).toBe('02/12/2026');
    expect(confirm.disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('refuses a stay over 365 days, as the server does', () => {
    book(5, 3, 51);
    render(<ChangeDatesDialog catalog={catalogFixture} onClose={() => {}} now={() => NOW} />);
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    // booked entry 24/11/2026: the exit goes at most to 24/11/2027 (the calendar's own limits
    // are tested in stay-fields/stay-date-fields.test.tsx)
    fireEvent.change(screen.getByLabelText('Exit date'), { target: { value: '2027-11-25' } });
    expect(screen.getByText('A stay can last at most 365 days. Choose an earlier exit.')).toBeTruthy();
    expect(confirm.disabled).toBe(true);
  });

  it('shows a supplied error in a banner and hides the close button', () => {
    book(4, 1, 41, { flight_number: 'IB3101', in_passengers: 1, out_passengers: 1 });
    render(
      <ChangeDatesDialog
        catalog={catalogFixture}
        onClose={() => {}}
        now={() => NOW}
        error={{ reason: 'The car service is not available on these dates' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The car service is not available on these dates');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    // express: passengers and flight are asked, terminals offered
    expect(screen.getByLabelText('Return flight number')).toBeTruthy();
    expect(screen.getByLabelText('Passengers when dropping off')).toBeTruthy();
    expect(screen.getByLabelText('Drop-off terminal')).toBeTruthy();
  });
});

describe('BookingSummary: available vouchers (issue 19, spec 2)', () => {
  const CSRF = 'summary-csrf';
  const voucher = { id: 7, code: 'BIENVENIDA', name: 'Welcome voucher', dto: 10, dto_euro: null, end_date: '2027-06-30 23:59:00', booking_begin_date: null, booking_end_date: null, min_stay_hours: null, id_lot: null, id_product: null, scope: null, type: 'generic' };

  async function asClientWithVouchers() {
    const { setAuth } = await import('../account/session-store');
    const { serverCache } = await import('../../shared/server-cache');
    setAuth({ status: 'ok', type: 'client', expires_in: 3600, csrf_token: CSRF });
    book(4, 1, 41);
    const lot = catalogFixture.cities.flatMap((c) => c.places.flatMap((p) => p.products)).find((p) => p.id === 4)?.idLot;
    const q = new URLSearchParams({ start_date: '2026-11-24 11:15:00', end_date: '2026-11-27 09:30:00', id_lot: String(lot), id_product: '4' });
    await serverCache.fetch(`vouchers:${CSRF}:en:${q.toString()}`, () => Promise.resolve({ promotion_vouchers: [voucher] }));
  }

  afterEach(async () => {
    (await import('../account/session-store')).clearAuth();
    (await import('../../shared/server-cache')).serverCache.invalidate('');
  });

  it('on /services a client sees the section; the summary folds its details while none is chosen', async () => {
    await asClientWithVouchers();
    renderSummary('/services');
    expect(screen.getByRole('region', { name: 'Available vouchers' })).toBeTruthy();
    const fold = screen.getByRole('button', { name: 'Your booking' });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Booking details' })).toBeNull();
    // the vouchers stay in view
    expect(screen.getByRole('checkbox', { name: /Welcome voucher/ })).toBeTruthy();
  });

  it('with a voucher chosen the summary does not fold; on /products there is no section', async () => {
    await asClientWithVouchers();
    setTrip({ voucher_code: 'BIENVENIDA' });
    const { unmount } = renderSummary('/traveler-data', { readOnly: true });
    expect((screen.getByRole('checkbox', { name: /Welcome voucher/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Your booking' })).toBeNull();
    unmount();
    renderSummary('/products');
    expect(screen.queryByRole('region', { name: 'Available vouchers' })).toBeNull();
  });

  it('a guest gets no section and no fold (spec 6)', () => {
    book(4, 1, 41);
    renderSummary('/services');
    expect(screen.queryByRole('region', { name: 'Available vouchers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Your booking' })).toBeNull();
  });
});
