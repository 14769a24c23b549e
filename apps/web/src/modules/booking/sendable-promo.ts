import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_PATTERN } from '@parking/domain/pricing/promo';

/**
 * A code worth sending: trimmed, non-empty and shaped like a code. A stored code that cannot
 * be one (a `?promocode=` link with a typo such as 'AB!') is not sent: the server would refuse
 * the whole calculation with a 400, and the services step would show no extras at all.
 */
export function sendablePromo(code: string | null | undefined): string | null {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '' || trimmed.length > PROMO_CODE_MAX_LENGTH || !PROMO_CODE_PATTERN.test(trimmed)) return null;
  return trimmed;
}
