import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../test-utils';
import { CardForm, type CardValues, cardErrors } from './card-form';

const NOW = new Date('2026-11-23T21:00:00Z');
const good: CardValues = { card_number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2030', cvc: '123', holder: '' };

describe('cardErrors: the domain card checks, the same words as the server', () => {
  it.each([
    ['a good card', good, {}],
    ['blanks are required', { ...good, card_number: ' ', cvc: '' }, { card_number: { key: 'required' }, cvc: { key: 'required' } }],
    ['a number failing Luhn', { ...good, card_number: '4242 4242 4242 4241' }, { card_number: { key: 'card_number_invalid' } }],
    ['an expired card', { ...good, exp_month: '10', exp_year: '2026' }, { exp_year: { key: 'card_expired' } }],
    ['a 2-digit CVC', { ...good, cvc: '12' }, { cvc: { key: 'card_cvc_invalid' } }],
    ['month 13 is the contract\'s invalid value', { ...good, exp_month: '13' }, { exp_month: { key: 'invalid_value' } }],
  ] as const)('%s', (_t, values, expected) => {
    expect(cardErrors(values, NOW)).toEqual(expected);
  });
});

describe('CardForm', () => {
  beforeAll(() => setupI18n('es'));

  it('a 2-digit CVC says it must have 3 digits (the server\'s words), not a generic invalid value', () => {
    render(<CardForm amount="10,00 €" busy={false} error={null} onSubmit={() => {}} />);
    const cvc = screen.getByLabelText(/CVC|seguridad/i);
    fireEvent.change(cvc, { target: { value: '12' } });
    fireEvent.blur(cvc);
    expect(screen.getByText('El código de seguridad (CVC) debe tener 3 dígitos.')).toBeTruthy();
  });
});
