import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test-utils';
import { bookingStore, setOffer } from '../booking/booking-store';
import { makeOffer } from './offer-fixture';
import { StepWithSummary } from './step-with-summary';

beforeAll(async () => {
  await setupI18n('es');
});

beforeEach(() => {
  bookingStore.reset();
  setOffer({ ...makeOffer(), price: 80 });
});

afterEach(() => {
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

function renderStep(buttonsAt?: 'summary' | 'main') {
  return render(
    <MemoryRouter initialEntries={['/traveler-data']}>
      <StepWithSummary readOnly buttonsAt={buttonsAt} below={<button type="button">Reservar</button>}>
        <fieldset>
          <legend>Pago</legend>
        </fieldset>
      </StepWithSummary>
    </MemoryRouter>,
  );
}

const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('StepWithSummary (issue 9.5)', () => {
  it('below 1000 px the buttons ride in the sticky bar with the total, after the step', () => {
    viewport(false);
    renderStep();
    const bar = screen.getByRole('group', { name: 'Total y botones de la reserva' });
    expect(within(bar).getByRole('button', { name: 'Reservar' })).toBeTruthy();
    expect(bar.textContent).toMatch(/80,00/);
    expect(follows(screen.getByRole('group', { name: 'Pago' }), bar)).toBe(true);
    // no sidebar here: the summary is in the tab bar's panel
    expect(screen.queryByRole('region', { name: 'Tu reserva' })).toBeNull();
  });

  it('from 1000 px the buttons sit under the summary by default (spec 2)', () => {
    viewport(true);
    renderStep();
    const summary = screen.getByRole('region', { name: 'Tu reserva' });
    expect(follows(summary, screen.getByRole('button', { name: 'Reservar' }))).toBe(true);
    expect(screen.queryByRole('group', { name: 'Total y botones de la reserva' })).toBeNull();
  });

  it('from 1000 px, buttonsAt main puts them right after the step content, before the summary', () => {
    viewport(true);
    renderStep('main');
    const book = screen.getByRole('button', { name: 'Reservar' });
    expect(follows(screen.getByRole('group', { name: 'Pago' }), book)).toBe(true);
    expect(follows(book, screen.getByRole('region', { name: 'Tu reserva' }))).toBe(true);
  });
});
