import { describe, expect, it } from 'vitest';
import {
  appliedPromo,
  type BookedServices,
  customServiceAmount,
  customTyresAmount,
  isBarcelona,
  missingServices,
  NO_SERVICES,
  type OfferLike,
  offerTaxesKey,
  priceSectionShown,
  promoAccepted,
  servicesOfChosenExtras,
  servicesOfOffer,
  taxesKeyForCity,
  totalWithoutPromo,
} from './offer-rules';

const PROMO = 'spec 4 "Promo: entered, then success (promo present without error; promoLoaded 1, else 0)"';
const TAXES = 'spec 2 "taxes sentence (differs for Barcelona)"';
const WITHOUT = 'spec 2 Price block "total without promo, promo, points, total"';
const URBAN = 'spec 2 "In urban source mode the price section is hidden unless car-service, custom or wash extras exist"';
const SHOWN = 'spec 4 "Promo codes apply only when the price section can be shown"';
const MISSING =
  'spec 4 "Continue disabled when urban-parking or modify mode has no services (mechanical orders, service request, tyre request, extras)"';

const base: OfferLike = {
  price: 30,
  pvp_wash: 0,
  pvp_promotion: 0,
  pvp_product_points: 0,
  pvp_mechanical_orders: 0,
  promos: [],
  mechanical_orders: [],
  service_request: null,
  customized_tires_request: null,
};
const offer = (o: Partial<OfferLike>): OfferLike => ({ ...base, ...o });
const ok = { code: 'WELCOME10', name: 'Welcome', error: null };
const refused = { code: 'OLD', name: '', error: 'Este código ha caducado' };

describe('appliedPromo / promoAccepted', () => {
  it.each([
    [`${PROMO}: present without error, promoLoaded 1`, offer({ promos: [ok], promoLoaded: 1 }), ok],
    [`${PROMO}: present without error, no promoLoaded (older answer)`, offer({ promos: [ok] }), ok],
    [`${PROMO}: promoLoaded 0 is not applied`, offer({ promos: [ok], promoLoaded: 0 }), null],
    [`${PROMO}: an error is a failure even with promoLoaded 1`, offer({ promos: [refused], promoLoaded: 1 }), null],
    [`${PROMO}: an error is a failure`, offer({ promos: [refused] }), null],
    [`${PROMO}: no promo`, offer({}), null],
    [`${PROMO}: no offer`, null, null],
  ] as const)('%s', (_t, o, expected) => {
    expect(appliedPromo(o)).toEqual(expected);
    expect(promoAccepted(o)).toBe(expected !== null);
  });
});

describe('taxes sentence', () => {
  it.each([
    [`${TAXES}: es/ca/en name`, 'Barcelona', true],
    [`${TAXES}: fr name`, 'Barcelone', true],
    [`${TAXES}: case and spaces`, ' BARCELONA ', true],
    [`${TAXES}: Madrid`, 'Madrid', false],
    [`${TAXES}: empty`, '', false],
  ])('%s', (_t, city, expected) => {
    expect(isBarcelona(city)).toBe(expected);
    expect(taxesKeyForCity(city)).toBe(expected ? 'taxes_included_barcelona' : 'taxes_included');
  });

  it.each([
    [`${TAXES}: the server's key wins`, { taxes: 'taxes_included_barcelona', city: 'Madrid' }, 'taxes_included_barcelona'],
    [`${TAXES}: else the city (a stored reservation)`, { city: 'Barcelone' }, 'taxes_included_barcelona'],
    [`${TAXES}: an unknown key falls back to the city`, { taxes: 'x', city: 'Madrid' }, 'taxes_included'],
    [`${TAXES}: nothing known`, {}, 'taxes_included'],
  ] as const)('%s', (_t, o, expected) => {
    expect(offerTaxesKey(o)).toBe(expected);
  });
});

describe('totalWithoutPromo', () => {
  it.each([
    [`${WITHOUT}: the server's figure`, offer({ price: 24, pvp_promotion: 3, total_without_promo: 27 }), 27],
    [`${WITHOUT}: else total plus promo plus points, in cents (0.1 + 0.2 is 0.30)`, offer({ price: 0.1, pvp_promotion: 0.2 }), 0.3],
    [`${WITHOUT}: discounts sent negative count as positive`, offer({ price: 24, pvp_promotion: -3, pvp_product_points: -3 }), 30],
  ])('%s', (_t, o, expected) => {
    expect(totalWithoutPromo(o)).toBe(expected);
  });
});

describe('custom request amounts', () => {
  it.each([
    ['the offer field wins', { pvp_customized_tires: 12, customized_tires_request: { price: 80 } }, 12],
    ['else the request price', { customized_tires_request: { price: '80.50' } }, 80.5],
    ['else its pvp', { customized_tires_request: { pvp: 7 } }, 7],
    ['nothing', { customized_tires_request: null }, 0],
  ] as [string, { pvp_customized_tires?: number; customized_tires_request: unknown }, number][])('spec 2 Price block "custom tyres": %s', (_t, o, expected) => {
    expect(customTyresAmount(o)).toBe(expected);
    expect(customServiceAmount({ pvp_service_request: o.pvp_customized_tires, service_request: o.customized_tires_request })).toBe(expected);
  });
});

