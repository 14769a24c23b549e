import { describe, expect, it } from 'vitest';
import { type ExtraKind, extraKindOf } from './extra-kind';

const EXTRA = 'spec 3 Extra "type (wash), service_type (\'2\' = parking space)"';

describe('extraKindOf', () => {
  it.each<[string, Record<string, unknown>, ExtraKind]>([
    [`${EXTRA}: type wash`, { type: 'wash', service_type: '1' }, 'wash'],
    [`${EXTRA}: type WASH in capitals`, { type: 'WASH' }, 'wash'],
    [`${EXTRA}: service_type '2' is the parking space`, { service_type: '2' }, 'space'],
    [`${EXTRA}: type space`, { type: 'space', service_type: '2' }, 'space'],
    [`${EXTRA}: type double_space`, { type: 'double_space', service_type: '3' }, 'double_space'],
    [`${EXTRA}: an older 'double-space'`, { type: 'double-space' }, 'double_space'],
    [`${EXTRA}: a double_space flag wins over service_type '2'`, { service_type: '2', double_space: true }, 'double_space'],
    [`${EXTRA}: a number service_type 2 is the space too`, { service_type: 2 }, 'space'],
    [`${EXTRA}: anything else is other`, { type: 'tyres', service_type: '7' }, 'other'],
    [`${EXTRA}: nothing is other`, {}, 'other'],
  ])('%s', (_t, raw, expected) => {
    expect(extraKindOf(raw)).toBe(expected);
  });
});
