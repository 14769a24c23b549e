import type { FastifyInstance } from 'fastify';
import { newToken, hashToken } from '../lib/token';
import {
  vehicleBodyOptions,
  vehicleIdentifications,
  vehicleMakes,
  vehicleModels,
  vehicleMotorOptions,
  vehiclePropulsions,
  vehicles,
} from '../db/schema-vehicles';
import { VEHICLE_BODY_OPTIONS, VEHICLE_MAKES, VEHICLE_MODELS, VEHICLE_MOTOR_OPTIONS, VEHICLE_PROPULSIONS } from '../vehicles/seed-data/catalogue';

/**
 * A guest vehicle identified as `umc` (with a body and motor of that model), written the way
 * the vehicle routes of issue 15 store one; the catalogue rows it names are added when the
 * database lacks them. Resolves to its id and its guest token (X-Vehicle-Token).
 */
export async function guestVehicle(
  app: FastifyInstance,
  opts: { umc: string; body?: string | null; motor?: string | null; km?: number | null; kmAt?: Date | null; workshopType?: 'official' | 'independent' | null },
): Promise<{ id: number; token: string; motor: string; body: string }> {
  const db = app.db;
  const model = VEHICLE_MODELS.find((m) => m.umc === opts.umc);
  if (!model) throw new Error(`no model ${opts.umc}`);
  const motorCode = opts.motor === undefined ? model.motor_options[0]! : opts.motor;
  const bodyCode = opts.body === undefined ? model.body_options[0]! : opts.body;
  const motor = VEHICLE_MOTOR_OPTIONS.find((m) => m.applicabilitycode === (motorCode ?? model.motor_options[0]));
  const make = VEHICLE_MAKES.find((m) => m.make_code === model.make_code)!;
  await db.insert(vehicleMakes).values({ makeCode: make.make_code, makeDescription: make.make_description }).onConflictDoNothing();
  await db.insert(vehicleModels).values({ umc: model.umc, makeCode: model.make_code, modelDescription: model.model_description }).onConflictDoNothing();
  await db.insert(vehiclePropulsions).values(VEHICLE_PROPULSIONS.map((p) => ({ propulsionCode: p.propulsion_code, propulsion: p.propulsion }))).onConflictDoNothing();
  await db.insert(vehicleBodyOptions).values(VEHICLE_BODY_OPTIONS.map((b) => ({ applicabilitycode: b.applicabilitycode, desc: b.desc }))).onConflictDoNothing();
  if (motor) await db.insert(vehicleMotorOptions).values({ applicabilitycode: motor.applicabilitycode, desc: motor.desc, cc: motor.cc, cv: motor.cv, propulsionCode: motor.propulsion_code }).onConflictDoNothing();
  const token = newToken();
  const [v] = await db
    .insert(vehicles)
    .values({ plate: null, km: opts.km ?? null, kmTimestamp: opts.kmAt ?? null, workshopType: opts.workshopType ?? null, guestTokenHash: hashToken(token) })
    .returning({ id: vehicles.id });
  await db.insert(vehicleIdentifications).values({
    vehicleId: v!.id,
    umc: model.umc,
    propulsionCode: motor?.propulsion_code ?? null,
    motorApplicabilitycode: motorCode,
    motorDesc: motorCode ? (motor?.desc ?? null) : null,
    bodyApplicabilitycode: bodyCode,
    bodyDesc: null,
    source: 'selectors',
  });
  return { id: v!.id, token, motor: motorCode ?? '', body: bodyCode ?? '' };
}