describe('servicesOfOffer', () => {
  it.each([
    ['nothing', offer({}), NO_SERVICES],
    ['a wash extra listed', offer({ extras: [{ type: 'wash' }] }), { ...NO_SERVICES, washExtras: 1 }],
    ['a wash line without the list', offer({ pvp_wash: 12 }), { ...NO_SERVICES, washExtras: 1 }],
    ['a space extra', offer({ extras: [{ type: 'space' }, { type: 'double_space' }] }), { ...NO_SERVICES, spaceExtras: 2 }],
    ['car services', offer({ mechanical_orders: [{}, {}] }), { ...NO_SERVICES, carServices: 2 }],
    ['a car-service line without the list', offer({ pvp_mechanical_orders: 99 }), { ...NO_SERVICES, carServices: 1 }],
    ['a service request', offer({ service_request: { description: 'x' } }), { ...NO_SERVICES, serviceRequest: true }],
    ['a stored tyres line', offer({ pvp_customized_tires: 40 }), { ...NO_SERVICES, tyresRequest: true }],
  ] as const)('%s', (_t, o, expected) => {
    expect(servicesOfOffer(o)).toEqual(expected);
  });
});

const s = (o: Partial<BookedServices>): BookedServices => ({ ...NO_SERVICES, ...o });

describe('servicesOfChosenExtras', () => {
  it.each([
    [`${MISSING}: no extra chosen`, 0, 0, NO_SERVICES, { urban: false, missing: true }],
    [`${URBAN}: a wash chosen`, 1, 1, { ...NO_SERVICES, washExtras: 1 }, { urban: true, missing: false }],
    [`${URBAN}: a space alone is an extra, not a price-showing service`, 1, 0, { ...NO_SERVICES, spaceExtras: 1 }, { urban: false, missing: false }],
    [`${MISSING}: a wash and a space`, 2, 1, { ...NO_SERVICES, washExtras: 1, spaceExtras: 1 }, { urban: true, missing: false }],
    [`${MISSING}: an extra of a kind not known yet counts as an extra`, 1, 0, { ...NO_SERVICES, spaceExtras: 1 }, { urban: false, missing: false }],
  ] as const)('%s', (_t, chosen, washes, expected, urban) => {
    const services = servicesOfChosenExtras(chosen, washes);
    expect(services).toEqual(expected);
    expect(priceSectionShown('urban', services)).toBe(urban.urban);
    expect(missingServices({ sourceMode: 'urban' }, services)).toBe(urban.missing);
  });
});


describe('priceSectionShown (also decides whether a promo code may apply)', () => {
  it.each([
    [`${SHOWN}: parking mode always shows the price`, 'parking', NO_SERVICES, true],
    [`${SHOWN}: no source mode is parking mode`, null, NO_SERVICES, true],
    [`${URBAN}: urban without services hides it`, 'urban', NO_SERVICES, false],
    [`${URBAN}: a space extra alone is not a service that shows it`, 'urban', s({ spaceExtras: 1 }), false],
    [`${URBAN}: a wash shows it`, 'urban', s({ washExtras: 1 }), true],
    [`${URBAN}: a car service shows it`, 'urban', s({ carServices: 1 }), true],
    [`${URBAN}: a custom service shows it`, 'urban', s({ serviceRequest: true }), true],
    [`${URBAN}: custom tyres show it`, 'urban', s({ tyresRequest: true }), true],
  ] as const)('%s', (_t, mode, services, expected) => {
    expect(priceSectionShown(mode, services)).toBe(expected);
  });
});

describe('missingServices', () => {
  it.each([
    [`${MISSING}: urban with nothing`, { sourceMode: 'urban' }, NO_SERVICES, true],
    [`${MISSING}: urban with an extra (a space counts)`, { sourceMode: 'urban' }, s({ spaceExtras: 1 }), false],
    [`${MISSING}: urban with a wash`, { sourceMode: 'urban' }, s({ washExtras: 1 }), false],
    [`${MISSING}: urban with a car service`, { sourceMode: 'urban' }, s({ carServices: 1 }), false],
    [`${MISSING}: urban with a tyre request`, { sourceMode: 'urban' }, s({ tyresRequest: true }), false],
    [`${MISSING}: urban with a service request`, { sourceMode: 'urban' }, s({ serviceRequest: true }), false],
    [`${MISSING}: modify mode with nothing`, { sourceMode: 'parking', modifying: true }, NO_SERVICES, true],
    [`${MISSING}: parking mode needs none`, { sourceMode: 'parking' }, NO_SERVICES, false],
  ] as const)('%s', (_t, input, services, expected) => {
    expect(missingServices(input, services)).toBe(expected);
  });
});
