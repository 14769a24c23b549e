import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { passwordProblem } from './password';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-limits';

/**
 * Issue 18.6: "`12345678` and `password` are accepted as passwords". What must be true:
 * "Passwords are checked against a list of common and breached passwords kept in the repo or
 * a maintained package (NIST 800-63B), with a message that says why." Spec 5: "password
 * required min 8". NIST SP 800-63B 5.1.1.2: refuse breached values, dictionary words,
 * repetitive or sequential characters, context-specific words (the service's name, the
 * user name and derivatives), and say why; no composition rules.
 */
describe('passwordProblem: why a new password is refused', () => {
  it.each([
    // [rule, password, key]
    ['issue 18.6: "12345678" is refused', '12345678', 'password_common'],
    ['issue 18.6: "password" is refused', 'password', 'password_common'],
    ['in capitals too', 'PASSWORD', 'password_common'],
    ['a breached one from the list', 'iloveyou', 'password_common'],
    ['a keyboard walk from the list', '1qaz2wsx', 'password_common'],
    ['a breached date', '01011990', 'password_common'],
    ['Spanish: contraseña', 'contraseña', 'password_common'],
    ['Spanish without the tilde', 'Contrasena1', 'password_common'],
    ['French: motdepasse', 'motdepasse', 'password_common'],
    ['French with digits and a mark', 'Motdepasse123!', 'password_common'],
    ['Catalan: contrasenya', 'contrasenya2024', 'password_common'],
    ['a city and a digit', 'barcelona1', 'password_common'],
    ['a club', 'Realmadrid2026', 'password_common'],
    ['a Catalan motto', 'ViscaBarça!', 'password_common'],
    ['a first name and a year', 'maria1987', 'password_common'],
    ['one character repeated', 'aaaaaaaaaaaa', 'password_sequence'],
    ['a short unit repeated', 'abcabcabc', 'password_sequence'],
    ['digits repeated in pairs', '57575757', 'password_sequence'],
    ['a run of the alphabet', 'bcdefghijk', 'password_sequence'],
    ['digits backwards', '8765432109', 'password_sequence'],
    ['letters backwards', 'nmlkjihg', 'password_sequence'],
    ['an AZERTY row', 'azertyuiopq', 'password_sequence'],
    ['the site name', 'x-ParkingGo-Zq7', 'password_contains_site_name'],
    ['the site name with separators', 'Parking-Go-!x9', 'password_contains_site_name'],
    ['"parking" inside', 'miparking-zaragoza', 'password_contains_site_name'],
    ['a long passphrase', 'caballo correcto grapa batería', null],
    ['a random-looking one', 'u7#Lq2!pVz', null],
    ['the tests\' own password', 'secret12', null],
    ['a Spanish phrase', 'Una-clave-larga', null],
  ])('%s: %s', (_rule, password, key) => {
    expect(passwordProblem(password)?.key ?? null).toBe(key);
  });

  it.each([
    ['spec 5: 7 characters is too short', 'x'.repeat(7), { key: 'min_length', values: { min: 8 } }],
    ['8 characters is long enough', 'k9#mQ2!z', null],
    ['4 emoji are 4 characters, not 8 UTF-16 units', '😀😁😂🤣', { key: 'min_length', values: { min: 8 } }],
    ['more than 200 is too long', `${'k9#mQ2!z'.repeat(25)}x`, { key: 'max_length', values: { max: 200 } }],
  ])('%s', (_rule, password, problem) => {
    expect(passwordProblem(password)).toEqual(problem);
  });

  it('limits are the spec\'s', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 200]);
  });

  it.each([
    ['the whole e-mail', 'ana.garcia@example.es', 'ana.garcia@example.es', 'password_contains_email'],
    ['the local part with a year', 'Anagarcia1985', 'ana.garcia@example.es', 'password_contains_email'],
    ['the local part with other separators', 'Ana_Garcia!x', 'ana.garcia@example.es', 'password_contains_email'],
    ['a piece of the local part alone is the name check\'s business', 'garcia-Zq81!', 'ana.garcia@example.es', null],
    ['a local part under 4 letters is not looked for', 'ana-Zq81!xw', 'ana@example.es', null],
    ['an unrelated password', 'k9#mQ2!zLp', 'ana.garcia@example.es', null],
  ])('context e-mail: %s', (_rule, password, email, key) => {
    expect(passwordProblem(password, { email })?.key ?? null).toBe(key);
  });

  it.each([
    ['the surname', 'Fernández#2026', ['Lucía', 'Fernández'], 'password_contains_name'],
    ['without accents', 'fernandez-Zq8', ['Lucía', 'Fernández'], 'password_contains_name'],
    ['a compound name piece', 'montse-Zq8!x', ['Maria Montse', 'Puig'], 'password_contains_name'],
    ['no name given', 'fernandez-Zq8', [], null],
    ['null names are skipped', 'fernandez-Zq8', [null, undefined], null],
  ])('context names: %s', (_rule, password, names, key) => {
    expect(passwordProblem(password, { names })?.key ?? null).toBe(key);
  });
});

describe('the common-password list', () => {
  it.each([
    ['12345678', true],
    ['qwertyuiop', true],
    ['password1', true],
    ['contraseña', true],
    ['CONTRASEÑA', true],
    ['motdepasse', true],
    ['barcelona1', true],
    ['parking123', true],
    ['secret12', false],
    ['otra-clave-2026', false],
  ])('%s -> %s', (password, common) => {
    expect(isCommonPassword(password)).toBe(common);
  });
});
