import { describe, expect, it } from 'vitest';
import type { Terminal } from '../catalog/catalog';
import { outTerminalFollowingIn, productTerminals } from './terminals';

const TRIP = 'spec 3 Trip "in_terminal, out_terminal, common_in_terminal, common_out_terminal"';
const PICKER = 'spec 2 "terminal picker (two dropdowns, shown only when the product has more than one terminal)"';

describe('outTerminalFollowingIn', () => {
  it.each<[string, number | null | undefined, number | null | undefined, number | null]>([
    [`${TRIP}: a chosen out terminal stays`, 7, 3, 7],
    [`${TRIP}: no out terminal follows the in terminal`, null, 3, 3],
    [`${TRIP}: an unset out terminal follows the in terminal`, undefined, 3, 3],
    [`${TRIP}: neither set is null`, undefined, null, null],
    [`${TRIP}: an out terminal without in terminal stays`, 7, null, 7],
  ])('%s', (_t, out, inT, expected) => {
    expect(outTerminalFollowingIn(out, inT)).toBe(expected);
  });
});

const T1: Terminal = { id: 11, common_terminal_id: 1, name_short: 'T1', name: 'Terminal 1' };
const T2: Terminal = { id: 12, common_terminal_id: 2, name_short: 'T2', name: 'Terminal 2' };

describe('productTerminals', () => {
  it.each<[string, Terminal[], number | null, number | null, Terminal | null, Terminal | null]>([
    [`${PICKER}: both chosen`, [T1, T2], 1, 2, T1, T2],
    [`${PICKER}: the out side follows the in side`, [T1, T2], 2, null, T2, T2],
    [`${PICKER}: nothing chosen is the first terminal both ways`, [T1, T2], null, null, T1, T1],
    [`${PICKER}: a terminal the product lacks is its first`, [T1, T2], 9, null, T1, T1],
    [`${PICKER}: an unknown out terminal follows the in side`, [T1, T2], 2, 9, T2, T2],
    [`${PICKER}: a product without terminals has none`, [], 1, 2, null, null],
  ])('%s', (_t, terminals, inCommon, outCommon, inT, outT) => {
    expect(productTerminals(terminals, inCommon, outCommon)).toEqual({ in: inT, out: outT });
  });
});
