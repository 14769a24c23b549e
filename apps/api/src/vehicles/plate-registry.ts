import { vehiclePlate } from '@parking/domain/vehicles/plate';
import { DomainError } from '@parking/domain/errors/codes';
import { SANDBOX_PLATES } from './seed-data/catalogue';

/**
 * The plate register (issue 15.2): who tells which car a Spanish plate is. The product asks it
 * when a traveller types a plate; it answers the car's UMC (the catalogue model) and, when it
 * knows them, its body and motor, plus the register's own id of the identification (spec 4
 * "Plate found (id_gt_vehicle_information present)"). Unknown plates are not found (null), not
 * an error. A register that fails or times out is API_ERROR_PLATE_REGISTRY_UNAVAILABLE (502).
 *
 * Two implementations, chosen by configuration (PLATE_REGISTRY_URL): the built-in sandbox
 * (seeded plates of vehicles/seed-data/sandbox-plates.json) and an HTTP client of a real one.
 * Plates are passed canonical (domain vehicles/plate: '1234BCD'); foreign plates are never asked.
 */
export interface PlateIdentification {
  umc: string;
  idGtVehicleInformation: number;
  bodyApplicabilitycode: string | null;
  motorApplicabilitycode: string | null;
}

export interface PlateRegistry {
  readonly name: string;
  identify(canonicalPlate: string): Promise<PlateIdentification | null>;
}

/** The sandbox: the seeded plates map to their UMCs; any other plate is not found. */
export function createSandboxPlateRegistry(): PlateRegistry {
  const byPlate = new Map<string, PlateIdentification>();
  for (const p of SANDBOX_PLATES) {
    const r = vehiclePlate(p.plate);
    if (!r.ok) throw new Error(`sandbox plate ${p.plate} is not a valid Spanish plate`);
    byPlate.set(r.plate, {
      umc: p.umc,
      idGtVehicleInformation: p.id_gt_vehicle_information,
      bodyApplicabilitycode: p.body_applicabilitycode,
      motorApplicabilitycode: p.motor_applicabilitycode,
    });
  }
  return {
    name: 'sandbox',
    async identify(plate) {
      return byPlate.get(plate) ?? null;
    },
  };
}

export interface HttpPlateRegistryConfig {
  /** GET {url}/{plate} answers 200 { umc, id_gt_vehicle_information, body_applicabilitycode?, motor_applicabilitycode? } or 404 */
  url: string;
  apiKey: string | null;
  timeoutMs: number;
}

type Fetch = typeof fetch;

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/**
 * A real register over HTTP: `GET {url}/{plate}` with `Authorization: Bearer {apiKey}`; 404 is
 * not found, 200 an identification, anything else (or no answer within timeoutMs) unavailable.
 * The plate travels in the path, so the register's own logs hold it, not ours.
 */
export function createHttpPlateRegistry(config: HttpPlateRegistryConfig, fetchImpl: Fetch = fetch): PlateRegistry {
  const base = config.url.replace(/\/+$/, '');
  return {
    name: 'http',
    async identify(plate) {
      let res: Response;
      try {
        res = await fetchImpl(`${base}/${encodeURIComponent(plate)}`, {
          headers: { accept: 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch {
        throw new DomainError('API_ERROR_PLATE_REGISTRY_UNAVAILABLE');
      }
      if (res.status === 404) return null;
      if (!res.ok) throw new DomainError('API_ERROR_PLATE_REGISTRY_UNAVAILABLE');
      const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      const umc = text(body?.umc);
      const id = body?.id_gt_vehicle_information;
      if (!umc || typeof id !== 'number' || !Number.isInteger(id) || id <= 0) throw new DomainError('API_ERROR_PLATE_REGISTRY_UNAVAILABLE');
      return {
        umc,
        idGtVehicleInformation: id,
        bodyApplicabilitycode: text(body?.body_applicabilitycode),
        motorApplicabilitycode: text(body?.motor_applicabilitycode),
      };
    },
  };
}

/** The registry the configuration names: the real one when PLATE_REGISTRY_URL is set, else the sandbox. */
export function plateRegistryFor(config: HttpPlateRegistryConfig | null | undefined): PlateRegistry {
  return config ? createHttpPlateRegistry(config) : createSandboxPlateRegistry();
}
