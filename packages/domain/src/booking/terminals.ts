import type { Terminal } from '../catalog/catalog';

/*
 * A trip's terminals (spec 3 Trip: in_terminal, out_terminal, common_in_terminal,
 * common_out_terminal; spec 2 "terminal picker (two dropdowns, shown only when the product
 * has more than one terminal)"). Ours, like spec 5's "incoming sets outgoing equal" for
 * passengers: the way back uses the in terminal unless another was chosen for it, and a
 * product without the chosen terminal uses its first one.
 */

/** The out terminal: the one chosen for it, else the in terminal's (null when neither is set). */
export function outTerminalFollowingIn<T>(chosenOut: T | null | undefined, inTerminal: T | null | undefined): T | null {
  return chosenOut ?? inTerminal ?? null;
}

/**
 * A product's terminals for the trip's common terminal ids (shared by the products of a place,
 * so they carry the traveller's choice from one product to another): the in side is the chosen
 * one, else the product's first; the out side the chosen one, else it follows the in side.
 */
export function productTerminals(
  terminals: readonly Terminal[],
  inCommon: number | null | undefined,
  outCommon: number | null | undefined,
): { in: Terminal | null; out: Terminal | null } {
  const byCommon = (id: number | null | undefined) => (id == null ? undefined : terminals.find((t) => t.common_terminal_id === id));
  const inT = byCommon(inCommon) ?? terminals[0] ?? null;
  return { in: inT, out: outTerminalFollowingIn(byCommon(outCommon), inT) };
}
