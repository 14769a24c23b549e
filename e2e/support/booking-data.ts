import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { CatalogResponse, Place, Product } from '@parking/domain/contracts/catalog';
import type { CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { formatDisplayDate, formatWireDate, fromMadridParts, madridParts } from '@parking/domain/time/madrid';
import { addMadridDays } from '@parking/domain/time/default-range';
import type { Lang } from './i18n';

/** Spec 3 identifiers the tests book. */
export const EXPRESS_PRAT = 4;
export const PRAT_PLACE = 1;
/** Common terminal ids of El Prat T1 and T2 in the static terminal list. */
export const PRAT_T1 = 1;
export const PRAT_T2 = 2;

/** The catalogue as the server gives it in `lang`: names are read from it, never hard-coded. */
export async function fetchCatalog(request: APIRequestContext, lang: Lang): Promise<CatalogResponse> {
  const res = await request.get(`/api/catalog?lang=${lang}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as CatalogResponse;
}

export function findProduct(catalog: CatalogResponse, id: number): { place: Place; product: Product } {
  for (const city of catalog.cities)
    for (const place of city.places) {
      const product = place.products.find((p) => p.id === id);
      if (product) return { place, product };
    }
  throw new Error(`product ${id} not in the catalogue`);
}

export async function calculate(request: APIRequestContext, body: unknown): Promise<CalculatePriceResponse> {
  const res = await request.post('/api/offers/calculate', { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as CalculatePriceResponse;
}

/** A Madrid wall time `days` calendar days after today (Madrid), at hour:minute. */
export function madridDaysFromNow(days: number, hour: number, minute: number, now = new Date()): Date {
  const later = madridParts(addMadridDays(now, days));
  return fromMadridParts({ year: later.year, month: later.month, day: later.day, hour, minute });
}

/** 'YYYY-MM-DD' (the wire's day) of a Madrid instant. */
export function madridDay(d: Date): string {
  return formatWireDate(d).slice(0, 10);
}

/**
 * 'DD/MM/YYYY' of a Madrid instant: what the stay's date fields show and what a traveller
 * types in them, in every language (issue 9.3).
 */
export function displayDay(d: Date): string {
  return formatDisplayDate(d);
}

/** 'HH:mm' on the Madrid clock. */
export function madridClock(d: Date): string {
  return formatWireDate(d).slice(11, 16);
}

/** A products deep link with both terminals and both dates (spec 2 query parameters). */
export function productsDeepLink(start: Date, end: Date, inT = PRAT_T1, outT = PRAT_T2, path = '/products'): string {
  const q = new URLSearchParams({
    in_common_terminal_id: String(inT),
    out_common_terminal_id: String(outT),
    start_date: formatWireDate(start),
    end_date: formatWireDate(end),
  });
  return `${path}?${q.toString()}`;
}

/** Euros as the page formats them (Intl, the page's language); spaces normalised by getByText. */
export function euros(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(amount);
}
