/**
 * Spec 9: "Screen resolution classes: width at least 1000 is 1, at least 700 is 3, else 2."
 * The odd order (3 between 1 and 2) is the spec's; a width that is not a number is 2.
 */
export function screenResolutionClass(width: number): 1 | 2 | 3 {
  if (width >= 1000) return 1;
  if (width >= 700) return 3;
  return 2;
}
