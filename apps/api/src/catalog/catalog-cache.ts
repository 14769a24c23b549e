import { createHash } from 'node:crypto';
import type {
  CatalogResponse,
  City,
  OpeningHours,
  Place,
  PlaceType,
  Product,
  ProductService,
  StaticTerminal,
} from '@parking/domain/contracts/catalog';
import { forEachProduct } from '@parking/domain/catalog/catalog';
import { DEFAULT_LANG, type Lang, SUPPORTED_LANGS } from '@parking/domain/contracts/wire';
import type { Tariff } from '@parking/domain/pricing/tariff';
import type { Db } from '../db/client';
import { type CatalogSnapshot, loadCatalogSnapshot, type ProductRow } from './catalog-repository';

/** What the price route needs about a product, without touching the database. */
export interface PricedProduct {
  id: number;
  service: ProductService;
  idLot: number;
  placeId: number;
  /** city name in Spanish (the taxes sentence differs for Barcelona) */
  city: string;
  openingHours: OpeningHours;
  specificCheckinHours: string | null;
  specificCheckoutHours: string | null;
  terminalIds: ReadonlySet<number>;
  /** first terminal, used when a request names none */
  defaultTerminalId: number | null;
  defaultCapacity: number;
  tariff: Tariff;
}

export interface CatalogEntry {
  body: CatalogResponse;
  /** pre-serialised body: the catalogue is the same for every request in a language */
  json: string;
  etag: string;
  /** each product of the body with its place's name, by product id (the catalogue walked once) */
  products: Map<number, { product: Product; place: string }>;
}

/**
 * The catalogue, tariffs and static terminals, loaded once and served from memory
 * (design.md 1: the price route must not read the catalogue per request). Capacity is not
 * here on purpose: booking decisions read it inside their own transaction.
 */
export class CatalogCache {
  private entries = new Map<Lang, CatalogEntry>();
  private priced = new Map<number, PricedProduct>();
  private loadedAt: Date | null = null;

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const snapshot = await loadCatalogSnapshot(this.db);
    // Build everything first, then swap, so readers never see a half-built catalogue.
    const entries = new Map<Lang, CatalogEntry>();
    for (const lang of SUPPORTED_LANGS) {
      const body = buildCatalog(snapshot, lang);
      const json = JSON.stringify(body);
      const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
      const products = new Map<number, { product: Product; place: string }>();
      forEachProduct(body, (product, place) => {
        if (!products.has(product.id)) products.set(product.id, { product, place: place.name });
      });
      entries.set(lang, { body, json, etag, products });
    }
    this.entries = entries;
    this.priced = buildPriced(snapshot);
    this.loadedAt = new Date();
  }

  /** Reload after the catalogue changed (an admin edit, a tariff update). */
  invalidate(): Promise<void> {
    return this.load();
  }

  get isLoaded(): boolean {
    return this.loadedAt !== null;
  }

  catalog(lang: Lang): CatalogEntry {
    const entry = this.entries.get(lang) ?? this.entries.get(DEFAULT_LANG);
    if (!entry) throw new Error('catalogue not loaded');
    return entry;
  }

  product(id: number): PricedProduct | undefined {
    return this.priced.get(id);
  }

  /** A product as the catalogue of `lang` shows it (names, texts), or undefined. */
  productIn(lang: Lang, id: number): Product | undefined {
    return this.catalog(lang).products.get(id)?.product;
  }

  productIds(): number[] {
    return [...this.priced.keys()];
  }
}

function openingHoursOf(p: ProductRow): OpeningHours {
  return { type: p.openingHoursType === 3 ? 3 : 2, open: p.open, close: p.close };
}

function buildPriced(s: CatalogSnapshot): Map<number, PricedProduct> {
  const out = new Map<number, PricedProduct>();
  for (const p of s.products) {
    const terminals = s.terminals.filter((t) => t.productId === p.id);
    const cityId = s.places.find((pl) => pl.id === p.placeId)?.cityId;
    const city = pick(s.cityTranslations.filter((t) => t.cityId === cityId), DEFAULT_LANG)?.name ?? '';
    out.set(p.id, {
      id: p.id,
      service: p.service as ProductService,
      idLot: p.idLot,
      placeId: p.placeId,
      city,
      openingHours: openingHoursOf(p),
      specificCheckinHours: p.specificCheckinHours,
      specificCheckoutHours: p.specificCheckoutHours,
      terminalIds: new Set(terminals.map((t) => t.id)),
      defaultTerminalId: terminals[0]?.id ?? null,
      defaultCapacity: p.defaultCapacity,
      tariff: {
        rows: s.tariffs.filter((t) => t.productId === p.id).map((t) => ({ days: t.days, priceCents: t.priceCents })),
        extraDayCents: p.extraDayCents,
      },
    });
  }
  return out;
}

/** Picks the row for `lang`, else Spanish: a missing translation must not hide a product. */
function pick<T extends { lang: string }>(rows: T[], lang: Lang): T | undefined {
  return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === DEFAULT_LANG);
}

function buildCatalog(s: CatalogSnapshot, lang: Lang): CatalogResponse {
  const cityName = new Map<number, string>();
  for (const c of s.cities) {
    cityName.set(c.id, pick(s.cityTranslations.filter((t) => t.cityId === c.id), lang)?.name ?? String(c.id));
  }
  const product = (p: ProductRow): Product => {
    const text = pick(s.productTranslations.filter((t) => t.productId === p.id), lang);
    const place = s.places.find((pl) => pl.id === p.placeId);
    return {
      id: p.id,
      name: text?.name ?? '',
      service: p.service as ProductService,
      idLot: p.idLot,
      placeId: p.placeId,
      description: text?.description ?? '',
      long_description: text?.longDescription ?? '',
      warning_before_buy:
        text?.warningName && text.warningBody ? { name: text.warningName, body: text.warningBody } : null,
      terminals: s.terminals
        .filter((t) => t.productId === p.id)
        .map((t) => ({ id: t.id, common_terminal_id: t.commonTerminalId, name_short: t.nameShort, name: t.name })),
      openingHours: openingHoursOf(p),
      specific_checkin_hours: p.specificCheckinHours,
      specific_checkout_hours: p.specificCheckoutHours,
      flight_required: p.flightRequired,
      location: { city: place ? (cityName.get(place.cityId) ?? '') : '', latitude: p.latitude, longitude: p.longitude },
    };
  };
  const cities: City[] = s.cities.map((c) => ({
    id: c.id,
    name: cityName.get(c.id) ?? '',
    places: s.places
      .filter((pl) => pl.cityId === c.id)
      .map(
        (pl): Place => ({
          id: pl.id,
          name: pick(s.placeTranslations.filter((t) => t.placeId === pl.id), lang)?.name ?? '',
          type: pl.type as PlaceType,
          cityId: pl.cityId,
          products: s.products.filter((p) => p.placeId === pl.id).map(product),
        }),
      ),
  }));
  const terminals: StaticTerminal[] = s.staticTerminals.map((t) => ({
    name: t.name,
    commonTerminalId: t.commonTerminalId,
    placeId: t.placeId,
    idLot: t.idLot,
    terminals: t.terminals,
    idProduct: t.idProduct,
    idTerminal: t.idTerminal,
  }));
  return { lang, cities, terminals };
}
