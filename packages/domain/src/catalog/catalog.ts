/**
 * The catalogue as the rules read it (spec 3 Place, Product, Terminal, static terminal list;
 * product identifiers): cities, their places, the places' products. Plain types and pure
 * look-ups, no zod: the wire contract (contracts/catalog.ts) is built from these.
 */

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

/** A product with the place and city that hold it. */
export interface CatalogEntry {
  city: City;
  place: Place;
  product: Product;
}

/** What the look-ups below read of a catalogue: its cities (a CatalogResponse is one). */
export interface CatalogTree {
  cities: readonly City[];
}

/** Calls `visit` for every product of the catalogue, city by city, place by place, in order. */
export function forEachProduct(catalog: CatalogTree, visit: (product: Product, place: Place, city: City) => void): void {
  for (const city of catalog.cities) {
    for (const place of city.places) {
      for (const product of place.products) visit(product, place, city);
    }
  }
}

/** The product with this id, with its place and city; undefined when the catalogue has none. */
export function findProductEntry(catalog: CatalogTree | undefined, id: number | null | undefined): CatalogEntry | undefined {
  if (!catalog || id == null) return undefined;
  for (const city of catalog.cities) {
    for (const place of city.places) {
      for (const product of place.products) if (product.id === id) return { city, place, product };
    }
  }
  return undefined;
}

/** The place with this id, with its city; undefined when the catalogue has none. */
export function findPlaceEntry(catalog: CatalogTree | undefined, id: number | null | undefined): { city: City; place: Place } | undefined {
  if (!catalog || id == null) return undefined;
  for (const city of catalog.cities) {
    for (const place of city.places) if (place.id === id) return { city, place };
  }
  return undefined;
}
