import type { SocialProvider as SocialType } from '@parking/domain/contracts/account';
import { DomainError } from '@parking/domain/errors/codes';

/** What a provider vouches for once its token is verified. */
export interface SocialIdentity {
  provider: SocialType;
  /** the provider's stable user id (OpenID `sub`, Facebook user id) */
  subject: string;
  email: string | null;
  /** whether the provider says the e-mail is its owner's (only then may it join an existing account) */
  emailVerified: boolean;
  name: string | null;
  surname: string | null;
}

/**
 * A social login provider behind one interface (issue 10): a real implementation per provider
 * (oidc.ts for Google and Apple, facebook.ts) and a sandbox (sandbox.ts) for development and
 * browser tests. `verify` throws SocialTokenInvalid for any token it cannot vouch for.
 */
export interface SocialLoginProvider {
  type: SocialType;
  /** given to the browser's sign-in button (GET /api/auth/social/providers) */
  clientId: string;
  verify(token: string, now: Date): Promise<SocialIdentity>;
}

export class SocialTokenInvalid extends DomainError {
  constructor(readonly why: string) {
    super('API_ERROR_SOCIAL_INVALID_TOKEN');
  }
}

/** Given and family names from a full name when the provider gives only that. */
export function splitName(given: unknown, family: unknown, full: unknown): { name: string | null; surname: string | null } {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const name = text(given);
  const surname = text(family);
  if (name || surname) return { name, surname };
  const whole = text(full);
  if (!whole) return { name: null, surname: null };
  const [first, ...rest] = whole.split(/\s+/);
  return { name: first ?? null, surname: rest.length ? rest.join(' ') : null };
}
