import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import type { Lang } from '@parking/domain/contracts/wire';

/** Demo promo codes (spec 4). Codes are stored upper case; customers may type any case. */
export interface SeedPromo {
  code: string;
  kind: 'percent' | 'fixed';
  /** percent, or cents when fixed */
  value: number;
  validFrom: string;
  validTo: string;
  productIds: number[] | null;
  lotIds: number[] | null;
  usageLimit: number | null;
  usedCount: number;
  names: Record<Lang, string>;
}

export const seedPromos: SeedPromo[] = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    validFrom: '2025-01-01T00:00:00+01:00',
    validTo: '2030-12-31T23:59:59+01:00',
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
    validFrom: '2025-01-01T00:00:00+01:00',
    validTo: '2030-12-31T23:59:59+01:00',
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
    validFrom: '2025-06-01T00:00:00+02:00',
    validTo: '2025-09-30T23:59:59+02:00',
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
    validFrom: '2025-01-01T00:00:00+01:00',
    validTo: '2030-12-31T23:59:59+01:00',
    productIds: null,
    lotIds: null,
    usageLimit: 100,
    usedCount: 100,
    names: { es: 'Primeros 100: 20%', ca: 'Primers 100: 20%', en: 'First 100: 20%', fr: 'Les 100 premiers : 20 %' },
  },
];
