import { describe, expect, it } from 'vitest';
import { screenResolutionClass } from './screen-resolution';

const T = 'spec 9 "Screen resolution classes: width at least 1000 is 1, at least 700 is 3, else 2"';

describe('screenResolutionClass', () => {
  it.each([
    [`${T}: 1920`, 1920, 1],
    [`${T}: exactly 1000`, 1000, 1],
    [`${T}: 999`, 999, 3],
    [`${T}: exactly 700`, 700, 3],
    [`${T}: 699`, 699, 2],
    [`${T}: 320`, 320, 2],
    [`${T}: 0`, 0, 2],
    [`${T}: NaN`, Number.NaN, 2],
  ])('%s', (_t, width, expected) => {
    expect(screenResolutionClass(width)).toBe(expected);
  });
});
