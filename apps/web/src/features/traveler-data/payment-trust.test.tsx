import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test-utils';
import { PaymentChoice } from './payment-choice';
import { CancellationTerms } from './payment-trust';

beforeAll(async () => {
  await setupI18n('es');
});

describe('payment trust notes (issue 9.7)', () => {
  it('the payment choice carries the secure payment note and the three card brands', () => {
    render(<PaymentChoice value="parking" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Pago' });
    expect(group.textContent).toContain('Pago seguro');
    const brands = within(screen.getByRole('list', { name: 'Tarjetas aceptadas' })).getAllByRole('img');
    expect(brands.map((b) => b.getAttribute('aria-label'))).toEqual(['Visa', 'Mastercard', 'American Express']);
  });

  it('the cancellation terms are a titled section in words', () => {
    const { unmount } = render(<CancellationTerms />);
    expect(screen.getByRole('region', { name: 'Cancelación gratuita' }).textContent).toContain('Cancelación gratuita hasta 24 horas antes de la entrega');
    unmount();
    // Issue 17.1: with the stay's drop-off, the date free cancellation ends (the one rule, 24 h before).
    render(<CancellationTerms startDate="2026-12-01 10:00:00" />);
    const region = screen.getByRole('region', { name: 'Cancelación gratuita' });
    expect(region.textContent).toContain('Cancelación gratuita hasta el 30/11/2026 10:00. Después, el parking no se reembolsa');
  });
});
