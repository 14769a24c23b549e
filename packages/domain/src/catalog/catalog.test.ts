import { describe, expect, it } from 'vitest';
import { type City, findPlaceEntry, findProductEntry, forEachProduct, type Product, PRODUCT_IDS } from './catalog';

const CATALOG = 'spec 3 "Booking data: ... place, cities (with places and products)"';

const product = (id: number, placeId: number): Product => ({
  id,
  name: `P${id}`,
  service: 'express',
  idLot: id,
  placeId,
  description: '',
  long_description: '',
  warning_before_buy: null,
  terminals: [],
  openingHours: { type: 2, open: null, close: null },
  specific_checkin_hours: null,
  specific_checkout_hours: null,
  flight_required: false,
  location: { city: 'Barcelona', latitude: 0, longitude: 0 },
});

const cities: City[] = [
  {
    id: 1,
    name: 'Barcelona',
    places: [
      { id: 10, name: 'El Prat', type: 'airport', cityId: 1, products: [product(PRODUCT_IDS.expressPrat, 10), product(PRODUCT_IDS.premiumPrat, 10)] },
      { id: 11, name: 'Sants', type: 'station', cityId: 1, products: [product(PRODUCT_IDS.sants, 11)] },
    ],
  },
  { id: 2, name: 'Madrid', places: [{ id: 20, name: 'Barajas', type: 'airport', cityId: 2, products: [product(PRODUCT_IDS.premiumBarajas, 20)] }] },
  { id: 3, name: 'Empty', places: [{ id: 30, name: 'Nothing yet', type: 'urban', cityId: 3, products: [] }] },
];
const catalog = { cities };

describe('findProductEntry', () => {
  it.each<[string, number | null | undefined, [number, number, number] | undefined]>([
    [`${CATALOG}: a product with its place and city`, PRODUCT_IDS.premiumPrat, [PRODUCT_IDS.premiumPrat, 10, 1]],
    [`${CATALOG}: a product of another city`, PRODUCT_IDS.premiumBarajas, [PRODUCT_IDS.premiumBarajas, 20, 2]],
    [`${CATALOG}: an unknown id`, 999, undefined],
    [`${CATALOG}: no id`, null, undefined],
  ])('%s', (_t, id, expected) => {
    const e = findProductEntry(catalog, id);
    expect(e && [e.product.id, e.place.id, e.city.id]).toEqual(expected);
  });

  it(`${CATALOG}: no catalogue yet finds nothing`, () => {
    expect(findProductEntry(undefined, PRODUCT_IDS.sants)).toBeUndefined();
  });
});

describe('findPlaceEntry', () => {
  it.each<[string, number | null | undefined, [number, number] | undefined]>([
    [`${CATALOG}: a place with its city`, 11, [11, 1]],
    [`${CATALOG}: a place without products`, 30, [30, 3]],
    [`${CATALOG}: an unknown place`, 99, undefined],
    [`${CATALOG}: no id`, undefined, undefined],
  ])('%s', (_t, id, expected) => {
    const e = findPlaceEntry(catalog, id);
    expect(e && [e.place.id, e.city.id]).toEqual(expected);
  });
});

describe('forEachProduct', () => {
  it(`${CATALOG}: every product once, city by city, place by place`, () => {
    const seen: string[] = [];
    forEachProduct(catalog, (p, place, city) => seen.push(`${city.id}/${place.id}/${p.id}`));
    expect(seen).toEqual([`1/10/${PRODUCT_IDS.expressPrat}`, `1/10/${PRODUCT_IDS.premiumPrat}`, `1/11/${PRODUCT_IDS.sants}`, `2/20/${PRODUCT_IDS.premiumBarajas}`]);
  });
});

describe('PRODUCT_IDS', () => {
  it('spec 3 "Product identifiers: express Prat 4, premium Prat 2, urban parking 13, premium Barajas 12, Sants 5, Puerto 3, Atocha 6"', () => {
    expect(PRODUCT_IDS).toEqual({ expressPrat: 4, premiumPrat: 2, urbanParking: 13, premiumBarajas: 12, sants: 5, puerto: 3, atocha: 6 });
  });
});
