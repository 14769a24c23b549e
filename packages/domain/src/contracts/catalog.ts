import { z } from 'zod';
import type { City, StaticTerminal } from '../catalog/catalog';
import { LANG_TAG_PATTERN } from '../i18n/lang';

/** GET /api/catalog?lang=xx. Unknown language falls back to es; a malformed one is a 400. */
export const catalogQuery = z.object({
  lang: z.string().max(16).regex(LANG_TAG_PATTERN, { message: 'invalid_lang' }).optional(),
});

// The catalogue model lives with the rules (catalog/catalog.ts); the wire contract re-exports
// it, so '@parking/domain/contracts/catalog' keeps naming everything a catalogue answer holds.
export type {
  City,
  OpeningHours,
  Place,
  PlaceType,
  Product,
  ProductService,
  StaticTerminal,
  Terminal,
} from '../catalog/catalog';
export { PRODUCT_IDS } from '../catalog/catalog';

export interface CatalogResponse {
  lang: string;
  cities: City[];
  terminals: StaticTerminal[];
}
