import * as z from 'zod';
import type { ValidationMessageKey } from '../validation/messages';
import { PASSWORD_MAX_LENGTH } from '../validation/password-limits';
import { decodePassword, SOCIAL_PROVIDERS } from './account-plain';

/**
 * Wire pieces the account contract (./account.ts) and the new-password contract
 * (./new-password.ts) share: the base64 password, the account language and the social
 * login body. Apart so that new-password.ts, which carries the common-password list, need
 * not import account.ts, and account.ts (loaded by the login dialog and the header) never
 * imports the list. account.ts re-exports every name here.
 */

export const msg = (key: ValidationMessageKey) => ({ error: key });

/** A password being typed to log in: required, at most PASSWORD_MAX_LENGTH. */
export const loginPassword = z.string(msg('required')).min(1, { ...msg('required'), abort: true }).max(PASSWORD_MAX_LENGTH, msg('max_length'));

/** A base64 password on the wire, decoded and then checked by `rules`. */
export function base64Password(rules: z.ZodType<string, string>) {
  return z
    .string(msg('required'))
    .max(PASSWORD_MAX_LENGTH * 4, msg('max_length'))
    .transform((v, ctx) => {
      const plain = decodePassword(v);
      if (plain === null) {
        ctx.addIssue({ code: 'custom', message: 'invalid_value' });
        return z.NEVER;
      }
      return plain;
    })
    .pipe(rules);
}

export const accountLang = z.enum(['es', 'ca', 'en', 'fr'], msg('invalid_value'));

export { decodePassword, encodePassword, SOCIAL_PROVIDERS, type SocialProvider } from './account-plain';
/**
 * POST /api/auth/social -> 200 AuthToken | 404 API_ERROR_SOCIAL_NOT_REGISTERED with
 * details: SocialPrefill (the sign-up dialog switches to social mode) | 401 API_ERROR_SOCIAL_INVALID_TOKEN.
 * GET /api/auth/social/providers -> { providers: { type, client_id }[] } (only those configured).
 */
export const socialLoginRequest = z.object(
  { type: z.enum(SOCIAL_PROVIDERS, msg('invalid_value')), token: z.string(msg('required')).min(1, msg('required')).max(8192, msg('max_length')) },
  msg('invalid_value'),
);
export type SocialLoginRequest = z.input<typeof socialLoginRequest>;
