import { describe, expect, it } from 'vitest';
import { decodePassword, defaultProfileRequest, encodePassword, loginRequest } from './account';
import { toValidationMessage } from '../validation/messages';
import { resetFormSchema, resetRequest, signUpFormSchema, signUpRequest } from './new-password';

describe('account contract (issue 10; spec 5 login and sign-up validation)', () => {
  it.each([
    ['secret12', 'c2VjcmV0MTI='],
    ['contraseña€', encodePassword('contraseña€')],
  ])('base64 password round trip %s', (plain, b64) => {
    expect(encodePassword(plain)).toBe(b64);
    expect(decodePassword(b64)).toBe(plain);
  });

  it.each(['%%%', 'abc', '/w=='])('rejects a body that is not base64 UTF-8: %s', (b64) => {
    expect(decodePassword(b64)).toBeNull();
  });

  it.each([
    // [spec 5 rule, body, ok, first message]
    ['Login individual: e-mail required and valid, password required (sent base64)', { email: 'a@b.es', password: encodePassword('x') }, true, null],
    ['e-mail required', { email: '', password: encodePassword('x') }, false, 'required'],
    ['e-mail valid', { email: 'nope', password: encodePassword('x') }, false, 'invalid_email'],
    ['password required', { email: 'a@b.es', password: '' }, false, 'required'],
    ['password not base64', { email: 'a@b.es', password: '***' }, false, 'invalid_value'],
  ])('%s', (_rule, body, ok, message) => {
    const r = loginRequest.safeParse(body);
    expect(r.success).toBe(ok);
    if (!r.success) expect(r.error.issues[0]?.message).toBe(message);
  });

  const signUp = { name: 'Ana', surname: 'Pérez', email: 'ana@example.es', privacy: true as const };
  it.each([
    ['Sign-up: name required max 150', { ...signUp, name: 'x'.repeat(151), password: 'secret12' }, false, 'max_length'],
    ['surname required', { ...signUp, surname: ' ', password: 'secret12' }, false, 'required'],
    ['password required min 8 (not in social mode)', { ...signUp, password: 'short' }, false, 'min_length'],
    ['privacy policy ticked', { ...signUp, privacy: false, password: 'secret12' }, false, 'privacy_required'],
    ['promos and newsletter optional', { ...signUp, password: 'secret12' }, true, null],
  ])('%s', (_rule, body, ok, message) => {
    const r = signUpFormSchema({ social: false }).safeParse(body);
    expect(r.success).toBe(ok);
    if (!r.success) expect(r.error.issues[0]?.message).toBe(message);
  });

  it('social mode needs no password, password mode on the wire does', () => {
    expect(signUpFormSchema({ social: true }).safeParse(signUp).success).toBe(true);
    expect(signUpRequest.safeParse(signUp).success).toBe(false);
    expect(signUpRequest.safeParse({ ...signUp, social: { type: 'google', token: 't' } }).success).toBe(true);
    expect(signUpRequest.safeParse({ ...signUp, password: encodePassword('secret12') }).success).toBe(true);
    expect(signUpRequest.safeParse({ ...signUp, password: encodePassword('short') }).success).toBe(false);
  });

  it('reset needs matching passwords', () => {
    expect(resetFormSchema.safeParse({ password: 'secret123', confirm: 'secret123' }).success).toBe(true);
    const r = resetFormSchema.safeParse({ password: 'secret123', confirm: 'secret124' });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('password_mismatch');
  });

  it("default profile: a profile id or 'empty' for particular (spec 4)", () => {
    expect(defaultProfileRequest.safeParse({ profile_id: 3 }).success).toBe(true);
    expect(defaultProfileRequest.safeParse({ profile_id: 'empty' }).success).toBe(true);
    expect(defaultProfileRequest.safeParse({ profile_id: 'x' }).success).toBe(false);
  });
});

describe('sign-up names (issue 18.6: names refuse bidirectional controls, zero-width characters and mark-only text)', () => {
  const body = { surname: 'Pérez', email: 'ana@example.es', privacy: true as const, password: 'secret12' };
  it.each([
    ['a name', 'Ana', null],
    ['U+202E', '\u202Eana', 'invalid_characters'],
    ['U+200B', 'A\u200Bna', 'invalid_characters'],
    ['marks only', '\u0301\u0302', 'invalid_name'],
  ])('%s', (_rule, name, message) => {
    const r = signUpFormSchema({ social: false }).safeParse({ ...body, name });
    expect(r.success ? null : r.error.issues[0]?.message).toBe(message);
  });
});

describe('new passwords on sign-up and reset (issue 18.6, NIST 800-63B through validation/password.ts)', () => {
  const body = { name: 'Lucía', surname: 'Fernández', email: 'lucia.fdez@example.es', privacy: true as const };
  it.each([
    ['"12345678" is refused', '12345678', 'password_common'],
    ['"password" is refused', 'password', 'password_common'],
    ['a keyboard row', 'qwertyuiop', 'password_common'],
    ['repeated characters', 'zzzzzzzzz', 'password_sequence'],
    ['the site name', 'ParkingGo-2026', 'password_contains_site_name'],
    ['the e-mail', 'lucia.fdez-99', 'password_contains_email'],
    ['the surname', 'Fernandez!2026', 'password_contains_name'],
    ['too short', 'k9#mQ2', 'min_length'],
    ['a good one', 'k9#mQ2!zLp', null],
  ])('%s', (_rule, password, message) => {
    const form = signUpFormSchema({ social: false }).safeParse({ ...body, password });
    expect(form.success ? null : form.error.issues[0]?.message).toBe(message);
    const wire = signUpRequest.safeParse({ ...body, password: encodePassword(password) });
    expect(wire.success ? null : wire.error.issues[0]?.message).toBe(message);
    if (!wire.success) expect(wire.error.issues[0]?.path).toEqual(['password']);
  });

  it('social sign-up has no password to check', () => {
    expect(signUpRequest.safeParse({ ...body, social: { type: 'google', token: 't' } }).success).toBe(true);
  });

  it.each([
    ['"password" on reset', 'password', 'password_common'],
    ['a good one', 'k9#mQ2!zLp', null],
  ])('reset: %s', (_rule, password, message) => {
    const form = resetFormSchema.safeParse({ password, confirm: password });
    expect(form.success ? null : form.error.issues[0]?.message).toBe(message);
    const wire = resetRequest.safeParse({ token: 't', password: encodePassword(password) });
    expect(wire.success ? null : wire.error.issues[0]?.message).toBe(message);
  });

  it('a too-short password keeps its {{min}} for the message', () => {
    const r = signUpFormSchema({ social: false }).safeParse({ ...body, password: 'short' });
    expect(r.success ? null : toValidationMessage(r.error.issues[0]!)).toEqual({ key: 'min_length', values: { min: 8 } });
  });
});
