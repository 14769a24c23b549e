import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import type { Lang } from '@parking/domain/contracts/wire';
import { LOT } from './products';

/**
 * Issue 19 demo vouchers (docs/decisions/0032): one per scope type (spec 5), one outside its
 * booking window, one for another car park, one only for the app, one single-use, and WELCOME
 * vouchers the demo client is offered for any stay in the coming year. Dates are days relative
 * to the seeding clock (issue 7.12: no time bomb). Spanish uses tú.
 */
export interface SeedVoucher {
  code: string;
  dto: number | null;
  dtoEuroCents: number | null;
  /** days from the seeding clock; null = no limit */
  endDays: number | null;
  beginDays: number | null;
  bookingEndDays: number | null;
  minStayHours: number | null;
  onlyApp: boolean;
  onlyWeb: boolean;
  idLot: number | null;
  idProduct: number | null;
  scope: string | null;
  singleUse: boolean;
  texts: Record<Lang, { name: string; html: string }>;
}

const YEAR = 400;

const base = { endDays: YEAR, beginDays: 0, bookingEndDays: YEAR, minStayHours: null, onlyApp: false, onlyWeb: false, idLot: 0, idProduct: 0, singleUse: false };

export const seedVouchers: SeedVoucher[] = [
  {
    ...base,
    code: 'BIENVENIDA10',
    dto: 10,
    dtoEuroCents: null,
    scope: null,
    texts: {
      es: { name: 'Bienvenida: 10% en tu reserva', html: '<p>Disfruta de un <strong>10% de descuento</strong> en toda tu reserva durante el próximo año.</p>' },
      ca: { name: 'Benvinguda: 10% a la teva reserva', html: '<p>Gaudeix d\'un <strong>10% de descompte</strong> a tota la teva reserva durant el proper any.</p>' },
      en: { name: 'Welcome: 10% off your booking', html: '<p>Enjoy <strong>10% off</strong> your whole booking for the coming year.</p>' },
      fr: { name: 'Bienvenue : 10 % sur votre réservation', html: '<p>Profitez de <strong>10 % de réduction</strong> sur toute votre réservation pendant l\'année à venir.</p>' },
    },
  },
  {
    ...base,
    code: 'LAVADO50',
    dto: 50,
    dtoEuroCents: null,
    scope: '3',
    texts: {
      es: { name: 'Lavado a mitad de precio', html: '<p>El <em>lavado</em> de tu coche a mitad de precio mientras aparcas.</p><ul><li>Solo el lavado</li></ul>' },
      ca: { name: 'Rentat a meitat de preu', html: '<p>El <em>rentat</em> del teu cotxe a meitat de preu mentre aparques.</p><ul><li>Només el rentat</li></ul>' },
      en: { name: 'Half-price wash', html: '<p>Your car\'s <em>wash</em> at half price while you park.</p><ul><li>The wash only</li></ul>' },
      fr: { name: 'Lavage à moitié prix', html: '<p>Le <em>lavage</em> de votre voiture à moitié prix pendant votre stationnement.</p><ul><li>Le lavage seulement</li></ul>' },
    },
  },
  {
    ...base,
    code: 'ITV10',
    dto: null,
    dtoEuroCents: 1_000,
    scope: '21',
    texts: {
      es: { name: '10 € en tu ITV', html: '<p>Te descontamos <strong>10 €</strong> de la ITV que pidas con tu reserva.</p>' },
      ca: { name: '10 € a la teva ITV', html: '<p>Et descomptem <strong>10 €</strong> de la ITV que demanis amb la teva reserva.</p>' },
      en: { name: '10 € off your MOT', html: '<p><strong>10 €</strong> off the vehicle inspection (ITV) you order with your booking.</p>' },
      fr: { name: '10 € sur votre contrôle technique', html: '<p><strong>10 €</strong> de réduction sur le contrôle technique (ITV) commandé avec votre réservation.</p>' },
    },
  },
  {
    ...base,
    code: 'MANTEN15',
    dto: 15,
    dtoEuroCents: null,
    scope: '22',
    texts: {
      es: { name: '15% en el mantenimiento', html: '<p>Un <strong>15%</strong> menos en el mantenimiento de tu coche.</p>' },
      ca: { name: '15% al manteniment', html: '<p>Un <strong>15%</strong> menys al manteniment del teu cotxe.</p>' },
      en: { name: '15% off maintenance', html: '<p><strong>15%</strong> off your car\'s maintenance.</p>' },
      fr: { name: '15 % sur l\'entretien', html: '<p><strong>15 %</strong> de réduction sur l\'entretien de votre voiture.</p>' },
    },
  },
  {
    ...base,
    code: 'REPOSTA5',
    dto: null,
    dtoEuroCents: 500,
    scope: '23,24',
    texts: {
      es: { name: '5 € al repostar', html: '<p>Te llenamos el depósito y te descontamos <strong>5 €</strong>.</p>' },
      ca: { name: '5 € en repostar', html: '<p>T\'omplim el dipòsit i et descomptem <strong>5 €</strong>.</p>' },
      en: { name: '5 € off refuelling', html: '<p>We fill your tank and take <strong>5 €</strong> off.</p>' },
      fr: { name: '5 € sur le plein', html: '<p>Nous faisons le plein et vous offrons <strong>5 €</strong>.</p>' },
    },
  },
  {
    ...base,
    code: 'TALLER20',
    dto: 20,
    dtoEuroCents: null,
    scope: '5,20',
    texts: {
      es: { name: '20% en servicios de taller', html: '<p>Un <strong>20%</strong> menos en los servicios de taller que añadas a tu reserva.</p>' },
      ca: { name: '20% en serveis de taller', html: '<p>Un <strong>20%</strong> menys als serveis de taller que afegeixis a la teva reserva.</p>' },
      en: { name: '20% off car services', html: '<p><strong>20%</strong> off the car services you add to your booking.</p>' },
      fr: { name: '20 % sur les services atelier', html: '<p><strong>20 %</strong> de réduction sur les services atelier ajoutés à votre réservation.</p>' },
    },
  },
  {
    ...base,
    code: 'INVIERNO',
    dto: 15,
    dtoEuroCents: null,
    scope: null,
    // a window that has passed: never offered
    beginDays: -90,
    bookingEndDays: -30,
    texts: {
      es: { name: 'Invierno: 15%', html: '<p>Para estancias del invierno pasado.</p>' },
      ca: { name: 'Hivern: 15%', html: '<p>Per a estades de l\'hivern passat.</p>' },
      en: { name: 'Winter: 15%', html: '<p>For stays last winter.</p>' },
      fr: { name: 'Hiver : 15 %', html: '<p>Pour les séjours de l\'hiver dernier.</p>' },
    },
  },
  {
    ...base,
    code: 'BARAJAS5',
    dto: null,
    dtoEuroCents: 500,
    scope: null,
    idLot: LOT.barajas,
    idProduct: PRODUCT_IDS.premiumBarajas,
    texts: {
      es: { name: '5 € en Barajas', html: '<p>Solo para el aparcamiento premium de Barajas.</p>' },
      ca: { name: '5 € a Barajas', html: '<p>Només per a l\'aparcament prèmium de Barajas.</p>' },
      en: { name: '5 € at Barajas', html: '<p>For the Barajas premium car park only.</p>' },
      fr: { name: '5 € à Barajas', html: '<p>Uniquement pour le parking premium de Barajas.</p>' },
    },
  },
  {
    ...base,
    code: 'SOLOAPP',
    dto: 5,
    dtoEuroCents: null,
    scope: null,
    onlyApp: true,
    texts: {
      es: { name: '5% en la app', html: '<p>Solo al reservar desde la app.</p>' },
      ca: { name: '5% a l\'app', html: '<p>Només en reservar des de l\'app.</p>' },
      en: { name: '5% in the app', html: '<p>Only when booking in the app.</p>' },
      fr: { name: '5 % dans l\'application', html: '<p>Uniquement en réservant depuis l\'application.</p>' },
    },
  },
  {
    ...base,
    code: 'UNAVEZ5',
    dto: null,
    dtoEuroCents: 500,
    scope: null,
    singleUse: true,
    texts: {
      es: { name: '5 € de regalo (un solo uso)', html: '<p>Un regalo de <strong>5 €</strong> que puedes usar <strong>una vez</strong>.</p>' },
      ca: { name: '5 € de regal (un sol ús)', html: '<p>Un regal de <strong>5 €</strong> que pots fer servir <strong>una vegada</strong>.</p>' },
      en: { name: '5 € gift (single use)', html: '<p>A <strong>5 €</strong> gift you can use <strong>once</strong>.</p>' },
      fr: { name: 'Cadeau de 5 € (usage unique)', html: '<p>Un cadeau de <strong>5 €</strong> utilisable <strong>une seule fois</strong>.</p>' },
    },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (now: Date, days: number | null): Date | null => (days === null ? null : new Date(now.getTime() + days * DAY_MS));

/** The vouchers' rows at the seeding clock. */
export function voucherRowsAt(now: Date) {
  return seedVouchers.map((v) => ({
    code: v.code,
    name: v.texts.es.name,
    dto: v.dto,
    dtoEuroCents: v.dtoEuroCents,
    endDate: at(now, v.endDays),
    bookingBeginDate: at(now, v.beginDays),
    bookingEndDate: at(now, v.bookingEndDays),
    minStayHours: v.minStayHours,
    onlyApp: v.onlyApp,
    onlyWeb: v.onlyWeb,
    idLot: v.idLot,
    idProduct: v.idProduct,
    scope: v.scope,
    singleUsePerClient: v.singleUse,
  }));
}
