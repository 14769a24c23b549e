import type { AvailabilityLabel } from '@parking/domain/pricing/availability';

/** Spec 3 Extra: type 'wash' is a wash; service_type '2' is the parking-space option. */
export type ExtraKind = 'wash' | 'space' | 'double_space' | 'other';

export interface ExtraView {
  id: number;
  name: string;
  kind: ExtraKind;
  /** euros */
  price: number;
  description: string | null;
  availability: AvailabilityLabel;
}

const LABELS: readonly AvailabilityLabel[] = [
  'available',
  'few_places_left',
  'almost_sold_out',
  'sold_out',
  'currently_unavailable',
];

function num(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

export function extraKind(raw: Record<string, unknown>): ExtraKind {
  const type = String(raw.type ?? '').toLowerCase();
  const serviceType = String(raw.service_type ?? '');
  if (type === 'double_space' || type === 'double-space' || raw.double_space === true) return 'double_space';
  if (type === 'wash') return 'wash';
  if (serviceType === '2' || type === 'space') return 'space';
  return 'other';
}

function availabilityOf(raw: Record<string, unknown>): AvailabilityLabel {
  const label = raw.availability ?? raw.availability_label;
  if (typeof label === 'string' && (LABELS as readonly string[]).includes(label)) return label as AvailabilityLabel;
  if (raw.available === false || raw.enabled === false) return 'currently_unavailable';
  return 'available';
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
      kind: extraKind(raw),
      price,
      description: str(raw.description),
      availability: availabilityOf(raw),
    });
  }
  return out;
}

/** Sold out and currently unavailable extras cannot be chosen (spec 2). */
export function canChoose(availability: AvailabilityLabel): boolean {
  return availability !== 'sold_out' && availability !== 'currently_unavailable';
}
