import { PriceLines, type PriceLinesProps } from './price-lines';
import { PromoInput } from './promo-input';

interface PriceBlockProps extends Omit<PriceLinesProps, 'children'> {
  /** later steps: the lines only, no promo input */
  readOnly?: boolean;
}

/** Spec 2 Price block: the lines, the total, the notes and, while the offer can change, the promo input. */
export function PriceBlock({ readOnly = false, ...props }: PriceBlockProps) {
  return <PriceLines {...props}>{readOnly ? null : <PromoInput offer={props.offer} />}</PriceLines>;
}

export default PriceBlock;
