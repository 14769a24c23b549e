import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { setupI18n } from '../../test-utils';
import { bookingStore, setBookingData, setOffer, setTrip } from '../booking/booking-store';
import { clearAuth, setAuth } from '../account/session-store';
import { serverCache } from '../../shared/server-cache';
import { sanitizeHtml } from './sanitize-html';
import { voucherDateText, voucherValueText } from './voucher-view';
import { VoucherList } from './voucher-list';
import VoucherBanner from './voucher-banner';
import { PointsControl } from './points-control';
import { PointsSection, pointsKey } from './points-section';
import { reservationMoneyRows } from './reservation-money';
import { voucherQueryOf } from './use-vouchers';
import type { PromotionVoucher } from './vouchers-api';

const voucher = (over: Partial<PromotionVoucher> = {}): PromotionVoucher => ({
  id: 1,
  code: 'BIENVENIDA',
  name: 'Welcome voucher',
  dto: 10,
  dto_euro: null,
  end_date: '2027-06-30 23:59:00',
  booking_begin_date: null,
  booking_end_date: null,
  min_stay_hours: null,
  id_lot: null,
  id_product: null,
  scope: null,
  type: 'generic',
  ...over,
});

const CSRF = 'csrf-test-token';
const realFetch = globalThis.fetch;
/** Requests the components send (the server is not faked: every request is refused). */
let sent: { url: string; body: unknown }[] = [];

beforeAll(async () => {
  await setupI18n('en');
});

beforeEach(() => {
  sent = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
    return Promise.resolve(new Response(JSON.stringify({ code: 'API_ERROR_VOUCHER_NOT_AVAILABLE', reason: 'This voucher cannot be used for this stay.' }), { status: 400 }));
  }) as typeof fetch;
  bookingStore.reset();
  setBookingData({ productId: 4, placeId: 1, startDate: '2026-12-01 10:00:00', endDate: '2026-12-04 10:00:00' });
});

afterEach(() => {
  globalThis.fetch = realFetch;
  clearAuth();
  serverCache.invalidate('');
  vi.useRealTimers();
});

describe('voucher texts', () => {
  it('decision 0002: a percent wins over euros; euros otherwise; none when 0', () => {
    expect(voucherValueText({ dto: 10, dto_euro: 5 }, 'en')).toBe('10%');
    expect(voucherValueText({ dto: null, dto_euro: 5 }, 'en')).toBe('€5.00');
    expect(voucherValueText({ dto: 0, dto_euro: 0 }, 'en')).toBeNull();
  });
  it('end dates from wire dates or instants, in Madrid', () => {
    expect(voucherDateText('2027-06-30 23:59:00')).toBe('30/06/2027');
    expect(voucherDateText('2027-06-30T22:30:00Z')).toBe('01/07/2027');
    expect(voucherDateText(null)).toBeNull();
  });
  it('spec 8: a booking without dates makes no voucher query', () => {
    expect(voucherQueryOf({ startDate: null, endDate: '2026-12-04 10:00:00', productId: 4, lotId: 1 })).toBeNull();
    expect(voucherQueryOf({ startDate: '2026-12-01 10:00:00', endDate: '2026-12-04 10:00:00', productId: 4, lotId: 1 })).toEqual({
      start_date: '2026-12-01 10:00:00',
      end_date: '2026-12-04 10:00:00',
      id_lot: 1,
      id_product: 4,
    });
  });
});

describe('sanitizeHtml (the description dialog cleans the server HTML once more)', () => {
  it('keeps allowed tags and text, drops script, style, frames, event attributes and script links', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)">Hi <strong>there</strong></p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>' +
        '<a href="javascript:alert(1)">bad</a><a href="data:text/html,x">data</a><a href="https://example.com/t">terms</a><img src=x onerror="alert(1)"><div>kept text</div>',
    );
    expect(out).toContain('<p>Hi <strong>there</strong></p>');
    expect(out).not.toMatch(/script|style|iframe|onclick|onerror|javascript:|data:|<img/i);
    expect(out).toContain('<a>bad</a>');
    expect(out).toContain('<a href="https://example.com/t" rel="noopener noreferrer" target="_blank">terms</a>');
    expect(out).toContain('kept text');
  });
});

