import type { SocialProvider as SocialType } from '@parking/domain/contracts/account';
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { OidcConfig } from '../../config/config';
import { type SocialIdentity, type SocialLoginProvider, SocialTokenInvalid, splitName } from './provider';

/** The providers' published issuers and keys. */
export const OIDC_DEFAULTS: Record<'google' | 'apple', { issuer: string[]; jwksUrl: string }> = {
  google: { issuer: ['https://accounts.google.com', 'accounts.google.com'], jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
  apple: { issuer: ['https://appleid.apple.com'], jwksUrl: 'https://appleid.apple.com/auth/keys' },
};

/** Seconds of clock difference tolerated on exp/iat/nbf. */
const CLOCK_TOLERANCE = 30;

/**
 * Google or Apple sign-in: the browser's ID token (a JWT) is verified here with jose: the
 * signature against the provider's JWKS (fetched and cached by createRemoteJWKSet, or `keys`
 * given by a test), the issuer, the audience (our client id) and the expiry at `now`.
 */
export function oidcProvider(type: 'google' | 'apple', config: OidcConfig, keys?: JWTVerifyGetKey): SocialLoginProvider {
  const defaults = OIDC_DEFAULTS[type];
  const issuer = config.issuer ? [config.issuer] : defaults.issuer;
  const jwks = keys ?? createRemoteJWKSet(new URL(config.jwksUrl ?? defaults.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return {
    type: type as SocialType,
    clientId: config.clientId,
    async verify(token: string, now: Date): Promise<SocialIdentity> {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          issuer,
          audience: config.clientId,
          currentDate: now,
          clockTolerance: CLOCK_TOLERANCE,
          algorithms: ['RS256', 'ES256'],
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (err) {
        // The reason stays on the server (not logged with the token); the answer is one 401.
        const why = err instanceof errors.JOSEError ? err.code : 'ERR_UNEXPECTED';
        throw new SocialTokenInvalid(why);
      }
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new SocialTokenInvalid('ERR_NO_SUBJECT');
      const email = typeof payload.email === 'string' && payload.email.includes('@') ? payload.email.trim().toLowerCase() : null;
      // Apple sends "true" as a string, Google a boolean.
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      return { provider: type, subject: payload.sub, email, emailVerified: email !== null && verified, ...splitName(payload.given_name, payload.family_name, payload.name) };
    },
  };
}
