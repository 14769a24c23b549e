/**
 * Motor options' friendly name (spec 3 "Body and motor options: applicabilitycode, desc,
 * friendlyName (engine size rounded to 100 cc plus CV)"; spec 9 "Engine cc rounded to
 * nearest 100").
 */

/** Spec 9: cc to the nearest 100 (half-way rounds up: 1550 -> 1600); null for no engine size. */
export function roundEngineCc(cc: number | null | undefined): number | null {
  if (cc === null || cc === undefined || !Number.isFinite(cc) || cc <= 0) return null;
  return Math.round(cc / 100) * 100;
}

/**
 * '1.6 115 CV' for 1598 cc and 115 CV: the rounded size in litres with one decimal, as
 * Spanish catalogues write engines ('1.6 TDI'), then the power in CV (the market's unit,
 * also on the registration papers). An electric motor has no cc: '204 CV'. Power is rounded
 * to a whole CV; no power gives the size alone; neither gives ''.
 */
export function engineFriendlyName(cc: number | null | undefined, cv: number | null | undefined): string {
  const rounded = roundEngineCc(cc);
  const size = rounded === null ? null : (rounded / 1000).toFixed(1);
  const power = cv === null || cv === undefined || !Number.isFinite(cv) || cv <= 0 ? null : `${Math.round(cv)} CV`;
  return [size, power].filter((s) => s !== null).join(' ');
}
