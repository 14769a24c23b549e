import type {
  MakeWire,
  ModelWire,
  PropulsionWire,
  UmcData,
  VehicleOptionWire,
} from '@parking/domain/contracts/vehicle';
import { engineFriendlyName } from '@parking/domain/vehicles/engine';
import { parseModelDescription } from '@parking/domain/vehicles/model-description';
import type { Db } from '../db/client';
import { type CatalogueSnapshot, loadCatalogueSnapshot } from './vehicle-repository';

interface MotorEntry extends VehicleOptionWire {
  propulsion_code: string;
}

interface ModelEntry {
  wire: ModelWire;
  makeCode: string;
  bodies: VehicleOptionWire[];
  motors: MotorEntry[];
  propulsions: PropulsionWire[];
}

/**
 * The make/model cache (issue 15): the vehicle catalogue (makes, models, propulsions, body and
 * motor options) read once at start and served from memory, like the parking catalogue. The
 * answers are built here once (friendly names parsed, engines named), so a selector call costs a
 * map lookup. `load()` again after the catalogue tables change.
 */
export class VehicleCatalogue {
  private makesList: MakeWire[] = [];
  private makesByCode = new Map<string, MakeWire>();
  private modelsByMake = new Map<string, ModelWire[]>();
  private models = new Map<string, ModelEntry>();
  private propulsionsByCode = new Map<string, PropulsionWire>();
  private bodiesByCode = new Map<string, VehicleOptionWire>();
  private motorsByCode = new Map<string, MotorEntry>();

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    this.build(await loadCatalogueSnapshot(this.db));
  }

  private build(s: CatalogueSnapshot): void {
    const makesList = s.makes.map((m) => ({ id: m.id, make_code: m.makeCode, make_description: m.makeDescription }));
    const propulsionsByCode = new Map(s.propulsions.map((p) => [p.propulsionCode, { propulsion_code: p.propulsionCode, propulsion: p.propulsion }]));
    const bodiesByCode = new Map(s.bodies.map((b) => [b.applicabilitycode, { applicabilitycode: b.applicabilitycode, desc: b.desc, friendlyName: b.desc }]));
    const motorsByCode = new Map<string, MotorEntry>(
      s.motors.map((m) => [
        m.applicabilitycode,
        { applicabilitycode: m.applicabilitycode, desc: m.desc, friendlyName: engineFriendlyName(m.cc, m.cv) || m.desc, propulsion_code: m.propulsionCode },
      ]),
    );
    const bodiesOf = new Map<string, string[]>();
    for (const r of s.modelBodies) bodiesOf.set(r.umc, [...(bodiesOf.get(r.umc) ?? []), r.applicabilitycode]);
    const motorsOf = new Map<string, string[]>();
    for (const r of s.modelMotors) motorsOf.set(r.umc, [...(motorsOf.get(r.umc) ?? []), r.applicabilitycode]);

    const models = new Map<string, ModelEntry>();
    const modelsByMake = new Map<string, ModelWire[]>();
    for (const m of s.models) {
      const parsed = parseModelDescription(m.modelDescription);
      const wire: ModelWire = { id: m.id, friendlyName: parsed.friendlyName, year: parsed.year, model_description: m.modelDescription, umc: m.umc };
      const motors = (motorsOf.get(m.umc) ?? []).sort().flatMap((c) => motorsByCode.get(c) ?? []);
      const propulsionCodes = [...new Set(motors.map((x) => x.propulsion_code))].sort();
      models.set(m.umc, {
        wire,
        makeCode: m.makeCode,
        bodies: (bodiesOf.get(m.umc) ?? []).sort().flatMap((c) => bodiesByCode.get(c) ?? []),
        motors,
        propulsions: propulsionCodes.flatMap((c) => propulsionsByCode.get(c) ?? []),
      });
      modelsByMake.set(m.makeCode, [...(modelsByMake.get(m.makeCode) ?? []), wire]);
    }
    this.makesList = makesList;
    this.makesByCode = new Map(makesList.map((m) => [m.make_code, m]));
    this.modelsByMake = modelsByMake;
    this.models = models;
    this.propulsionsByCode = propulsionsByCode;
    this.bodiesByCode = bodiesByCode;
    this.motorsByCode = motorsByCode;
  }

  /** Every make, by description. */
  makes(): MakeWire[] {
    return this.makesList;
  }

  make(code: string): MakeWire | null {
    return this.makesByCode.get(code) ?? null;
  }

  /** A make's models in catalogue order (the web de-duplicates by friendly name, domain modelChoices); null for an unknown make. */
  modelsOf(makeCode: string): ModelWire[] | null {
    if (!this.makesByCode.has(makeCode)) return null;
    return this.modelsByMake.get(makeCode) ?? [];
  }

  model(umc: string): ModelWire | null {
    return this.models.get(umc)?.wire ?? null;
  }

  /** Spec 3 UMC data: makeCode, makeDescription, modelDescription, umc. */
  umcData(umc: string): UmcData | null {
    const m = this.models.get(umc);
    const make = m ? this.makesByCode.get(m.makeCode) : undefined;
    if (!m || !make) return null;
    return { makeCode: make.make_code, makeDescription: make.make_description, modelDescription: m.wire.model_description, umc };
  }

  /** Spec 7 propulsion_options?umc: the propulsions of one model (those of its motors). */
  propulsionsOfUmc(umc: string): PropulsionWire[] | null {
    return this.models.get(umc)?.propulsions ?? null;
  }

  /**
   * Spec 7 "propulsions by model": every propulsion of a make's models sharing a friendly name
   * (before the year is chosen); null when the make has no such model.
   */
  propulsionsByModel(makeCode: string, friendlyName: string): PropulsionWire[] | null {
    const name = friendlyName.trim().replace(/\s+/g, ' ').toUpperCase();
    const variants = (this.modelsByMake.get(makeCode) ?? []).filter((m) => m.friendlyName.toUpperCase() === name);
    if (variants.length === 0) return null;
    const codes = new Set(variants.flatMap((v) => this.models.get(v.umc)?.propulsions.map((p) => p.propulsion_code) ?? []));
    return [...codes].sort().flatMap((c) => this.propulsionsByCode.get(c) ?? []);
  }

  bodyOptions(umc: string): VehicleOptionWire[] | null {
    return this.models.get(umc)?.bodies ?? null;
  }

  /** A model's motors, of one propulsion when given. */
  motorOptions(umc: string, propulsionCode?: string | null): MotorEntry[] | null {
    const motors = this.models.get(umc)?.motors;
    if (!motors) return null;
    return propulsionCode ? motors.filter((m) => m.propulsion_code === propulsionCode) : motors;
  }

  propulsion(code: string): PropulsionWire | null {
    return this.propulsionsByCode.get(code) ?? null;
  }

  body(code: string): VehicleOptionWire | null {
    return this.bodiesByCode.get(code) ?? null;
  }

  motor(code: string): MotorEntry | null {
    return this.motorsByCode.get(code) ?? null;
  }

  /** Whether a body, motor or propulsion code is one of the model's. */
  fits(umc: string, kind: 'body' | 'motor' | 'propulsion', code: string): boolean {
    const m = this.models.get(umc);
    if (!m) return false;
    if (kind === 'body') return m.bodies.some((b) => b.applicabilitycode === code);
    if (kind === 'motor') return m.motors.some((x) => x.applicabilitycode === code);
    return m.propulsions.some((p) => p.propulsion_code === code);
  }
}
