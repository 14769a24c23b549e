import { randomBytes } from 'node:crypto';
import type { ChallengeOutcome, CheckCardInput, CheckCardResult, PaymentProvider } from './payment-provider';

/** Test cards, as in a payment service's test mode. Any other number is declined. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requires3ds: '4000000000003220',
} as const;

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/**
 * The built-in sandbox: no network, decides by the test number. The challenge page is ours
 * (payment-routes.ts), so confirmChallenge simply reports the button the user pressed.
 */
/** A refund the sandbox made (issue 17): what a real provider's dashboard would list. */
export interface SandboxRefund {
  refundRef: string;
  providerRef: string;
  amountCents: number;
}

export interface SandboxProvider extends PaymentProvider {
  /** every refund made, in order (tests and the dev outbox read it) */
  readonly refunds: readonly SandboxRefund[];
}

export function createSandboxProvider(): SandboxProvider {
  const refunds: SandboxRefund[] = [];
  return {
    refunds,
    name: 'sandbox',
    async checkCard(input: CheckCardInput): Promise<CheckCardResult> {
      const providerRef = `sbx_${randomBytes(12).toString('hex')}`;
      const base = { providerRef, brand: cardBrand(input.number), last4: input.number.slice(-4) };
      if (input.number === SANDBOX_CARDS.succeeds) return { ...base, status: 'succeeded' };
      if (input.number === SANDBOX_CARDS.requires3ds) {
        return { ...base, status: 'requires_action', challengeUrl: `/api/payments/sandbox/challenge/${providerRef}` };
      }
      return { ...base, status: 'declined' };
    },
    async confirmChallenge(_providerRef: string, outcome: ChallengeOutcome) {
      return outcome === 'authorise' ? 'succeeded' : 'failed';
    },
    async cancel() {},
    async refund(providerRef: string, amountCents: number) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new Error('sandbox refund: amount must be positive cents');
      const refundRef = `sbx_re_${randomBytes(12).toString('hex')}`;
      refunds.push({ refundRef, providerRef, amountCents });
      return { refundRef };
    },
  };
}
