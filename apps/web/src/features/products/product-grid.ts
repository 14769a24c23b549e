/**
 * Columns of the product grid on a wide screen: as many as products up to three, and two for
 * four, so no column stays empty (issue 9.4 "no empty grid column at 1280 px"); with three, a
 * last row of one or two products is widened by the CSS (products.module.css) to fill its row.
 */
export function gridColumns(count: number): number {
  if (count <= 3) return Math.max(1, count);
  return count === 4 ? 2 : 3;
}
