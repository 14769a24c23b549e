import { z } from 'zod';

/** GET /api/catalog?lang=xx. Unknown language falls back to es; a malformed one is a 400. */
export const catalogQuery = z.object({
  lang: z
    .string()
    .max(16)
    .regex(/^[a-zA-Z]{2}([-_][a-zA-Z0-9]{2,8})*$/, { message: 'invalid_lang' })
    .optional(),
});

export type ProductService = 'express' | 'premium' | 'port' | 'standard' | 'urban';
export type PlaceType = 'airport' | 'port' | 'station' | 'urban';

/** Spec 3, Terminal: id, name_short; plus the common id shared across products. */
export interface Terminal {
  id: number;
  common_terminal_id: number;
  name_short: string;
  name: string;
}

/** Spec 9: type 2 = open/close range (HH:mm); type 3 = specific check-in/out lists. */
export interface OpeningHours {
  type: 2 | 3;
  open: string | null;
  close: string | null;
}

export interface Product {
  id: number;
  name: string;
  /** product kind */
  service: ProductService;
  idLot: number;
  placeId: number;
  description: string;
  long_description: string;
  /** check-in warning shown before buying; null when the product has none */
  warning_before_buy: { name: string; body: string } | null;
  terminals: Terminal[];
  openingHours: OpeningHours;
  /** comma lists of H:mm, only for opening hours type 3 */
  specific_checkin_hours: string | null;
  specific_checkout_hours: string | null;
  /** the return flight number is asked for (airport products) */
  flight_required: boolean;
  location: { city: string; latitude: number; longitude: number };
}

export interface Place {
  id: number;
  name: string;
  type: PlaceType;
  cityId: number;
  products: Product[];
}

export interface City {
  id: number;
  name: string;
  places: Place[];
}

/** Spec 3: the static terminal list (eight airport/station entries plus the Mas Blau parking entry). */
export interface StaticTerminal {
  name: string;
  commonTerminalId: number;
  placeId: number;
  idLot: number;
  terminals: number[];
  idProduct: number;
  idTerminal: number;
}

export interface CatalogResponse {
  lang: string;
  cities: City[];
  terminals: StaticTerminal[];
}

/** Spec 3 product identifiers. */
export const PRODUCT_IDS = {
  expressPrat: 4,
  premiumPrat: 2,
  urbanParking: 13,
  premiumBarajas: 12,
  sants: 5,
  puerto: 3,
  atocha: 6,
} as const;
