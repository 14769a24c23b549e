import { SHIP_CHECKIN_TIMES } from '@parking/domain/booking/hour-slots';
import { PRODUCT_IDS, type StaticTerminal } from '@parking/domain/contracts/catalog';
import { PLACE } from './places';

/**
 * Demo products with the spec's identifiers (spec 3), their terminals and the static
 * terminal list. Lots: one per place (the lot id is derived from the common in-terminal).
 * Terminal ids are product id * 10 + n so a terminal id tells its product at a glance.
 */
export interface SeedProduct {
  id: number;
  service: 'express' | 'premium' | 'port' | 'standard' | 'urban';
  idLot: number;
  placeId: number;
  flightRequired: boolean;
  /** passengers are counted (spec 5: express and port only) */
  passengers: boolean;
  openingHoursType: 2 | 3;
  open: string | null;
  close: string | null;
  specificCheckinHours: string | null;
  specificCheckoutHours: string | null;
  latitude: number;
  longitude: number;
  defaultCapacity: number;
  /** tariff: total for 1 day, then the added cents per extra day by band (see tariffs.ts) */
  firstDayCents: number;
  extraDayCents: number;
  sortOrder: number;
}

export const LOT = { prat: 1, port: 2, sants: 3, urban: 4, barajas: 5, atocha: 6 } as const;

/** Common terminal ids, shared across products serving the same terminal. */
export const COMMON_TERMINAL = {
  pratT1: 1,
  pratT2: 2,
  cruiseA: 3,
  cruiseB: 4,
  cruiseC: 5,
  cruiseD: 6,
  sants: 7,
  urban: 8,
  barajasT1: 9,
  barajasT2: 10,
  barajasT3: 11,
  barajasT4: 12,
  atocha: 13,
  masBlau: 14,
} as const;

const P = PRODUCT_IDS;

export const seedProducts: SeedProduct[] = [
  {
    id: P.expressPrat,
    service: 'express',
    idLot: LOT.prat,
    placeId: PLACE.pratAirport,
    flightRequired: true,
    passengers: true,
    openingHoursType: 2,
    open: '00:00',
    close: '23:45',
    specificCheckinHours: null,
    specificCheckoutHours: null,
    latitude: 41.3046,
    longitude: 2.0807,
    defaultCapacity: 400,
    firstDayCents: 1495,
    extraDayCents: 300,
    sortOrder: 1,
  },
  {
    id: P.premiumPrat,
    service: 'premium',
    idLot: LOT.prat,
    placeId: PLACE.pratAirport,
    flightRequired: true,
    passengers: false,
    openingHoursType: 2,
    open: '05:00',
    close: '23:30',
    specificCheckinHours: null,
    specificCheckoutHours: null,
    latitude: 41.2887,
    longitude: 2.073,
    defaultCapacity: 150,
    firstDayCents: 2995,
    extraDayCents: 550,
    sortOrder: 2,
  },
  {
    id: P.puerto,
    service: 'port',
    idLot: LOT.port,
    placeId: PLACE.barcelonaPort,
    flightRequired: false,
    passengers: true,
    openingHoursType: 3,
    open: null,
    close: null,
    // Spec 9: ship check-in times; cruises dock early and disembark in half-hour waves.
    specificCheckinHours: SHIP_CHECKIN_TIMES.join(','),
    specificCheckoutHours: '7:00,7:30,8:00,8:30,9:00,9:30,10:00,10:30,11:00,11:30,12:00,12:30',
    latitude: 41.3686,
    longitude: 2.1819,
    defaultCapacity: 300,
    firstDayCents: 1995,
    extraDayCents: 350,
    sortOrder: 1,
  },
  {
    id: P.sants,
    service: 'standard',
    idLot: LOT.sants,
    placeId: PLACE.sants,
    flightRequired: false,
    passengers: false,
    openingHoursType: 2,
    open: '06:00',
    close: '23:00',
    specificCheckinHours: null,
    specificCheckoutHours: null,
    latitude: 41.3793,
    longitude: 2.1403,
    defaultCapacity: 120,
    firstDayCents: 1750,
    extraDayCents: 400,
    sortOrder: 1,
  },
  {
    id: P.urbanParking,
    service: 'urban',
    idLot: LOT.urban,
    placeId: PLACE.barcelonaUrban,
    flightRequired: false,
    passengers: false,
    openingHoursType: 2,
    open: '07:00',
    close: '22:00',
    specificCheckinHours: null,
    specificCheckoutHours: null,
    latitude: 41.387,
    longitude: 2.1701,
    defaultCapacity: 80,
    firstDayCents: 1200,
    extraDayCents: 450,
    sortOrder: 1,
  },
  {
    id: P.premiumBarajas,
    service: 'premium',
    idLot: LOT.barajas,
    placeId: PLACE.barajasAirport,
    flightRequired: true,
    passengers: false,
    openingHoursType: 2,
    open: '05:00',
    close: '23:45',
    specificCheckinHours: null,
    specificCheckoutHours: null,
    latitude: 40.4919,
    longitude: -3.5932,
    defaultCapacity: 150,
    firstDayCents: 3295,
    extraDayCents: 600,
    sortOrder: 1,
  },
  {
    id: P.atocha,
    service: 'standard',
    idLot: LOT.atocha,
    placeId: PLACE.atocha,
    flightRequired: false,
    passengers: false,
    openingHoursType: 2,
    open: '06:00',
    close: '23:30',
    specificCheckinHours: null,
    specificCheckoutHours: null,
    latitude: 40.4066,
    longitude: -3.6892,
    defaultCapacity: 120,
    firstDayCents: 1850,
    extraDayCents: 400,
    sortOrder: 1,
  },
];

