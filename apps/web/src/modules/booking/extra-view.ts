import { type AvailabilityLabel, availabilityLabelOf, canChoose } from '@parking/domain/pricing/availability';
import { type ExtraKind, extraKindOf } from '@parking/domain/pricing/extra-kind';
import { wireNumber, wireText } from '../../shared/wire-values';

export { canChoose, type ExtraKind };

export interface ExtraView {
  id: number;
  name: string;
  kind: ExtraKind;
  /** euros */
  price: number;
  description: string | null;
  availability: AvailabilityLabel;
}

const num = wireNumber;
const str = wireText;

/**
 * The server's extras as the services step shows them. The wire list is `unknown[]` in the
 * contract; anything without an id, a name and a price is skipped rather than shown broken.
 */
export function toExtraViews(list: readonly unknown[]): ExtraView[] {
  const out: ExtraView[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const raw = item as Record<string, unknown>;
    const id = num(raw.id);
    const name = str(raw.name);
    const price = num(raw.price);
    if (id === null || name === null || price === null) continue;
    out.push({
      id,
      name,
      kind: extraKindOf(raw),
      price,
      description: str(raw.description),
      availability: availabilityLabelOf(raw),
    });
  }
  return out;
}
