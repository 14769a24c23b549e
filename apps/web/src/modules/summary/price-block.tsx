import { PriceLines, type PriceLinesProps } from './price-lines';
import { PromoInput } from './promo-input';
import { PointsControl } from '../vouchers/points-control';

interface PriceBlockProps extends Omit<PriceLinesProps, 'children'> {
  /** later steps: the lines only, no promo input */
  readOnly?: boolean;
}

/**
 * Spec 2 Price block: the lines, the total, the notes and, while the offer can change, the promo
 * input; the points control (issue 19) for a logged-in client with points.
 */
export function PriceBlock({ readOnly = false, ...props }: PriceBlockProps) {
  const points = <PointsControl pointsApplied={Math.abs(props.offer.pvp_product_points)} />;
  return (
    <PriceLines {...props}>
      {readOnly ? (
        points
      ) : (
        <>
          {points}
          <PromoInput offer={props.offer} />
        </>
      )}
    </PriceLines>
  );
}

export default PriceBlock;
