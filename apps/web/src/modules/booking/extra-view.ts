import { type AvailabilityLabel, availabilityLabelOf, canChoose } from '@parking/domain/pricing/availability';
import { type ExtraKind, extraKindOf } from '@parking/domain/pricing/extra-kind';

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

function num(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

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
