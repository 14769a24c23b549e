import { engineFriendlyName, roundEngineCc } from '@parking/domain/vehicles/engine';
import { modelChoices, parseModelDescription } from '@parking/domain/vehicles/model-description';
import { vehiclePlate } from '@parking/domain/vehicles/plate';
import { describe, expect, it } from 'vitest';
import {
  SANDBOX_PLATES,
  VEHICLE_BODY_OPTIONS,
  VEHICLE_MAKES,
  VEHICLE_MODELS,
  VEHICLE_MOTOR_OPTIONS,
  VEHICLE_PROPULSIONS,
} from './catalogue';

/**
 * The data files alone, no database: what the seed and the plate sandbox will load must be
 * whole (every reference resolves) and readable by the domain's vehicle rules.
 */
function duplicates(values: readonly (string | number)[]): (string | number)[] {
  const seen = new Set<string | number>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

const makeCodes = new Set(VEHICLE_MAKES.map((m) => m.make_code));
const bodyCodes = new Set(VEHICLE_BODY_OPTIONS.map((b) => b.applicabilitycode));
const motorsByCode = new Map(VEHICLE_MOTOR_OPTIONS.map((m) => [m.applicabilitycode, m]));
const propulsionCodes = new Set(VEHICLE_PROPULSIONS.map((p) => p.propulsion_code));
const modelsByUmc = new Map(VEHICLE_MODELS.map((m) => [m.umc, m]));

describe('vehicle catalogue data files', () => {
  it('issue 15.1 "at least 25 makes and 200 models with years"', () => {
    expect(VEHICLE_MAKES.length).toBeGreaterThanOrEqual(25);
    expect(VEHICLE_MODELS.length).toBeGreaterThanOrEqual(200);
  });

  it('ids are unique in each file', () => {
    expect(duplicates(VEHICLE_MAKES.map((m) => m.make_code))).toEqual([]);
    expect(duplicates(VEHICLE_MAKES.map((m) => m.make_description))).toEqual([]);
    expect(duplicates(VEHICLE_MODELS.map((m) => m.umc))).toEqual([]);
    expect(duplicates(VEHICLE_MODELS.map((m) => `${m.make_code} ${m.model_description}`))).toEqual([]);
    expect(duplicates(VEHICLE_PROPULSIONS.map((p) => p.propulsion_code))).toEqual([]);
    expect(duplicates(VEHICLE_BODY_OPTIONS.map((b) => b.applicabilitycode))).toEqual([]);
    expect(duplicates(VEHICLE_MOTOR_OPTIONS.map((m) => m.applicabilitycode))).toEqual([]);
  });

  it('every model names an existing make, body options and motor options, each once', () => {
    for (const m of VEHICLE_MODELS) {
      expect(makeCodes.has(m.make_code), m.umc).toBe(true);
      expect(m.umc.startsWith(`${m.make_code}-`), m.umc).toBe(true);
      expect(m.body_options.length, m.umc).toBeGreaterThan(0);
      expect(m.motor_options.length, m.umc).toBeGreaterThan(0);
      expect(m.body_options.filter((c) => !bodyCodes.has(c)), m.umc).toEqual([]);
      expect(m.motor_options.filter((c) => !motorsByCode.has(c)), m.umc).toEqual([]);
      expect(duplicates(m.body_options), m.umc).toEqual([]);
      expect(duplicates(m.motor_options), m.umc).toEqual([]);
    }
  });

  it('every make has models, every option and propulsion is used', () => {
    expect([...makeCodes].filter((c) => !VEHICLE_MODELS.some((m) => m.make_code === c))).toEqual([]);
    const usedBodies = new Set(VEHICLE_MODELS.flatMap((m) => m.body_options));
    const usedMotors = new Set(VEHICLE_MODELS.flatMap((m) => m.motor_options));
    expect([...bodyCodes].filter((c) => !usedBodies.has(c))).toEqual([]);
    expect([...motorsByCode.keys()].filter((c) => !usedMotors.has(c))).toEqual([]);
    const usedPropulsions = new Set(VEHICLE_MOTOR_OPTIONS.map((m) => m.propulsion_code));
    expect([...propulsionCodes].filter((c) => !usedPropulsions.has(c))).toEqual([]);
  });

  it('spec 4 "Model descriptions are parsed for a friendly name and a year from a bracketed part": every description has both', () => {
    for (const m of VEHICLE_MODELS) {
      const p = parseModelDescription(m.model_description);
      expect(p.friendlyName, m.model_description).not.toBe('');
      expect(p.friendlyName, m.model_description).toBe(p.friendlyName.toUpperCase());
      expect(p.from, m.model_description).not.toBeNull();
      expect(p.from!, m.model_description).toBeGreaterThanOrEqual(1990);
      if (p.to !== null) expect(p.to, m.model_description).toBeGreaterThanOrEqual(p.from!);
    }
  });

  it('spec 4 "if several models share a friendly name the year select is required": their years tell them apart, and the catalogue has such models', () => {
    let shared = 0;
    for (const make of makeCodes) {
      for (const choice of modelChoices(VEHICLE_MODELS.filter((m) => m.make_code === make))) {
        expect(duplicates(choice.variants.map((v) => v.year ?? '')), `${make} ${choice.friendlyName}`).toEqual([]);
        if (choice.yearRequired) shared += 1;
      }
    }
    expect(shared).toBeGreaterThanOrEqual(3);
  });

  it('spec 3 motor friendlyName "engine size rounded to 100 cc plus CV": derivable for every motor and agreeing with its description', () => {
    for (const m of VEHICLE_MOTOR_OPTIONS) {
      expect(propulsionCodes.has(m.propulsion_code), m.applicabilitycode).toBe(true);
      expect(m.cc === null, `${m.applicabilitycode}: no cc exactly for electric motors`).toBe(m.propulsion_code === 'BEV');
      expect(m.desc, m.applicabilitycode).toContain(`${m.cv} CV`);
      expect(engineFriendlyName(m.cc, m.cv), m.applicabilitycode).toMatch(/^(\d\.\d )?\d+ CV$/);
      if (m.cc !== null) {
        // the marketed size ('1.2' for a 1149 cc engine) is within 100 cc of the rounded one
        const marketed = Number(/^(\d\.\d) /.exec(m.desc)?.[1]) * 1000;
        expect(Math.abs(roundEngineCc(m.cc)! - marketed), m.applicabilitycode).toBeLessThanOrEqual(100);
      }
    }
  });

  it('issue 15.2 sandbox register: every plate is a valid Spanish plate, once, of an existing model with its own body and motor', () => {
    expect(SANDBOX_PLATES.length).toBeGreaterThanOrEqual(20);
    const canonical: string[] = [];
    const kinds = new Set<string>();
    for (const p of SANDBOX_PLATES) {
      const checked = vehiclePlate(p.plate, 'ES');
      expect(checked.ok, p.plate).toBe(true);
      if (!checked.ok) continue;
      canonical.push(checked.plate);
      kinds.add(checked.kind);
      const model = modelsByUmc.get(p.umc);
      expect(model, p.plate).toBeDefined();
      expect(model?.body_options, p.plate).toContain(p.body_applicabilitycode);
      expect(model?.motor_options, p.plate).toContain(p.motor_applicabilitycode);
    }
    expect(duplicates(canonical)).toEqual([]);
    expect(duplicates(SANDBOX_PLATES.map((p) => p.id_gt_vehicle_information))).toEqual([]);
    expect([...kinds].sort()).toEqual(['es-current', 'es-provincial']);
  });
});
