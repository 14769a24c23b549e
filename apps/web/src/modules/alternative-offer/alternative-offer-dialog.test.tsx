import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test-utils';
import { AlternativeOfferDialog } from './alternative-offer-dialog';
import { parseAlternativeOffer } from '../offers/parse-alternative-offer';

const details = {
  alternative_offer: {
    message: 'Express El Prat is full on these dates.',
    description: 'Premium El Prat has room for your whole stay.',
    alternative_product: { id: 2, name: 'Premium El Prat', total_price: 61.2 },
  },
};

beforeAll(async () => {
  await setupI18n('en');
});

describe('parseAlternativeOffer', () => {
  it('reads details.alternative_offer and refuses incomplete ones', () => {
    expect(parseAlternativeOffer(details)).toEqual({
      message: 'Express El Prat is full on these dates.',
      description: 'Premium El Prat has room for your whole stay.',
      product: { id: 2, name: 'Premium El Prat', totalPrice: 61.2 },
    });
    expect(parseAlternativeOffer({ alternative_offer: { message: 'x' } })).toBeNull();
    expect(parseAlternativeOffer(null)).toBeNull();
  });
});

describe('AlternativeOfferDialog', () => {
  it('shows the spec 8 title, the message, the product and its total; confirm and cancel', async () => {
    const offer = parseAlternativeOffer(details);
    if (!offer) throw new Error('fixture must parse');
    const onConfirm = vi.fn(async () => null);
    const onCancel = vi.fn();
    render(<AlternativeOfferDialog offer={offer} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'This product is not available' });
    expect(dialog).toBeTruthy();
    expect(screen.getByText('Express El Prat is full on these dates.')).toBeTruthy();
    expect(screen.getByText('Premium El Prat')).toBeTruthy();
    expect(screen.getByText('€61.20')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change product' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the reason when the switch fails', async () => {
    const offer = parseAlternativeOffer(details);
    if (!offer) throw new Error('fixture must parse');
    render(<AlternativeOfferDialog offer={offer} onConfirm={async () => 'No room left either'} onCancel={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change product' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No room left either');
  });
});
