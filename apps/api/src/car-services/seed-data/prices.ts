import { CAR_SERVICE } from './services';

/**
 * Estimate templates per price class (issue 16.1 "realistic seeded prices per model": a city
 * car's service costs less than an SUV's). Each model's class is model-classes.json (built by
 * build-model-classes.mjs from the vehicle catalogue); the method and sources are in README.md.
 * Amounts are base cents without VAT. Workshop texts are data in the workshop's language
 * (Spanish, upper case), like the vehicle catalogue's.
 */
export const PRICE_CLASSES = ['city', 'compact', 'family', 'suv', 'premium', 'van', 'electric'] as const;
export type PriceClass = (typeof PRICE_CLASSES)[number];

export interface SeedLine {
  kind: 'part' | 'operation' | 'checkpoint';
  type: 'MAIN' | 'SUBDETAIL_INCLUDED';
  code: string;
  units: number;
  desc: string;
  title: string;
  base_standard_cents: number;
}

interface ClassFacts {
  /** engine oil, litres */
  oil: number;
  oilFilter: number;
  airFilter: number;
  cabinFilter: number;
  pads: number;
  /** fuel tank, litres */
  tank: number;
  /** labour, cents an hour */
  rate: number;
  /** ITV pre-inspection and driving to the station, closed price */
  itv: number;
  ac: number;
}

/** Parts at Spanish retail-to-workshop prices of 2025-2026 (see README.md); labour per hour. */
const FACTS: Record<PriceClass, ClassFacts> = {
  city: { oil: 3.5, oilFilter: 850, airFilter: 1_400, cabinFilter: 1_200, pads: 3_200, tank: 38, rate: 5_200, itv: 3_900, ac: 4_900 },
  compact: { oil: 4.5, oilFilter: 1_100, airFilter: 1_800, cabinFilter: 1_500, pads: 4_200, tank: 50, rate: 5_500, itv: 4_500, ac: 5_900 },
  family: { oil: 5, oilFilter: 1_300, airFilter: 2_100, cabinFilter: 1_700, pads: 5_200, tank: 58, rate: 5_500, itv: 4_900, ac: 6_500 },
  suv: { oil: 5.5, oilFilter: 1_500, airFilter: 2_500, cabinFilter: 1_900, pads: 6_800, tank: 60, rate: 5_800, itv: 5_500, ac: 6_900 },
  premium: { oil: 6, oilFilter: 2_200, airFilter: 3_500, cabinFilter: 2_800, pads: 9_500, tank: 65, rate: 7_500, itv: 6_500, ac: 8_900 },
  van: { oil: 6.5, oilFilter: 1_700, airFilter: 2_600, cabinFilter: 2_000, pads: 6_400, tank: 70, rate: 5_800, itv: 6_500, ac: 7_500 },
  electric: { oil: 0, oilFilter: 0, airFilter: 0, cabinFilter: 2_400, pads: 6_000, tank: 0, rate: 6_500, itv: 4_500, ac: 8_900 },
};

const OIL_PER_LITRE = 950;
const FUEL_PER_LITRE = 130;
const REFUEL_FEE = 900;

const part = (code: string, units: number, desc: string, unitCents: number): SeedLine => ({
  kind: 'part',
  type: 'MAIN',
  code,
  units,
  desc,
  title: desc,
  base_standard_cents: Math.round(units * unitCents),
});
const labour = (code: string, hours: number, desc: string, rate: number): SeedLine => ({
  kind: 'operation',
  type: 'MAIN',
  code,
  units: hours,
  desc,
  title: desc,
  base_standard_cents: Math.round(hours * rate),
});
const check = (code: string, title: string, desc: string): SeedLine => ({ kind: 'checkpoint', type: 'SUBDETAIL_INCLUDED', code, units: 1, desc, title, base_standard_cents: 0 });

const LEVEL_CHECKS = [
  check('CP-LEVELS', 'NIVELES', 'NIVELES DE REFRIGERANTE, FRENOS Y LIMPIAPARABRISAS'),
  check('CP-TYRES', 'NEUMATICOS', 'PRESION Y DESGASTE DE LOS CUATRO NEUMATICOS Y RUEDA DE REPUESTO'),
  check('CP-LIGHTS', 'ALUMBRADO', 'LUCES DE CRUCE, CARRETERA, FRENO, POSICION E INTERMITENTES'),
];

