import type { Lang } from '@parking/domain/contracts/wire';

/**
 * The demo car-service catalogue (issue 16.1; spec 3 Car service). Ids are ours, filed under
 * the spec's scope ids (21 ITV, 22 maintenance, 23-29 refuelling, 5 and 20 others). Names and
 * descriptions are catalogue data in the four languages, like the extras'. Prices are in
 * prices.ts; the method is in README.md.
 */
export interface SeedCarService {
  id: number;
  scopeId: number;
  feesNotIncluded: boolean;
  umcRequired: boolean;
  bodyRequired: boolean;
  motorRequired: boolean;
  requestKm: boolean;
  /** workshop types that perform it; empty: any */
  workshopTypes: ('official' | 'independent')[];
  imageGallery: string[];
  names: Record<Lang, string>;
  descriptions: Record<Lang, string>;
}

export const CAR_SERVICE = {
  itv: 2101,
  oilChange: 2201,
  planService: 2202,
  brakePads: 2001,
  airConditioning: 2002,
  preTripCheck: 501,
  fullTank: 2301,
  evCharge: 2401,
} as const;

const gallery = (name: string) => [1, 2, 3].map((n) => `/images/car-services/${name}-${n}.svg`);

export const seedCarServices: SeedCarService[] = [
  {
    id: CAR_SERVICE.itv,
    scopeId: 21,
    feesNotIncluded: true,
    umcRequired: true,
    bodyRequired: false,
    motorRequired: true,
    requestKm: false,
    workshopTypes: [],
    imageGallery: gallery('itv'),
    names: { es: 'ITV', ca: 'ITV', en: 'MOT (ITV) inspection', fr: 'Contrôle technique (ITV)' },
    descriptions: {
      es: 'Revisamos tu coche antes de la inspección y lo llevamos a la estación de ITV mientras viajas. Las tasas de emisiones se cobran aparte.',
      ca: 'Revisem el teu cotxe abans de la inspecció i el portem a l\'estació d\'ITV mentre viatges. Les taxes d\'emissions es cobren a part.',
      en: 'We check your car before the inspection and take it to the ITV station while you travel. Emission fees are charged separately.',
      fr: 'Nous vérifions votre voiture avant le contrôle et la conduisons au centre ITV pendant votre voyage. Les frais d\'émissions sont facturés à part.',
    },
  },
  {
    id: CAR_SERVICE.oilChange,
    scopeId: 22,
    feesNotIncluded: false,
    umcRequired: true,
    bodyRequired: false,
    motorRequired: true,
    requestKm: true,
    workshopTypes: [],
    imageGallery: gallery('oil-change'),
    names: { es: 'Cambio de aceite y filtro', ca: 'Canvi d\'oli i filtre', en: 'Oil and filter change', fr: 'Vidange et filtre à huile' },
    descriptions: {
      es: 'Aceite del grado que pide el fabricante de tu motor, filtro nuevo y revisión de niveles.',
      ca: 'Oli del grau que demana el fabricant del teu motor, filtre nou i revisió de nivells.',
      en: 'Oil of the grade your engine\'s maker asks for, a new filter and a check of the levels.',
      fr: 'Huile du grade demandé par le constructeur de votre moteur, filtre neuf et contrôle des niveaux.',
    },
  },
  {
    id: CAR_SERVICE.planService,
    scopeId: 22,
    feesNotIncluded: false,
    umcRequired: true,
    bodyRequired: true,
    motorRequired: true,
    requestKm: true,
    workshopTypes: ['official'],
    imageGallery: gallery('plan-service'),
    names: { es: 'Revisión oficial del fabricante', ca: 'Revisió oficial del fabricant', en: 'Manufacturer\'s scheduled service', fr: 'Révision constructeur' },
    descriptions: {
      es: 'La revisión del plan de mantenimiento de tu marca en un servicio oficial: aceite, filtros y los puntos de control del fabricante. Mantiene la garantía.',
      ca: 'La revisió del pla de manteniment de la teva marca en un servei oficial: oli, filtres i els punts de control del fabricant. Manté la garantia.',
      en: 'Your make\'s scheduled service at an official dealer: oil, filters and the maker\'s check-points. Keeps the warranty.',
      fr: 'La révision du plan d\'entretien de votre marque dans un atelier officiel : huile, filtres et points de contrôle du constructeur. Préserve la garantie.',
    },
  },
  {
    id: CAR_SERVICE.brakePads,
    scopeId: 20,
    feesNotIncluded: false,
    umcRequired: true,
    bodyRequired: true,
    motorRequired: false,
    requestKm: false,
    workshopTypes: [],
    imageGallery: gallery('brake-pads'),
    names: { es: 'Pastillas de freno delanteras', ca: 'Pastilles de fre davanteres', en: 'Front brake pads', fr: 'Plaquettes de frein avant' },
    descriptions: {
      es: 'Cambio de las pastillas del eje delantero y revisión de discos y líquido de frenos.',
      ca: 'Canvi de les pastilles de l\'eix davanter i revisió de discos i líquid de frens.',
      en: 'New pads on the front axle and a check of the discs and brake fluid.',
      fr: 'Remplacement des plaquettes de l\'essieu avant et contrôle des disques et du liquide de frein.',
    },
  },
  {
    id: CAR_SERVICE.airConditioning,
    scopeId: 20,
    feesNotIncluded: false,
    umcRequired: true,
    bodyRequired: false,
    motorRequired: false,
    requestKm: false,
    workshopTypes: ['independent'],
    imageGallery: gallery('air-conditioning'),
    names: { es: 'Carga de aire acondicionado', ca: 'Càrrega d\'aire condicionat', en: 'Air-conditioning recharge', fr: 'Recharge de climatisation' },
    descriptions: {
      es: 'Vaciado, prueba de estanqueidad y carga del gas refrigerante que lleva tu coche.',
      ca: 'Buidatge, prova d\'estanquitat i càrrega del gas refrigerant que porta el teu cotxe.',
      en: 'Drain, leak test and refill with the refrigerant your car takes.',
      fr: 'Vidange, test d\'étanchéité et recharge du gaz réfrigérant de votre voiture.',
    },
  },
  {
    id: CAR_SERVICE.preTripCheck,
    scopeId: 5,
    feesNotIncluded: false,
    umcRequired: true,
    bodyRequired: false,
    motorRequired: false,
    requestKm: false,
    workshopTypes: [],
    imageGallery: gallery('pre-trip-check'),
    names: { es: 'Revisión antes del viaje', ca: 'Revisió abans del viatge', en: 'Pre-trip check', fr: 'Contrôle avant départ' },
    descriptions: {
      es: 'Presión y estado de los neumáticos, luces, niveles y batería, listo para cuando vuelvas.',
      ca: 'Pressió i estat dels pneumàtics, llums, nivells i bateria, a punt per quan tornis.',
      en: 'Tyre pressure and wear, lights, levels and battery, ready for when you are back.',
      fr: 'Pression et usure des pneus, feux, niveaux et batterie, prêt pour votre retour.',
    },
  },
  {
    id: CAR_SERVICE.fullTank,
    scopeId: 23,
    feesNotIncluded: false,
    umcRequired: true,
    bodyRequired: false,
    motorRequired: true,
    requestKm: false,
    workshopTypes: [],
    imageGallery: gallery('full-tank'),
    names: { es: 'Depósito lleno', ca: 'Dipòsit ple', en: 'Full tank', fr: 'Plein de carburant' },
    descriptions: {
      es: 'Te devolvemos el coche con el depósito lleno. Precio estimado por la capacidad del depósito de tu modelo.',
      ca: 'Et tornem el cotxe amb el dipòsit ple. Preu estimat per la capacitat del dipòsit del teu model.',
      en: 'Your car back with a full tank. Price estimated from your model\'s tank size.',
      fr: 'Votre voiture rendue avec le plein. Prix estimé selon la capacité du réservoir de votre modèle.',
    },
  },
  {
    id: CAR_SERVICE.evCharge,
    scopeId: 24,
    feesNotIncluded: false,
    umcRequired: true,
    bodyRequired: false,
    motorRequired: false,
    requestKm: false,
    workshopTypes: [],
    imageGallery: gallery('ev-charge'),
    names: { es: 'Carga de batería al 80 %', ca: 'Càrrega de bateria al 80 %', en: 'Battery charged to 80%', fr: 'Batterie chargée à 80 %' },
    descriptions: {
      es: 'Cargamos tu coche eléctrico al 80 % antes de tu vuelta.',
      ca: 'Carreguem el teu cotxe elèctric al 80 % abans de la teva tornada.',
      en: 'We charge your electric car to 80% before you are back.',
      fr: 'Nous rechargeons votre voiture électrique à 80 % avant votre retour.',
    },
  },
];

/** Spec 7 list_workshop_brands: the workshop networks (synthetic names). */
export const seedWorkshopBrands = [
  { id: 1, name: 'Servicio Oficial', workshopType: 'official' },
  { id: 2, name: 'AutoTaller Red Multimarca', workshopType: 'independent' },
] as const;

/** One partner workshop per place, with its slots a day (demo: 6; Sants station: 2). */
export const seedWorkshops = [
  { id: 1, placeId: 1, brandId: 2, name: 'AutoTaller Prat', defaultCapacity: 6 },
  { id: 2, placeId: 2, brandId: 2, name: 'AutoTaller Port', defaultCapacity: 6 },
  { id: 3, placeId: 3, brandId: 1, name: 'Servicio Oficial Sants', defaultCapacity: 2 },
  { id: 4, placeId: 4, brandId: 2, name: 'AutoTaller Eixample', defaultCapacity: 4 },
  { id: 5, placeId: 5, brandId: 1, name: 'Servicio Oficial Barajas', defaultCapacity: 6 },
  { id: 6, placeId: 6, brandId: 2, name: 'AutoTaller Atocha', defaultCapacity: 4 },
] as const;
