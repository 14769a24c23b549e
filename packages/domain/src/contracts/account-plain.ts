/**
 * The account contract's pieces that need no zod: the social sign-in providers (spec 7) and the
 * base64 password (spec 7: the client login sends the password base64). Apart from the schemas
 * of account-wire.ts (which re-exports them) so that the header's account slot on every page
 * (apps/web features/account: social.ts, auth-actions.ts through the user menu) does not
 * evaluate the account schemas (decision 0046: ~100 ms of a slow phone's main thread).
 */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** UTF-8 safe base64 both ways (spec 7: the client login sends the password base64). */
export function encodePassword(plain: string): string {
  const bytes = new TextEncoder().encode(plain);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

export function decodePassword(b64: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 !== 0) return null;
  try {
    const bin = atob(b64);
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