/** The estimate of a service for a class: its lines and unique price, or null when the class has none. */
export function seedEstimate(serviceId: number, cls: PriceClass): { uniquePriceCents: number | null; lines: SeedLine[] } | null {
  const f = FACTS[cls];
  const electric = cls === 'electric';
  switch (serviceId) {
    case CAR_SERVICE.itv:
      return {
        uniquePriceCents: f.itv,
        lines: [
          labour('OP-ITV-PRE', 0.5, 'PREINSPECCION ITV', f.rate),
          labour('OP-ITV-DRIVE', 1, 'TRASLADO A LA ESTACION DE ITV E INSPECCION', f.rate),
          check('CP-ITV-BRAKES', 'FRENOS', 'EFICACIA Y DESEQUILIBRIO DE FRENADO'),
          check('CP-ITV-EMISSIONS', 'EMISIONES', 'ANALISIS DE GASES U OPACIDAD'),
          ...LEVEL_CHECKS,
        ],
      };
    case CAR_SERVICE.oilChange:
      if (electric) return null;
      return {
        uniquePriceCents: null,
        lines: [
          part('PT-OIL', f.oil, 'ACEITE MOTOR SINTETICO', OIL_PER_LITRE),
          part('PT-OILF', 1, 'FILTRO DE ACEITE', f.oilFilter),
          part('PT-PLUG', 1, 'ARANDELA TAPON DE CARTER', 120),
          labour('OP-OIL', 0.5, 'CAMBIO DE ACEITE Y FILTRO', f.rate),
          ...LEVEL_CHECKS,
        ],
      };
    case CAR_SERVICE.planService:
      return {
        uniquePriceCents: null,
        lines: [
          ...(electric
            ? []
            : [part('PT-OIL', f.oil, 'ACEITE MOTOR SINTETICO', OIL_PER_LITRE), part('PT-OILF', 1, 'FILTRO DE ACEITE', f.oilFilter), part('PT-AIRF', 1, 'FILTRO DE AIRE', f.airFilter)]),
          part('PT-CABF', 1, 'FILTRO DE HABITACULO', f.cabinFilter),
          labour('OP-PLAN', electric ? 1 : 1.5, 'REVISION SEGUN PLAN DEL FABRICANTE', f.rate),
          check('CP-PLAN-BRAKES', 'FRENOS', 'DESGASTE DE PASTILLAS Y DISCOS'),
          check('CP-PLAN-SUSP', 'SUSPENSION', 'AMORTIGUADORES, ROTULAS Y SILENTBLOCKS'),
          check('CP-PLAN-BATT', 'BATERIA', 'ESTADO Y CARGA DE LA BATERIA'),
          check('CP-PLAN-DIAG', 'DIAGNOSIS', 'LECTURA DE CODIGOS DE AVERIA Y PUESTA A CERO DEL INDICADOR'),
          ...LEVEL_CHECKS,
        ],
      };
    case CAR_SERVICE.brakePads:
      return {
        uniquePriceCents: null,
        lines: [
          part('PT-PADS', 1, 'JUEGO DE PASTILLAS DELANTERAS', f.pads),
          labour('OP-PADS', 1, 'SUSTITUCION DE PASTILLAS DELANTERAS', f.rate),
          check('CP-DISCS', 'DISCOS', 'GROSOR Y ESTADO DE LOS DISCOS DELANTEROS'),
          check('CP-FLUID', 'LIQUIDO DE FRENOS', 'NIVEL Y PUNTO DE EBULLICION DEL LIQUIDO'),
        ],
      };
    case CAR_SERVICE.airConditioning:
      return {
        uniquePriceCents: f.ac,
        lines: [
          labour('OP-AC', 1, 'VACIADO, VACIO Y CARGA DE GAS REFRIGERANTE', f.rate),
          check('CP-AC-LEAK', 'ESTANQUEIDAD', 'PRUEBA DE FUGAS DEL CIRCUITO'),
          check('CP-AC-TEMP', 'TEMPERATURA', 'TEMPERATURA DE SALIDA EN REJILLAS'),
        ],
      };
    case CAR_SERVICE.preTripCheck:
      return { uniquePriceCents: 1_900, lines: [labour('OP-CHECK', 0.5, 'REVISION DE SEGURIDAD', f.rate), ...LEVEL_CHECKS, check('CP-BATT', 'BATERIA', 'TENSION DE LA BATERIA')] };
    case CAR_SERVICE.fullTank:
      if (electric) return null;
      return {
        uniquePriceCents: null,
        lines: [part('PT-FUEL', f.tank, 'COMBUSTIBLE (DEPOSITO COMPLETO ESTIMADO)', FUEL_PER_LITRE), labour('OP-FUEL', 1, 'TRASLADO A ESTACION DE SERVICIO', REFUEL_FEE)],
      };
    case CAR_SERVICE.evCharge:
      if (!electric) return null;
      return { uniquePriceCents: 2_500, lines: [labour('OP-CHARGE', 1, 'CARGA HASTA EL 80 %', 2_500)] };
    default:
      return null;
  }
}
