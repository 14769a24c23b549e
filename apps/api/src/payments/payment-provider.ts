/**
 * What the booking needs from a card payment service. The built-in sandbox implements it
 * (sandbox-provider.ts); a real provider (Stripe, Redsys) would implement the same three
 * calls. The full card number is passed in and must never be stored or logged.
 */
export interface CheckCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  amountCents: number;
  /** our reservation reference, for the provider's records */
  reference: string;
}

export interface CheckCardResult {
  status: 'succeeded' | 'declined' | 'requires_action';
  /** the provider's id of this payment; also the sandbox challenge page's id */
  providerRef: string;
  brand: string;
  last4: string;
  /** where the 3-D Secure challenge page lives (requires_action only) */
  challengeUrl?: string;
}

export type ChallengeOutcome = 'authorise' | 'fail';

export interface PaymentProvider {
  readonly name: string;
  checkCard(input: CheckCardInput): Promise<CheckCardResult>;
  confirmChallenge(providerRef: string, outcome: ChallengeOutcome): Promise<'succeeded' | 'failed'>;
  /** voids or refunds a payment */
  cancel(providerRef: string): Promise<void>;
  /**
   * Issue 17: gives `amountCents` of a succeeded payment back to the card (a cancellation, a
   * cheaper change); partial refunds add up to at most the payment. The provider's refund id.
   */
  refund(providerRef: string, amountCents: number): Promise<{ refundRef: string }>;
}
