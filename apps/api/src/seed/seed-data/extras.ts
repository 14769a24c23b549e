import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import type { Lang } from '@parking/domain/contracts/wire';
import { vatSplit } from '@parking/domain/money/money';

/**
 * Demo extras (spec 3, Extra). Prices are VAT-included retail cents; base is derived with
 * the same split the price block uses, so base + VAT always equals the price.
 */
export interface SeedExtra {
  id: number;
  type: 'wash' | 'space' | 'double_space';
  /** spec: '2' = parking space; ours: '1' wash or disinfection, '3' double space */
  serviceType: '1' | '2' | '3';
  priceCents: number;
  imageGallery: string[];
  names: Record<Lang, string>;
  descriptions: Record<Lang, string>;
}

export const EXTRA = {
  exteriorWash: 101,
  fullWash: 102,
  fullDetail: 103,
  ozone: 104,
  coveredSpace: 201,
  doubleSpace: 301,
} as const;

export const seedExtras: SeedExtra[] = [
  {
    id: EXTRA.exteriorWash,
    type: 'wash',
    serviceType: '1',
    priceCents: 1500,
    imageGallery: ['/images/extras/exterior-wash.webp'],
    names: { es: 'Lavado exterior', ca: 'Rentat exterior', en: 'Exterior wash', fr: 'Lavage extérieur' },
    descriptions: {
      es: 'Lavado a mano de la carrocería, llantas y cristales.',
      ca: 'Rentat a mà de la carrosseria, llantes i vidres.',
      en: 'Hand wash of the bodywork, wheels and windows.',
      fr: 'Lavage à la main de la carrosserie, des jantes et des vitres.',
    },
  },
  {
    id: EXTRA.fullWash,
    type: 'wash',
    serviceType: '1',
    priceCents: 2900,
    imageGallery: ['/images/extras/full-wash.webp'],
    names: { es: 'Lavado interior y exterior', ca: 'Rentat interior i exterior', en: 'Interior and exterior wash', fr: 'Lavage intérieur et extérieur' },
    descriptions: {
      es: 'Lavado exterior más aspirado, salpicadero y cristales por dentro.',
      ca: 'Rentat exterior més aspirat, tauler i vidres per dins.',
      en: 'Exterior wash plus vacuuming, dashboard and inside windows.',
      fr: 'Lavage extérieur plus aspiration, tableau de bord et vitres intérieures.',
    },
  },
  {
    id: EXTRA.fullDetail,
    type: 'wash',
    serviceType: '1',
    priceCents: 8900,
    imageGallery: ['/images/extras/full-detail.webp'],
    names: { es: 'Limpieza integral', ca: 'Neteja integral', en: 'Full detail', fr: 'Nettoyage complet' },
    descriptions: {
      es: 'Limpieza a fondo de tapicería, plásticos y carrocería con encerado.',
      ca: 'Neteja a fons de tapisseria, plàstics i carrosseria amb encerat.',
      en: 'Deep clean of upholstery, trim and bodywork, with wax.',
      fr: 'Nettoyage en profondeur de la sellerie, des plastiques et de la carrosserie, avec cire.',
    },
  },
  {
    id: EXTRA.ozone,
    type: 'wash',
    serviceType: '1',
    priceCents: 2500,
    imageGallery: ['/images/extras/ozone.webp'],
    names: { es: 'Desinfección con ozono', ca: 'Desinfecció amb ozó', en: 'Ozone disinfection', fr: "Désinfection à l'ozone" },
    descriptions: {
      es: 'Elimina olores, bacterias y virus del habitáculo.',
      ca: "Elimina olors, bacteris i virus de l'habitacle.",
      en: 'Removes odours, bacteria and viruses from the cabin.',
      fr: "Élimine les odeurs, bactéries et virus de l'habitacle.",
    },
  },
  {
    id: EXTRA.coveredSpace,
    type: 'space',
    serviceType: '2',
    priceCents: 1200,
    imageGallery: ['/images/extras/covered-space.webp'],
    names: { es: 'Plaza cubierta reservada', ca: 'Plaça coberta reservada', en: 'Reserved covered space', fr: 'Place couverte réservée' },
    descriptions: {
      es: 'Tu coche bajo techo, en una plaza reservada para ti.',
      ca: 'El teu cotxe sota teulada, en una plaça reservada per a tu.',
      en: 'Your car under cover, in a space kept for you.',
      fr: 'Votre voiture à l’abri, sur une place qui vous est réservée.',
    },
  },
  {
    id: EXTRA.doubleSpace,
    type: 'double_space',
    serviceType: '3',
    priceCents: 2000,
    imageGallery: ['/images/extras/double-space.webp'],
    names: { es: 'Plaza doble', ca: 'Plaça doble', en: 'Double space', fr: 'Place double' },
    descriptions: {
      es: 'Para vehículos grandes, autocaravanas o coches con remolque.',
      ca: 'Per a vehicles grans, autocaravanes o cotxes amb remolc.',
      en: 'For large vehicles, campervans or cars with a trailer.',
      fr: 'Pour les grands véhicules, camping-cars ou voitures avec remorque.',
    },
  },
];

const P = PRODUCT_IDS;
const E = EXTRA;

/** [productId, extraId, places a day]. Urban parking 13 has washes only (spec: urban mode). */
export const seedProductExtras: [number, number, number][] = [
  [P.expressPrat, E.exteriorWash, 40],
  [P.expressPrat, E.fullWash, 25],
  [P.expressPrat, E.fullDetail, 6],
  [P.expressPrat, E.ozone, 20],
  [P.expressPrat, E.coveredSpace, 60],
  [P.expressPrat, E.doubleSpace, 12],
  [P.premiumPrat, E.exteriorWash, 20],
  [P.premiumPrat, E.fullWash, 20],
  [P.premiumPrat, E.fullDetail, 8],
  [P.premiumPrat, E.ozone, 15],
  [P.premiumPrat, E.coveredSpace, 40],
  [P.puerto, E.exteriorWash, 30],
  [P.puerto, E.fullWash, 20],
  [P.puerto, E.ozone, 15],
  [P.puerto, E.coveredSpace, 50],
  [P.puerto, E.doubleSpace, 20],
  [P.sants, E.exteriorWash, 15],
  [P.sants, E.fullWash, 10],
  [P.sants, E.coveredSpace, 20],
  [P.urbanParking, E.exteriorWash, 10],
  [P.urbanParking, E.fullWash, 8],
  [P.urbanParking, E.ozone, 6],
  [P.premiumBarajas, E.exteriorWash, 20],
  [P.premiumBarajas, E.fullWash, 20],
  [P.premiumBarajas, E.fullDetail, 6],
  [P.premiumBarajas, E.ozone, 15],
  [P.premiumBarajas, E.coveredSpace, 40],
  [P.premiumBarajas, E.doubleSpace, 8],
  [P.atocha, E.exteriorWash, 15],
  [P.atocha, E.fullWash, 10],
  [P.atocha, E.coveredSpace, 20],
];

export function extraBaseCents(priceCents: number): number {
  return vatSplit(priceCents).baseCents;
}