describe('VoucherList (spec 2 available vouchers, spec 4 none or one)', () => {
  it('shows each voucher with its name, value and end date, and a labelled more-info button', () => {
    render(<VoucherList vouchers={[voucher(), voucher({ id: 2, code: 'LAVADO5', name: 'Wash voucher', dto: null, dto_euro: 5, end_date: null })]} chosen={null} />);
    expect(screen.getByLabelText(/Welcome voucher/)).toBeTruthy();
    expect(screen.getByText('Discount: 10%')).toBeTruthy();
    expect(screen.getByText('Valid until 30/06/2027')).toBeTruthy();
    expect(screen.getByText('Discount: €5.00')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /More info\s*about/ })).toHaveLength(2);
    expect(screen.getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
  });

  it('the chosen one is checked; choosing sends voucher_code; the server refusal shows next to it', async () => {
    const { rerender } = render(<VoucherList vouchers={[voucher(), voucher({ id: 2, code: 'OTRO', name: 'Other' })]} chosen="OTRO" />);
    expect((screen.getByLabelText(/Other/) as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(screen.getByLabelText(/Welcome voucher/));
    const calc = sent.find((r) => r.url.startsWith('/api/offers/calculate'));
    expect(calc?.body).toMatchObject({ voucher_code: 'BIENVENIDA' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This voucher cannot be used for this stay.');
    expect(screen.getByLabelText(/Welcome voucher/).getAttribute('aria-describedby')).toBe(alert.id);
    rerender(<VoucherList vouchers={[voucher()]} chosen={null} />);
  });

  it('toggling the chosen voucher off sends none', async () => {
    setTrip({ voucher_code: 'BIENVENIDA' });
    render(<VoucherList vouchers={[voucher()]} chosen="BIENVENIDA" />);
    await userEvent.setup().click(screen.getByLabelText(/Welcome voucher/));
    const calc = sent.find((r) => r.url.startsWith('/api/offers/calculate'));
    expect(calc?.body).not.toHaveProperty('voucher_code');
  });

  it("the offer's voucher error (in the user's language) shows next to that voucher", () => {
    setOffer({ price: 30, voucher: { id: 1, code: 'BIENVENIDA', name: 'Welcome voucher', error: 'This voucher has expired.' } } as never);
    render(<VoucherList vouchers={[voucher(), voucher({ id: 2, code: 'OTRO', name: 'Other' })]} chosen={null} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('This voucher has expired.');
    expect(alert.closest('[data-voucher]')?.getAttribute('data-voucher')).toBe('BIENVENIDA');
  });
});

describe('VoucherBanner (spec 2, 4, 9)', () => {
  async function renderBanner(path: string) {
    setAuth({ status: 'ok', type: 'client', expires_in: 3600, csrf_token: CSRF });
    // The list the server answered for this stay (the catalogue is not loaded: the trip's lot).
    setTrip({ id_lot: 1 });
    await serverCache.fetch(
      `vouchers:${CSRF}:en:start_date=2026-12-01+10%3A00%3A00&end_date=2026-12-04+10%3A00%3A00&id_lot=1&id_product=4`,
      () => Promise.resolve({ promotion_vouchers: [voucher()] }),
    );
    return render(
      <MemoryRouter initialEntries={[path]}>
        <VoucherBanner />
      </MemoryRouter>,
    );
  }

  it('is not rendered on where-when and confirmation', async () => {
    const { unmount } = await renderBanner('/where-when');
    expect(document.querySelector('[data-voucher-banner]')).toBeNull();
    unmount();
    await renderBanner('/confirmation');
    expect(document.querySelector('[data-voucher-banner]')).toBeNull();
  });

  it('lists the vouchers and closes the list 250 ms after one is chosen', async () => {
    await renderBanner('/services');
    const toggle = screen.getByRole('button', { name: /You have vouchers available \(1\)/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByLabelText(/Welcome voucher/));
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(60);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('a guest asks nothing and sees nothing (spec 6)', () => {
    render(
      <MemoryRouter initialEntries={['/services']}>
        <VoucherBanner />
      </MemoryRouter>,
    );
    expect(document.querySelector('[data-voucher-banner]')).toBeNull();
    expect(sent.filter((r) => r.url.includes('promotion_vouchers'))).toEqual([]);
  });

  it('spec 8: a client booking without dates warns on the console and asks nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAuth({ status: 'ok', type: 'client', expires_in: 3600, csrf_token: CSRF });
    setBookingData({ startDate: null });
    render(
      <MemoryRouter initialEntries={['/services']}>
        <VoucherBanner />
      </MemoryRouter>,
    );
    expect(warn).toHaveBeenCalled();
    expect(sent.filter((r) => r.url.includes('promotion_vouchers'))).toEqual([]);
    warn.mockRestore();
  });
});

describe('PointsControl (spec 2 points line, spec 4)', () => {
  async function asClient(points: number) {
    setAuth({ status: 'ok', type: 'client', expires_in: 3600, csrf_token: CSRF });
    await serverCache.fetch(`account:me:${CSRF}`, () => Promise.resolve({ type: 'client', points } as never));
  }

  it('offers "use my points" with the balance and sends use_points', async () => {
    await asClient(12.5);
    render(<PointsControl pointsApplied={0} />);
    const button = screen.getByRole('button', { name: 'Use my points (balance €12.50)' });
    await userEvent.setup().click(button);
    expect(sent.find((r) => r.url.startsWith('/api/offers/calculate'))?.body).toMatchObject({ use_points: true });
    expect((await screen.findByRole('alert')).textContent).toBe('This voucher cannot be used for this stay.');
  });

  it('applied once the offer prices points; removable, which prices again without them', async () => {
    await asClient(12.5);
    setTrip({ use_points: true });
    render(<PointsControl pointsApplied={7.25} />);
    expect(screen.getByText('Points applied: €7.25')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove the points' }));
    const body = sent.find((r) => r.url.startsWith('/api/offers/calculate'))?.body;
    expect(body).not.toHaveProperty('use_points');
  });

  it('nothing for a client without points, or a guest', async () => {
    await asClient(0);
    const { container, unmount } = render(<PointsControl pointsApplied={0} />);
    expect(container.innerHTML).toBe('');
    unmount();
    clearAuth();
    expect(render(<PointsControl pointsApplied={0} />).container.innerHTML).toBe('');
  });
});

describe('PointsSection (account points)', () => {
  it('shows the balance, pending points and the history, newest first', async () => {
    setAuth({ status: 'ok', type: 'client', expires_in: 3600, csrf_token: CSRF });
    await serverCache.fetch(pointsKey(CSRF), () =>
      Promise.resolve({
        balance: 5.25,
        pending: 1.5,
        records: [
          { id: 3, kind: 'earned' as const, points: 1.5, booking_number: 'PK-000123', created_at: '2026-11-20T10:00:00Z', available_at: '2099-01-01T10:00:00Z' },
          { id: 2, kind: 'spent' as const, points: -7.25, booking_number: 'PK-000100', created_at: '2026-11-10T10:00:00Z', available_at: null },
          { id: 1, kind: 'opening' as const, points: 12.5, booking_number: null, created_at: '2026-01-01T10:00:00Z', available_at: null },
        ],
      }),
    );
    render(<PointsSection />);
    expect(document.querySelector('[data-points="balance"] dd')?.textContent).toBe('€5.25');
    expect(document.querySelector('[data-points="pending"] dd')?.textContent).toBe('€1.50');
    const rows = [...document.querySelectorAll('[data-points-history] tbody tr')].map((r) => r.getAttribute('data-kind'));
    expect(rows).toEqual(['earned', 'spent', 'opening']);
    expect(screen.getByText('−€7.25')).toBeTruthy();
    expect(screen.getByText(/available on 01\/01\/2099/)).toBeTruthy();
  });

  it('loading, then an error state when the server refuses', async () => {
    setAuth({ status: 'ok', type: 'client', expires_in: 3600, csrf_token: CSRF });
    render(<PointsSection />);
    expect(screen.getByRole('status').textContent).toBe('Loading your points');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your points. Please try again later.');
  });
});

describe('reservationMoneyRows (confirmation: voucher used, points used and earned)', () => {
  it('names the voucher and the points, and nothing when none', () => {
    const t = (k: string, v?: Record<string, string>) => `${k}${v ? JSON.stringify(v) : ''}`;
    const euros = (n: number) => `€${n.toFixed(2)}`;
    const r = { voucher: { code: 'BIENVENIDA', name: 'Welcome', amount: 3 }, points_used: 7.25, points_earned: 0 } as unknown as ReservationView;
    expect(reservationMoneyRows(r, t, euros)).toEqual([
      ['confirmation.voucher', 'confirmation.voucherValue{"name":"Welcome","code":"BIENVENIDA","amount":"€3.00"}'],
      ['confirmation.pointsUsed', '€7.25'],
    ]);
    expect(reservationMoneyRows({ points_earned: 1.5 } as unknown as ReservationView, t, euros)).toEqual([['confirmation.pointsEarned', '€1.50']]);
    expect(reservationMoneyRows({} as ReservationView, t, euros)).toEqual([]);
    expect(reservationMoneyRows({ price_lines: { pvp_voucher: 4.5 } } as unknown as ReservationView, t, euros)).toEqual([['confirmation.voucher', '\u2212€4.50']]);
  });
});
