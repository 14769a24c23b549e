import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test-utils';
import { bookingStore, setBookingData, setOffer } from '../booking/booking-store';
import { catalogFixture } from '../catalog/catalog-fixture';
import { BookingSummaryView } from './booking-summary';
import { makeOffer } from './offer-fixture';
import { StickyActions } from './sticky-actions';

beforeAll(async () => {
  await setupI18n('es');
});

beforeEach(() => {
  bookingStore.reset();
  setBookingData({ startDate: '2026-11-24 11:15:00', endDate: '2026-11-27 09:30:00', placeId: 1, productId: 4, cityId: 1 });
});

const bar = () => screen.getByRole('group', { name: 'Total y botones de la reserva' });

describe('StickyActions (issue 9.5: total and buttons at the bottom of narrow screens)', () => {
  it('shows the same total as the summary price block, from the same offer', () => {
    setOffer({ ...makeOffer(), price: 123.45 });
    render(
      <MemoryRouter initialEntries={['/services']}>
        <BookingSummaryView catalog={catalogFixture} />
        <StickyActions>
          <button type="button">Continuar</button>
        </StickyActions>
      </MemoryRouter>,
    );
    const summaryTotal = screen.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent;
    expect(summaryTotal).toMatch(/123,45/);
    expect(bar().textContent).toContain(summaryTotal);
    expect(screen.getByRole('button', { name: 'Continuar' }).closest('[role="group"]')).toBe(bar());
  });

  it('follows a new offer without recomputing anything', () => {
    setOffer({ ...makeOffer(), price: 50 });
    render(
      <StickyActions>
        <span />
      </StickyActions>,
    );
    expect(bar().textContent).toMatch(/50,00/);
  });

  it('has no total before an offer exists, only the buttons', () => {
    render(
      <StickyActions>
        <button type="button">Reservar</button>
      </StickyActions>,
    );
    expect(bar().textContent).not.toMatch(/Total/);
    expect(screen.getByRole('button', { name: 'Reservar' })).toBeTruthy();
  });
});
