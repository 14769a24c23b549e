import type { Lang } from '@parking/domain/contracts/wire';

/** Demo cities and places (issue 2). Names are proper nouns, still localised where usage differs. */
export interface SeedCity {
  id: number;
  names: Record<Lang, string>;
}

export interface SeedPlace {
  id: number;
  cityId: number;
  type: 'airport' | 'port' | 'station' | 'urban';
  names: Record<Lang, string>;
}

export const CITY = { barcelona: 1, madrid: 2 } as const;

export const PLACE = {
  pratAirport: 1,
  barcelonaPort: 2,
  sants: 3,
  barcelonaUrban: 4,
  barajasAirport: 5,
  atocha: 6,
} as const;

export const seedCities: SeedCity[] = [
  { id: CITY.barcelona, names: { es: 'Barcelona', ca: 'Barcelona', en: 'Barcelona', fr: 'Barcelone' } },
  { id: CITY.madrid, names: { es: 'Madrid', ca: 'Madrid', en: 'Madrid', fr: 'Madrid' } },
];

export const seedPlaces: SeedPlace[] = [
  {
    id: PLACE.pratAirport,
    cityId: CITY.barcelona,
    type: 'airport',
    names: {
      es: 'Aeropuerto de Barcelona-El Prat',
      ca: 'Aeroport de Barcelona-el Prat',
      en: 'Barcelona-El Prat Airport',
      fr: 'Aéroport de Barcelone-El Prat',
    },
  },
  {
    id: PLACE.barcelonaPort,
    cityId: CITY.barcelona,
    type: 'port',
    names: { es: 'Puerto de Barcelona', ca: 'Port de Barcelona', en: 'Port of Barcelona', fr: 'Port de Barcelone' },
  },
  {
    id: PLACE.sants,
    cityId: CITY.barcelona,
    type: 'station',
    names: {
      es: 'Estación de Barcelona-Sants',
      ca: 'Estació de Barcelona-Sants',
      en: 'Barcelona-Sants Station',
      fr: 'Gare de Barcelone-Sants',
    },
  },
  {
    id: PLACE.barcelonaUrban,
    cityId: CITY.barcelona,
    type: 'urban',
    names: {
      es: 'Aparcamiento urbano Barcelona centro',
      ca: 'Aparcament urbà Barcelona centre',
      en: 'Barcelona city-centre car park',
      fr: 'Parking urbain Barcelone centre',
    },
  },
  {
    id: PLACE.barajasAirport,
    cityId: CITY.madrid,
    type: 'airport',
    names: {
      es: 'Aeropuerto Adolfo Suárez Madrid-Barajas',
      ca: 'Aeroport Adolfo Suárez Madrid-Barajas',
      en: 'Adolfo Suárez Madrid-Barajas Airport',
      fr: 'Aéroport Adolfo-Suárez de Madrid-Barajas',
    },
  },
  {
    id: PLACE.atocha,
    cityId: CITY.madrid,
    type: 'station',
    names: {
      es: 'Estación de Madrid-Puerta de Atocha',
      ca: 'Estació de Madrid-Puerta de Atocha',
      en: 'Madrid-Puerta de Atocha Station',
      fr: 'Gare de Madrid-Puerta de Atocha',
    },
  },
];
