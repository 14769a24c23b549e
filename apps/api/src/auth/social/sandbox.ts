import { createHash, randomBytes } from 'node:crypto';
import type { SocialProvider as SocialType } from '@parking/domain/contracts/account';
import { jwtVerify, SignJWT } from 'jose';
import { type SocialIdentity, type SocialLoginProvider, SocialTokenInvalid } from './provider';

/**
 * Sandbox social providers (SOCIAL_SANDBOX: development and browser tests, never by default,
 * never in production). GET /api/dev/social-token (DEV_ROUTES=on only) hands out a token for
 * any e-mail and name; the sandbox provider of that type accepts it. The key is a random
 * secret of this process (issue 18.3: a key derived from a public string let anyone mint a
 * token for any e-mail): only the process that minted a token accepts it.
 */
const SANDBOX_KEY = randomBytes(32);
const ISSUER = 'urn:parking:social-sandbox';
export const SANDBOX_CLIENT_ID = 'sandbox';
const TTL_SECONDS = 10 * 60;

export interface SandboxIdentityInput {
  type: SocialType;
  email: string | null;
  name: string | null;
  surname: string | null;
  subject?: string;
}

export async function sandboxToken(input: SandboxIdentityInput, now: Date): Promise<string> {
  const subject = input.subject ?? `sandbox-${createHash('sha256').update(input.email ?? '').digest('hex').slice(0, 16)}`;
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: input.email, email_verified: input.email !== null, given_name: input.name, family_name: input.surname })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(`${SANDBOX_CLIENT_ID}:${input.type}`)
    .setSubject(subject)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TTL_SECONDS)
    .sign(SANDBOX_KEY);
}

export function sandboxProvider(type: SocialType): SocialLoginProvider {
  return {
    type,
    clientId: SANDBOX_CLIENT_ID,
    async verify(token: string, now: Date): Promise<SocialIdentity> {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, SANDBOX_KEY, { issuer: ISSUER, audience: `${SANDBOX_CLIENT_ID}:${type}`, currentDate: now, algorithms: ['HS256'] }));
      } catch {
        throw new SocialTokenInvalid('SANDBOX_TOKEN');
      }
      const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
      const email = str(payload.email)?.toLowerCase() ?? null;
      return { provider: type, subject: payload.sub!, email, emailVerified: email !== null && payload.email_verified === true, name: str(payload.given_name), surname: str(payload.family_name) };
    },
  };
}