export interface SeedTerminal {
  id: number;
  productId: number;
  commonTerminalId: number;
  nameShort: string;
  name: string;
}

const CT = COMMON_TERMINAL;

export const seedTerminals: SeedTerminal[] = [
  { id: 41, productId: P.expressPrat, commonTerminalId: CT.pratT1, nameShort: 'T1', name: 'Terminal 1' },
  { id: 42, productId: P.expressPrat, commonTerminalId: CT.pratT2, nameShort: 'T2', name: 'Terminal 2' },
  { id: 21, productId: P.premiumPrat, commonTerminalId: CT.pratT1, nameShort: 'T1', name: 'Terminal 1' },
  { id: 22, productId: P.premiumPrat, commonTerminalId: CT.pratT2, nameShort: 'T2', name: 'Terminal 2' },
  { id: 31, productId: P.puerto, commonTerminalId: CT.cruiseA, nameShort: 'A', name: 'Terminal A' },
  { id: 32, productId: P.puerto, commonTerminalId: CT.cruiseB, nameShort: 'B', name: 'Terminal B' },
  { id: 33, productId: P.puerto, commonTerminalId: CT.cruiseC, nameShort: 'C', name: 'Terminal C' },
  { id: 34, productId: P.puerto, commonTerminalId: CT.cruiseD, nameShort: 'D', name: 'Terminal D' },
  { id: 51, productId: P.sants, commonTerminalId: CT.sants, nameShort: 'Sants', name: 'Barcelona-Sants' },
  { id: 61, productId: P.atocha, commonTerminalId: CT.atocha, nameShort: 'Atocha', name: 'Madrid-Puerta de Atocha' },
  { id: 121, productId: P.premiumBarajas, commonTerminalId: CT.barajasT1, nameShort: 'T1', name: 'Terminal 1' },
  { id: 122, productId: P.premiumBarajas, commonTerminalId: CT.barajasT2, nameShort: 'T2', name: 'Terminal 2' },
  { id: 123, productId: P.premiumBarajas, commonTerminalId: CT.barajasT3, nameShort: 'T3', name: 'Terminal 3' },
  { id: 124, productId: P.premiumBarajas, commonTerminalId: CT.barajasT4, nameShort: 'T4', name: 'Terminal 4' },
  { id: 131, productId: P.urbanParking, commonTerminalId: CT.urban, nameShort: 'Centro', name: 'Plaça de Catalunya' },
];

/** Spec 3: eight airport and station entries plus the extra Mas Blau parking entry (the contract's StaticTerminal). */
export const seedStaticTerminals: StaticTerminal[] = [
  { name: 'Aeropuerto de Barcelona T1', commonTerminalId: CT.pratT1, placeId: PLACE.pratAirport, idLot: LOT.prat, terminals: [41, 21], idProduct: P.expressPrat, idTerminal: 41 },
  { name: 'Aeropuerto de Barcelona T2', commonTerminalId: CT.pratT2, placeId: PLACE.pratAirport, idLot: LOT.prat, terminals: [42, 22], idProduct: P.expressPrat, idTerminal: 42 },
  { name: 'Aeropuerto de Madrid T1', commonTerminalId: CT.barajasT1, placeId: PLACE.barajasAirport, idLot: LOT.barajas, terminals: [121], idProduct: P.premiumBarajas, idTerminal: 121 },
  { name: 'Aeropuerto de Madrid T2', commonTerminalId: CT.barajasT2, placeId: PLACE.barajasAirport, idLot: LOT.barajas, terminals: [122], idProduct: P.premiumBarajas, idTerminal: 122 },
  { name: 'Aeropuerto de Madrid T3', commonTerminalId: CT.barajasT3, placeId: PLACE.barajasAirport, idLot: LOT.barajas, terminals: [123], idProduct: P.premiumBarajas, idTerminal: 123 },
  { name: 'Aeropuerto de Madrid T4', commonTerminalId: CT.barajasT4, placeId: PLACE.barajasAirport, idLot: LOT.barajas, terminals: [124], idProduct: P.premiumBarajas, idTerminal: 124 },
  { name: 'Estación de Sants', commonTerminalId: CT.sants, placeId: PLACE.sants, idLot: LOT.sants, terminals: [51], idProduct: P.sants, idTerminal: 51 },
  { name: 'Estación de Atocha', commonTerminalId: CT.atocha, placeId: PLACE.atocha, idLot: LOT.atocha, terminals: [61], idProduct: P.atocha, idTerminal: 61 },
  // Mas Blau: the express car park's own entrance next to El Prat (trip's Mas Blau flag).
  { name: 'Parking Mas Blau', commonTerminalId: CT.masBlau, placeId: PLACE.pratAirport, idLot: LOT.prat, terminals: [41, 42], idProduct: P.expressPrat, idTerminal: 41 },
];
