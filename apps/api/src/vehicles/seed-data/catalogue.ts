import bodyOptions from './body-options.json' with { type: 'json' };
import makes from './makes.json' with { type: 'json' };
import models from './models.json' with { type: 'json' };
import motorOptions from './motor-options.json' with { type: 'json' };
import propulsions from './propulsions.json' with { type: 'json' };
import sandboxPlates from './sandbox-plates.json' with { type: 'json' };

/**
 * The vehicle catalogue's seed data (issue 15.1, spec 3 Make, Model, Propulsion, Body and
 * motor options) and the plate-register sandbox's plates (issue 15.2), typed. Data only: the
 * seed and the sandbox provider read these arrays; see README.md for the source.
 */
export interface MakeRow {
  make_code: string;
  make_description: string;
}

export interface ModelRow {
  /** synthetic UMC, '<make_code>-<serial>' */
  umc: string;
  make_code: string;
  /** with the bracketed years, 'GOLF VII (2017-2020)' (domain vehicles/model-description.ts) */
  model_description: string;
  /** applicability codes of body-options.json */
  body_options: string[];
  /** applicability codes of motor-options.json; the model's propulsions are theirs */
  motor_options: string[];
}

export interface PropulsionRow {
  propulsion_code: string;
  propulsion: string;
}

export interface BodyOptionRow {
  applicabilitycode: string;
  desc: string;
}

export interface MotorOptionRow {
  applicabilitycode: string;
  desc: string;
  /** null for electric motors; friendlyName = domain engineFriendlyName(cc, cv) */
  cc: number | null;
  cv: number;
  propulsion_code: string;
}

export interface SandboxPlateRow {
  /** as people write it; the register compares canonical plates (domain vehiclePlate) */
  plate: string;
  umc: string;
  body_applicabilitycode: string;
  motor_applicabilitycode: string;
  /** spec 4: a plate is found when the answer carries id_gt_vehicle_information */
  id_gt_vehicle_information: number;
}

export const VEHICLE_MAKES: readonly MakeRow[] = makes;
export const VEHICLE_MODELS: readonly ModelRow[] = models;
export const VEHICLE_PROPULSIONS: readonly PropulsionRow[] = propulsions;
export const VEHICLE_BODY_OPTIONS: readonly BodyOptionRow[] = bodyOptions;
export const VEHICLE_MOTOR_OPTIONS: readonly MotorOptionRow[] = motorOptions;
export const SANDBOX_PLATES: readonly SandboxPlateRow[] = sandboxPlates;
