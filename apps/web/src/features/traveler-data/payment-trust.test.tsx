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
    render(<CancellationTerms />);
    const region = screen.getByRole('region', { name: 'Cancelación gratuita' });
    expect(region.textContent).toContain('Puedes cancelar tu reserva sin coste');
  });
});
