import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test-utils';
import { makeOffer } from './offer-fixture';
import { PriceBlock } from './price-block';
import { PromoInput } from './promo-input';

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s/g, ' ');
const line = (name: string) => document.querySelector(`[data-line="${name}"]`);

beforeAll(async () => {
  await setupI18n('en');
});

describe('PriceBlock', () => {
  it('shows each non-zero line with its amount and the total, and nothing else', () => {
    const offer = makeOffer({
      price: 44.5,
      pvp_product_raw: 30,
      pvp_wash: 12,
      pvp_product_option: 5.5,
      pvp_promotion: 3,
      total_without_promo: 47.5,
      promos: [{ code: 'WELCOME10', name: 'Welcome 10%', error: null }],
      promoLoaded: 1,
    });
    render(<PriceBlock offer={offer} productName="Express El Prat" pending={false} />);
    const rows = [...document.querySelectorAll('[data-line]')].map((el) => el.getAttribute('data-line'));
    expect(rows).toEqual(['product', 'space', 'wash', 'totalWithoutPromo', 'promo', 'total']);
    expect(text(line('product'))).toBe('Express El Prat€30.00');
    expect(text(line('space'))).toBe('Selected space€5.50');
    expect(text(line('wash'))).toBe('Wash€12.00');
    expect(text(line('promo'))).toBe('Promotion: Welcome 10%\u2212€3.00');
    expect(text(line('total'))).toBe('Total€44.50');
    expect(line('total')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText('Double space')).toBeNull();
    expect(screen.getByText('Taxes included (21% VAT).')).toBeTruthy();
    expect(screen.getByText('Free cancellation until 24 hours before drop-off')).toBeTruthy();
  });

  it("drops the 'pay in parking' note for a reservation already paid by card (spec 2 Price block notes)", () => {
    const offer = makeOffer({ price: 30, pvp_product_raw: 30, total_without_promo: 30 });
    const { unmount } = render(<PriceBlock offer={offer} productName="Express El Prat" pending={false} readOnly />);
    expect(screen.getByText('Pay at the car park')).toBeTruthy();
    unmount();
    render(<PriceBlock offer={offer} productName="Express El Prat" pending={false} readOnly paidByCard startDate="2026-12-01 10:00:00" />);
    expect(screen.queryByText('Pay at the car park')).toBeNull();
    // Issue 17.1: the terms in words with the date (24 h before the drop-off).
    expect(screen.getByText(/^Free cancellation until 30\/11\/2026 10:00\. After that, the parking is not refunded/)).toBeTruthy();
  });

  it('says the Barcelona taxes sentence when the offer says so', () => {
    render(<PriceBlock offer={makeOffer({ taxes: 'taxes_included_barcelona' })} productName={null} pending={false} />);
    expect(screen.getByText(/Barcelona car-park taxes/)).toBeTruthy();
  });

  it('shows a labelled spinner while a calculation is pending', () => {
    render(<PriceBlock offer={makeOffer()} productName="X" pending />);
    expect(screen.getByRole('status').textContent).toBe('Calculating the price');
  });

  it('has no promo input when read-only', () => {
    const { rerender } = render(<PriceBlock offer={makeOffer()} productName="X" pending={false} />);
    expect(screen.getByLabelText('Promotional code')).toBeTruthy();
    rerender(<PriceBlock offer={makeOffer()} productName="X" pending={false} readOnly />);
    expect(screen.queryByLabelText('Promotional code')).toBeNull();
  });
});

describe('PromoInput', () => {
  it('disables Validate while the code is empty (spec 5)', async () => {
    render(<PromoInput offer={makeOffer()} />);
    const validate = screen.getByRole('button', { name: 'Validate' }) as HTMLButtonElement;
    expect(validate.disabled).toBe(true);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Promotional code'), '   ');
    expect(validate.disabled).toBe(true);
    await user.type(screen.getByLabelText('Promotional code'), 'WELCOME10');
    expect(validate.disabled).toBe(false);
  });

  it('shows the applied code and name with a Remove button', () => {
    render(<PromoInput offer={makeOffer({ promos: [{ code: 'WELCOME10', name: 'Welcome 10%', error: null }], promoLoaded: 1 })} />);
    expect(screen.getByText('WELCOME10')).toBeTruthy();
    expect(screen.getByText(/Welcome 10%/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the code WELCOME10' })).toBeTruthy();
    expect(screen.queryByLabelText('Promotional code')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the offer's promo error in a closable alert", async () => {
    render(<PromoInput offer={makeOffer({ promos: [{ code: 'OLD', name: '', error: 'This code expired on 01/01/2026' }] })} />);
    expect(screen.getByRole('alert').textContent).toContain('This code expired on 01/01/2026');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Promotional code')).toBeTruthy();
  });

  it("a code no promo can have is 'Invalid code' at once, without asking the server (spec 8)", async () => {
    const calls: unknown[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((...args: unknown[]) => {
      calls.push(args);
      return Promise.reject(new Error('no request expected'));
    }) as typeof fetch;
    try {
      render(<PromoInput offer={makeOffer()} />);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Promotional code'), 'WELCOME 10!');
      await user.click(screen.getByRole('button', { name: 'Validate' }));
      expect(screen.getByRole('alert').textContent).toContain('Invalid code');
      expect((screen.getByLabelText('Promotional code') as HTMLInputElement).value).toBe('');
      expect(calls).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it("shows the error of a code the input did not send (a ?promocode= link), once, closable", async () => {
    const { rerender } = render(<PromoInput offer={makeOffer()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    const refused = makeOffer({ promos: [{ code: 'LINK', name: '', error: 'Invalid code' }], promoLoaded: 0 });
    rerender(<PromoInput offer={refused} />);
    expect(screen.getByRole('alert').textContent).toContain('Invalid code');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // The next calculation no longer carries the code (current-offer clears it).
    rerender(<PromoInput offer={makeOffer()} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("falls back to 'Invalid code' in the user's language (spec 8)", async () => {
    await setupI18n('es');
    try {
      render(<PromoInput offer={makeOffer({ promos: [{ code: 'NOPE', name: '', error: null }], promoLoaded: 0 })} />);
      expect(screen.getByRole('alert').textContent).toContain('Código no válido');
    } finally {
      await setupI18n('en');
    }
  });
});
