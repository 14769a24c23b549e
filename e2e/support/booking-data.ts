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

/**
 * Books express El Prat, T1 to T2, through the api (no browser): for tests that start at the
 * confirmation. `extra` adds or replaces body fields (payment method, passengers, billing).
 */
export async function bookExpressViaApi(
  request: APIRequestContext,
  { start, end, email, lang, extra = {} }: { start: Date; end: Date; email: string; lang: Lang; extra?: Record<string, unknown> },
): Promise<{ reference: string; token: string }> {
  const res = await request.post('/api/reservations', {
    data: {
      startDate: formatWireDate(start),
      endDate: formatWireDate(end),
      productId: EXPRESS_PRAT,
      in_terminal: 41,
      out_terminal: 42,
      reservation: { name: 'Ana', surname: 'García López', email, phone: '+34 612 345 678', plate: '1234 BCD', flightNumber: 'IB 3101' },
      billing: null,
      terms: { salesTerms: true },
      lang,
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { reference: string; reservation_token: string };
  return { reference: body.reference, token: body.reservation_token };
}
