import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import type { Lang } from '@parking/domain/contracts/wire';
import type { PromoCode } from '@parking/domain/pricing/promo';

/** Demo promo codes (spec 4). Codes are stored upper case; customers may type any case. */
export interface SeedPromo extends Omit<PromoCode, 'validFrom' | 'validTo' | 'name'> {
  /**
   * Validity in days relative to the seeding clock (`now`), never calendar dates: a fixed
   * end date is a time bomb (issue 7.12: WELCOME10 ended on 2030-12-31 and every demo and test
   * after that day would have lost it).
   */
  validFromDays: number;
  validToDays: number;
  names: Record<Lang, string>;
}

export const seedPromos: SeedPromo[] = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    validFromDays: -365,
    validToDays: 5 * 365,
    productIds: null,
    lotIds: null,
    usageLimit: null,
    usedCount: 0,
    names: { es: 'Bienvenida: 10% de descuento', ca: 'Benvinguda: 10% de descompte', en: 'Welcome: 10% off', fr: 'Bienvenue : 10 % de réduction' },
  },
  {
    code: 'PRAT5',
    kind: 'fixed',
    value: 500,
    validFromDays: -365,
    validToDays: 5 * 365,
    productIds: [PRODUCT_IDS.expressPrat, PRODUCT_IDS.premiumPrat],
    lotIds: null,
    usageLimit: null,
    usedCount: 0,
    names: { es: '5 € de descuento en El Prat', ca: "5 € de descompte a El Prat", en: '5 € off at El Prat', fr: '5 € de réduction à El Prat' },
  },
  {
    code: 'SUMMER2025',
    kind: 'percent',
    value: 15,
    // the demo's expired code: its season ended a month before the seeding day
    validFromDays: -150,
    validToDays: -30,
    productIds: null,
    lotIds: null,
    usageLimit: null,
    usedCount: 0,
    names: { es: 'Verano 2025: 15%', ca: 'Estiu 2025: 15%', en: 'Summer 2025: 15%', fr: 'Été 2025 : 15 %' },
  },
  {
    code: 'FIRST100',
    kind: 'percent',
    value: 20,
    validFromDays: -365,
    validToDays: 5 * 365,
    productIds: null,
    lotIds: null,
    usageLimit: 100,
    usedCount: 100,
    names: { es: 'Primeros 100: 20%', ca: 'Primers 100: 20%', en: 'First 100: 20%', fr: 'Les 100 premiers : 20 %' },
  },
];

const DAY_MS = 86_400_000;

/** The promo rows as seeded at `now`: validity from the days relative to the clock. */
export function promoRowsAt(now: Date) {
  return seedPromos.map(({ names: _names, validFromDays, validToDays, ...p }) => ({
    ...p,
    validFrom: new Date(now.getTime() + validFromDays * DAY_MS),
    validTo: new Date(now.getTime() + validToDays * DAY_MS),
  }));
}
