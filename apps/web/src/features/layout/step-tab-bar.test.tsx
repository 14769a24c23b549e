import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt, setupI18n } from '../../test-utils';
import { bookingStore } from '../booking/booking-store';
import { StepTabBar, summaryButtonVisible } from './step-tab-bar';

beforeAll(() => setupI18n('es'));
afterEach(() => bookingStore.reset());

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
    bookingStore.setBooking({ startDate: '2030-05-01 10:00:00', endDate: '2030-05-03 18:30:00' });
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
    bookingStore.setBooking({ startDate: '2030-05-01 10:00:00', endDate: '2030-05-03 18:30:00' });
    bookingStore.setOffer({ price: 42.5 } as never);
    renderAt('/products', <StepTabBar />);
    expect(screen.getByText('01/05/2030 10:00')).toBeTruthy();
    expect(screen.getByText('03/05/2030 18:30')).toBeTruthy();
    // Intl puts a no-break space before the euro sign
    const price = screen.getByText((_, el) => el?.tagName === 'SPAN' && /^Precio: 42,50\s€$/.test(el.textContent ?? ''));
    expect(price).toBeTruthy();
  });

  it('shows a labelled spinner while a price calculation is in flight', async () => {
    let finish!: () => void;
    const pending = bookingStore.trackOffer(new Promise<void>((r) => (finish = r)));
    renderAt('/products', <StepTabBar />);
    expect(screen.getByRole('status').textContent).toBe('Calculando el precio');
    finish();
    await pending;
    expect(screen.queryByRole('status')).toBeNull();
  });
});
