import { describe, expect, it } from 'vitest';
import { engineFriendlyName, roundEngineCc } from './engine';

const ROUND = 'spec 9 "Engine cc rounded to nearest 100"';
const NAME = 'spec 3 "friendlyName (engine size rounded to 100 cc plus CV)"';

describe('roundEngineCc', () => {
  it.each<[string, number | null, number | null]>([
    [`${ROUND}: down`, 1598, 1600],
    [`${ROUND}: 1968 -> 2000`, 1968, 2000],
    [`${ROUND}: 999 -> 1000`, 999, 1000],
    [`${ROUND}: 1197 -> 1200`, 1197, 1200],
    [`${ROUND}: 1449 -> 1400`, 1449, 1400],
    [`${ROUND}: half-way rounds up`, 1550, 1600],
    [`${ROUND}: exact hundred stays`, 1500, 1500],
    [`${ROUND}: no engine size (electric)`, null, null],
    [`${ROUND}: zero is no engine size`, 0, null],
  ])('%s: %s -> %s', (_rule, cc, expected) => {
    expect(roundEngineCc(cc)).toBe(expected);
  });
});

describe('engineFriendlyName', () => {
  it.each<[string, number | null, number | null, string]>([
    [`${NAME}: diesel 1598 cc 115 CV`, 1598, 115, '1.6 115 CV'],
    [`${NAME}: petrol 999 cc 110 CV`, 999, 110, '1.0 110 CV'],
    [`${NAME}: 1968 cc 150 CV`, 1968, 150, '2.0 150 CV'],
    [`${NAME}: 2998 cc 374 CV`, 2998, 374, '3.0 374 CV'],
    [`${NAME}: 875 cc 85 CV`, 875, 85, '0.9 85 CV'],
    [`${NAME}: electric motor, CV only`, null, 204, '204 CV'],
    [`${NAME}: fractional CV rounded`, 1332, 140.4, '1.3 140 CV'],
    [`${NAME}: no power, size only`, 1461, null, '1.5'],
    [`${NAME}: nothing known`, null, null, ''],
  ])('%s', (_rule, cc, cv, expected) => {
    expect(engineFriendlyName(cc, cv)).toBe(expected);
  });
});
