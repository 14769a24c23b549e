import { describe, expect, it } from 'vitest';
import { hasNoControlChars } from './forms';

/**
 * Traveller and billing text (spec 5 fields: names, address, city, zip, state) is plain
 * one-line text. Issue 7.4: a NUL reached PostgreSQL (500), a lone surrogate its JSON parser (500).
 */
describe('hasNoControlChars (one-line traveller text)', () => {
  it.each([
    ['a name', 'Ana García López', true],
    ['accents and apostrophes', "L'Hospitalet de Llobregat", true],
    ['an emoji (a surrogate pair)', 'Ana 😀', true],
    ['CJK', '東京', true],
    ['NUL', 'Ana\u0000', false],
    ['bell', 'a\u0007b', false],
    ['line feed', 'Carrer\nMallorca', false],
    ['tab', 'a\tb', false],
    ['DEL', 'a\u007f', false],
    ['C1 (NEL)', 'a\u0085', false],
    ['a lone high surrogate', '\ud800', false],
    ['a lone low surrogate', 'x\udc00', false],
    ['a reversed pair', '\ude00\ud83d', false],
  ])('%s', (_label, text, ok) => {
    expect(hasNoControlChars(text)).toBe(ok);
  });
});
