import { madridParts } from '../time/madrid';

/*
 * Card checks (spec 4: card-authentication dialog; spec 8 field errors). The web card form
 * shows them as the traveller types; the api applies the same before asking the payment
 * provider. Each issue names the field, a stable code and the `validation` catalogue key of
 * its message, so browser and server say the same words.
 */

export type CardIssueField = 'card_number' | 'exp_year' | 'cvc';

export interface CardIssue {
  field: CardIssueField;
  code: 'invalid_card_number' | 'card_expired' | 'invalid_cvc';
  /** key in the `validation` catalogue (see VALIDATION_MESSAGE_KEYS) */
  key: 'card_number_invalid' | 'card_expired' | 'card_cvc_invalid';
}

/** The card number as typed, without the spaces and dashes people put in it. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Luhn (ISO/IEC 7812) check digit over 12 to 19 digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card is valid to the end of its expiry month, in Madrid. A two-digit year is 20yy. */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const m = madridParts(now);
  return year < m.year || (year === m.year && expMonth < m.month);
}

export interface CardInput {
  card_number: string;
  exp_month: number | string;
  exp_year: number | string;
  cvc: string;
}

const wholeNumber = (v: number | string): number | null => {
  const s = String(v).trim();
  return /^\d{1,4}$/.test(s) ? Number(s) : null;
};

/**
 * Every issue of a card form, in field order: number (Luhn, 12-19 digits), expiry against `now`,
 * CVC of 3 digits.
 */
export function cardIssues(card: CardInput, now: Date): CardIssue[] {
  const issues: CardIssue[] = [];
  if (!luhnValid(cardDigits(card.card_number))) issues.push({ field: 'card_number', code: 'invalid_card_number', key: 'card_number_invalid' });
  const month = wholeNumber(card.exp_month);
  const year = wholeNumber(card.exp_year);
  // A month outside 1-12 or a blank is the card schema's issue (checkCardRequest), not expiry.
  if (month !== null && month >= 1 && month <= 12 && year !== null && cardExpired(month, year, now)) {
    issues.push({ field: 'exp_year', code: 'card_expired', key: 'card_expired' });
  }
  if (!/^\d{3}$/.test(card.cvc)) issues.push({ field: 'cvc', code: 'invalid_cvc', key: 'card_cvc_invalid' });
  return issues;
}
