import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { summarySidebarShown } from '../../modules/booking/steps';
import { renderAt, setupI18n } from '../../test-utils';
import { bookingStore, setBookingData, setOffer, setTrip } from '../../modules/booking/booking-store';
import { makeOffer } from '../../modules/summary/offer-fixture';
import { StepTabBar, summaryButtonVisible } from './step-tab-bar';
import * as offerActions from '../../modules/booking/offer-actions';

beforeAll(() => setupI18n('es'));
afterEach(() => {
  bookingStore.reset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** jsdom has no layout: say whether the 1000 px query matches. */
function viewport(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === '(min-width: 1000px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** A browser whose clock is not Madrid's (spec 1 time-zone warning). */
function browserInNewYork() {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: 'America/New_York' };
  });
}

const runningPrice = () => screen.queryByText((_, el) => el?.tagName === 'SPAN' && /^Precio: \S.*€$/.test(el.textContent ?? ''));
const tzWarning = () => screen.queryAllByRole('note').filter((n) => /hora de Madrid/.test(n.textContent ?? ''));

describe('summaryButtonVisible (spec 2: hidden on where-when and confirmation)', () => {
  it.each([
    ['where-when', false],
    ['products', true],
    ['services', true],
    ['traveler-data', true],
    ['confirmation', false],
    [null, false],
  ] as const)('%s -> %s', (step, visible) => {
    expect(summaryButtonVisible(step)).toBe(visible);
  });
});

describe('StepTabBar', () => {
  it('lists the five steps in order and marks the current one', () => {
    renderAt('/products', <StepTabBar />);
    const nav = screen.getByRole('navigation', { name: 'Pasos de la reserva' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1Dónde y cuándo',
      '2Productos',
      '3Servicios',
      '4Datos del viajero',
      '5Confirmación',
    ]);
    expect(within(nav).getByText('Productos').closest('[aria-current]')).toHaveProperty('ariaCurrent', 'step');
    // the step behind is a link; the steps ahead are not
    expect(within(nav).getByRole('link', { name: /Dónde y cuándo/ })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /Servicios/ })).toBeNull();
  });

  it('hides the summary button on /where-when', () => {
    renderAt('/where-when', <StepTabBar />);
    expect(screen.queryByRole('button', { name: 'Ver resumen' })).toBeNull();
  });

  it('hides the summary button on /confirmation', () => {
    renderAt('/confirmation', <StepTabBar />);
    expect(screen.queryByRole('button', { name: 'Ver resumen' })).toBeNull();
  });

  it('shows the summary button on /products and toggles the summary region', async () => {
    setBookingData({ startDate: '2030-05-01 10:00:00', endDate: '2030-05-03 18:30:00' });
    renderAt('/products', <StepTabBar />);
    const button = screen.getByRole('button', { name: 'Ver resumen' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const region = await screen.findByRole('region', { name: 'Tu reserva' });
    expect(within(region).getByText('01/05/2030 10:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ocultar resumen' })).toBe(button);
  });

  it('shows the booking dates with time in Madrid and the running price in the language', () => {
    setBookingData({ startDate: '2030-05-01 10:00:00', endDate: '2030-05-03 18:30:00' });
    setOffer(makeOffer({ price: 42.5 }));
    renderAt('/products', <StepTabBar />);
    expect(screen.getByText('01/05/2030 10:00')).toBeTruthy();
    expect(screen.getByText('03/05/2030 18:30')).toBeTruthy();
    // Intl puts a no-break space before the euro sign
    const price = screen.getByText((_, el) => el?.tagName === 'SPAN' && /^Precio: 42,50\s€$/.test(el.textContent ?? ''));
    expect(price).toBeTruthy();
  });

  it('shows a labelled spinner while a price calculation is in flight', async () => {
    let finish!: () => void;
    const pending = offerActions.trackOffer(new Promise<void>((r) => (finish = r)));
    renderAt('/products', <StepTabBar />);
    expect(screen.getByRole('status').textContent).toBe('Calculando el precio');
    finish();
    await pending;
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('running price in urban source mode (spec 2 Price block, the summary\'s rule)', () => {
  it('is hidden without wash, car-service or custom extras, spinner included', async () => {
    setTrip({ source_mode: 'urban' });
    setOffer(makeOffer({ price: 12 }));
    renderAt('/services', <StepTabBar />);
    expect(runningPrice()).toBeNull();
    let finish!: () => void;
    const pending = offerActions.trackOffer(new Promise<void>((r) => (finish = r)));
    expect(screen.queryByRole('status')).toBeNull();
    finish();
    await pending;
  });

  it('shows once a wash is added', () => {
    setTrip({ source_mode: 'urban' });
    setOffer(makeOffer({ price: 27, pvp_wash: 15 }));
    renderAt('/services', <StepTabBar />);
    expect(runningPrice()?.textContent).toMatch(/^Precio: 27,00\s€$/);
  });

  it('shows in parking mode without extras', () => {
    setOffer(makeOffer({ price: 12 }));
    renderAt('/services', <StepTabBar />);
    expect(runningPrice()?.textContent).toMatch(/^Precio: 12,00\s€$/);
  });
});

describe('time-zone warning: once per screen, in the summary sidebar when there is one (spec 2)', () => {
  it.each([
    ['where-when', true, false],
    ['products', true, false],
    ['services', true, true],
    ['traveler-data', true, true],
    ['confirmation', true, false],
    ['services', false, false],
    ['traveler-data', false, false],
  ] as const)('%s wide=%s -> sidebar=%s', (step, wide, sidebar) => {
    expect(summarySidebarShown(step, wide)).toBe(sidebar);
  });

  it.each([
    ['/where-when', true, 1],
    ['/products', true, 1],
    ['/services', true, 0],
    ['/traveler-data', true, 0],
    ['/services', false, 1],
    ['/where-when', false, 1],
  ] as const)('the tab bar on %s (wide=%s) shows it %i time(s)', (path, wide, count) => {
    browserInNewYork();
    viewport(wide);
    renderAt(path, <StepTabBar />);
    expect(tzWarning()).toHaveLength(count);
  });
});
