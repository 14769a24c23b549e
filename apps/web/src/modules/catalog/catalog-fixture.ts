import type { CatalogResponse, Product, Terminal } from '@parking/domain/contracts/catalog';

/**
 * A small catalogue shaped like the api's answer, for component tests that render a step
 * without a server. It mirrors the seeded demo products the tests name (spec 3 ids).
 */
const terminal = (id: number, common: number, short: string, name: string): Terminal => ({
  id,
  common_terminal_id: common,
  name_short: short,
  name,
});

const base = {
  long_description: '',
  warning_before_buy: null,
  specific_checkin_hours: null,
  specific_checkout_hours: null,
  flight_required: false,
  location: { city: 'Barcelona', latitude: 41.3, longitude: 2.1 },
} satisfies Partial<Product>;

export const EXPRESS_PRAT: Product = {
  ...base,
  id: 4,
  name: 'Express El Prat',
  service: 'express',
  idLot: 1,
  placeId: 1,
  description: 'Shuttle to the terminal.',
  terminals: [terminal(41, 1, 'T1', 'Terminal 1'), terminal(42, 2, 'T2', 'Terminal 2')],
  openingHours: { type: 2, open: '00:00', close: '23:45' },
  flight_required: true,
};

export const PREMIUM_PRAT: Product = {
  ...base,
  id: 2,
  name: 'Premium El Prat',
  service: 'premium',
  idLot: 1,
  placeId: 1,
  description: 'We pick your car up at the terminal.',
  terminals: [terminal(21, 1, 'T1', 'Terminal 1'), terminal(22, 2, 'T2', 'Terminal 2')],
  openingHours: { type: 2, open: '05:00', close: '23:30' },
  flight_required: true,
  warning_before_buy: { name: 'Before you book', body: 'Arrive 15 minutes early.' },
};

export const PUERTO: Product = {
  ...base,
  id: 3,
  name: 'Port parking',
  service: 'port',
  idLot: 2,
  placeId: 2,
  description: 'Free minibus to the cruise terminals.',
  terminals: [terminal(31, 3, 'A', 'Cruise terminal A'), terminal(32, 4, 'B', 'Cruise terminal B')],
  openingHours: { type: 3, open: null, close: null },
  specific_checkin_hours: '8:00,9:15,10:30,12:30',
  specific_checkout_hours: '7:00,8:00,9:00,10:00,11:00,12:00',
};

export const SANTS: Product = {
  ...base,
  id: 5,
  name: 'Sants station',
  service: 'standard',
  idLot: 3,
  placeId: 3,
  description: 'Next to the station.',
  terminals: [terminal(51, 7, 'Sants', 'Sants station')],
  openingHours: { type: 2, open: '06:00', close: '23:00' },
};

export const catalogFixture: CatalogResponse = {
  lang: 'en',
  cities: [
    {
      id: 1,
      name: 'Barcelona',
      places: [
        { id: 1, name: 'Barcelona-El Prat Airport', type: 'airport', cityId: 1, products: [EXPRESS_PRAT, PREMIUM_PRAT] },
        { id: 2, name: 'Port of Barcelona', type: 'port', cityId: 1, products: [PUERTO] },
        { id: 3, name: 'Barcelona-Sants Station', type: 'station', cityId: 1, products: [SANTS] },
      ],
    },
  ],
  terminals: [],
};
