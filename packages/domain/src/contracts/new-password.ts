import * as z from 'zod';
import { personName, requiredEmail } from '../validation/forms';
import { FIELD_LIMITS } from '../validation/messages';
import { passwordProblem, type PasswordContext } from '../validation/password';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/password-limits';
import { accountLang, base64Password, msg, socialLoginRequest } from './account-wire';

/**
 * The contracts that set a new password: sign-up and password reset (spec 5; issue 18.6,
 * NIST 800-63B through validation/password.ts). A module of its own because the password
 * rule carries the common-password list (validation/common-passwords.ts, ~30 KB): only the
 * sign-up and reset screens and routes import this file, so the list stays out of the web's
 * first screen and of the login dialog's code. account.ts re-exports the types only.
 */

/** Adds the issue for passwordProblem's answer: min_length keeps its {{min}} (toValidationMessage reads `minimum`). */
function addPasswordIssue(ctx: z.RefinementCtx, password: string, context: PasswordContext, path: PropertyKey[] = []): void {
  const problem = passwordProblem(password, context);
  if (!problem) return;
  if (problem.key === 'min_length') {
    ctx.addIssue({ code: 'too_small', origin: 'string', minimum: PASSWORD_MIN_LENGTH, inclusive: true, message: 'min_length', path });
  } else if (problem.key === 'max_length') {
    ctx.addIssue({ code: 'too_big', origin: 'string', maximum: PASSWORD_MAX_LENGTH, inclusive: true, message: 'max_length', path });
  } else {
    ctx.addIssue({ code: 'custom', message: problem.key, path });
  }
}

/**
 * A new password: required, 8 to 200 characters (spec 5 "password required min 8"), and
 * passwordProblem's checks that need nothing else (common, sequence, the site's name).
 * The e-mail and name checks run on the whole sign-up body (`contextChecked` below); the
 * reset body has no e-mail, so the api runs passwordProblem(password, { email }) there.
 */
export const newPassword = z
  .string(msg('required'))
  .min(1, { ...msg('required'), abort: true })
  .min(PASSWORD_MIN_LENGTH, { ...msg('min_length'), abort: true })
  .max(PASSWORD_MAX_LENGTH, { ...msg('max_length'), abort: true })
  .superRefine((v, ctx) => addPasswordIssue(ctx, v, {}));

/** Runs only when the password and the fields it is compared with passed their own checks. */
const contextFieldsClean = (payload: z.core.ParsePayload) =>
  typeof payload.value === 'object' &&
  payload.value !== null &&
  !payload.issues.some((i) => (i.path?.length ?? 0) === 0 || ['password', 'email', 'name', 'surname'].includes(String(i.path?.[0])));

/** Sign-up: the password must not contain the e-mail or the person's name (NIST "context-specific words"). */
function contextChecked<T extends { password?: string | undefined; email: string; name: string; surname: string }>(v: T, ctx: z.RefinementCtx<T>): void {
  if (typeof v.password !== 'string' || v.password === '') return;
  addPasswordIssue(ctx, v.password, { email: v.email, names: [v.name, v.surname] }, ['password']);
}

// ---- Sign-up -----------------------------------------------------------------------------

const signUpFields = {
  name: personName(FIELD_LIMITS.name),
  surname: personName(FIELD_LIMITS.surname),
  email: requiredEmail,
  privacy: z.literal(true, msg('privacy_required')),
  accept_promos: z.boolean(msg('invalid_value')).default(false),
  accept_newsletter: z.boolean(msg('invalid_value')).default(false),
};

/** Spec 5 sign-up: password required min 8, not in social mode. */
export function signUpFormSchema({ social }: { social: boolean }) {
  return z
    .object({ ...signUpFields, password: social ? z.string().optional() : newPassword }, msg('invalid_value'))
    .superRefine((v, ctx) => {
      if (!social) contextChecked(v, ctx);
    }, { when: contextFieldsClean });
}
export type SignUpFormValues = z.output<ReturnType<typeof signUpFormSchema>>;

/**
 * POST /api/auth/signup -> 201 AuthToken (logged in at once) | 409 API_ERROR_ACCOUNT_EXISTS.
 * With `social` the provider token is verified and the password omitted; `reservation_id`
 * with its access token links a guest booking just made (spec 7 "create user").
 */
export const signUpRequest = z
  .object(
    {
      ...signUpFields,
      password: base64Password(newPassword).optional(),
      social: socialLoginRequest.optional(),
      lang: accountLang.default('es'),
      /**
       * The reservation_token of a guest booking just made (its confirmation): the booking joins
       * the new account when its e-mail is the account's. Ignored otherwise; the sign-up succeeds.
       */
      reservation_token: z.string(msg('invalid_value')).max(200, msg('max_length')).optional(),
    },
    msg('invalid_value'),
  )
  .superRefine((v, ctx) => {
    if (!v.social && v.password === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['password'] });
  })
  .superRefine((v, ctx) => {
    if (!v.social) contextChecked(v, ctx);
  }, { when: contextFieldsClean });
export type SignUpRequest = z.input<typeof signUpRequest>;

// ---- Password reset ----------------------------------------------------------------------

export const resetFormSchema = z
  .object({ password: newPassword, confirm: z.string(msg('required')) }, msg('invalid_value'))
  .refine((v) => v.password === v.confirm, { message: 'password_mismatch', path: ['confirm'] });
export type ResetFormValues = z.output<typeof resetFormSchema>;
/**
 * POST /api/auth/reset -> 204 (every session of the account ends) | 400 API_ERROR_RESET_TOKEN_INVALID.
 * The body knows no e-mail: once the token names the account, the route checks
 * passwordProblem(password, { email }) (validation/password.ts) and answers 400 with its key.
 */
export const resetRequest = z.object(
  { token: z.string(msg('required')).min(1, msg('required')).max(200, msg('max_length')), password: base64Password(newPassword) },
  msg('invalid_value'),
);
export type ResetRequest = z.input<typeof resetRequest>;
