import * as z from 'zod';
import { isValidEmail } from '../validation/contact';
import { isIsoCountryCode } from '../validation/country';
import { hasNoControlChars } from '../validation/forms';
import { dbId, dbIdOrDigits } from '../validation/ids';
import type { ValidationMessageKey } from '../validation/messages';
import { KM_MAX } from '../vehicles/km';
import { SPAIN, vehiclePlate } from '../vehicles/plate';

/**
 * Vehicles (issue 15; spec 3 Vehicle, Vehicle state, UMC data, Make, Model, Propulsion, Body and
 * motor options; spec 7 every vehicle call). Every route is under /api/vehicles; bodies are
 * parsed by these schemas on the server, with the spec's payload names. Decision 0023.
 *
 * Who may call what (domain vehicles/rights.ts, decision 0023):
 * - a client: its own vehicles (list, get, create, update, delete, workshop type, umc, km,
 *   car_details, clear identification), registers a guest vehicle it holds on login;
 * - an agency acting for a client (`client_id` above 1, spec 6): lists, gets, creates and checks
 *   plates for a client it acts for; never changes an existing vehicle;
 * - a guest (no session): creates a vehicle (no `client_id`) and gets its `guest_token` once,
 *   256 random bits; every later call on that vehicle sends it in the X-Vehicle-Token header
 *   (GUEST_VEHICLE_TOKEN_HEADER). Without it a guest vehicle is a 404, whoever asks: the numeric
 *   id alone opens nothing.
 * - the catalogue (makes, models, propulsions, options, umc_data) and missing_car_model are open.
 *
 * Errors: 400 API_ERROR_VALIDATION (field errors with validation keys), 401 API_ERROR_UNAUTHORIZED,
 * 403 API_ERROR_FORBIDDEN, 404 API_ERROR_VEHICLE_NOT_FOUND / API_ERROR_VEHICLE_MODEL_NOT_FOUND,
 * 422 API_ERROR_VEHICLE_PLATE_NOT_IDENTIFIABLE (identify on a foreign plate or no plate),
 * 502 API_ERROR_PLATE_REGISTRY_UNAVAILABLE (the real register failed; the sandbox never does).
 */

const msg = (key: ValidationMessageKey) => ({ error: key });

/** The header a guest sends its vehicle's token in (never a query parameter: URLs end up in logs). */
export const GUEST_VEHICLE_TOKEN_HEADER = 'x-vehicle-token';
/** A guest token: 43 base64url characters (256 bits). */
export const GUEST_VEHICLE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Set workshop type (spec 7): which workshop a car service goes to (decision 0023). */
export const WORKSHOP_TYPES = ['official', 'independent'] as const;
export type WorkshopType = (typeof WORKSHOP_TYPES)[number];

// ---- Shapes returned -----------------------------------------------------------------------

/** Spec 3 Vehicle vehicle_information: the car's identification (null fields: not known yet). */
export interface VehicleInformationWire {
  make_code: string;
  make_description: string;
  /** with its bracketed years: 'GOLF VII (2017-2020)' */
  model_description: string;
  /** model_description parsed (domain vehicles/model-description): 'GOLF VII' and '2017-2020' */
  friendlyName: string;
  year: string | null;
  umc: string;
  umc_data: UmcData;
  propulsion_code: string | null;
  propulsion: string | null;
  motor_applicabilitycode: string | null;
  motor_desc: string | null;
  body_applicabilitycode: string | null;
  body_description: string | null;
  /** the body's desc under the name the complete-data form sends it with */
  body_desc: string | null;
}

/** Spec 3 Vehicle, as every vehicle call answers it. */
export interface VehicleWire {
  id: number;
  /** spec 3 "id_client (above 1 means registered)": the owner's user id; 1 for a guest vehicle */
  id_client: number;
  /** the same, as the spec's client_id (string for agents, spec 7) */
  client_id: string;
  /** canonical plate ('1234BCD'); null on the guest selector path */
  plate: string | null;
  /** the plate as people write it ('1234 BCD'), null without plate */
  plate_display: string | null;
  /** ISO 3166-1 alpha-2 of the plate */
  country: string;
  /** the owner's name for the car, or 'brand model colour' of the not-found form */
  type: string | null;
  colour: string | null;
  km: number | null;
  /** when km was last recorded: a wire date, 'YYYY-MM-DD HH:mm:ss' Madrid wall time (contracts/wire.ts) */
  km_timestamp: string | null;
  workshop_type: WorkshopType | null;
  /** present (a number) when the plate register identified the car (spec 4 "Plate found") */
  id_gt_vehicle_information: number | null;
  vehicle_information: VehicleInformationWire | null;
}

/** A guest's create answer: the vehicle and, once, the token that opens it (decision 0023). */
export interface GuestVehicleCreated extends VehicleWire {
  guest_token: string;
}

/** GET /api/vehicles -> 200 { vehicles } (most recent first). */
export interface VehicleListResponse {
  vehicles: VehicleWire[];
}

/** Spec 3 UMC data. */
export interface UmcData {
  makeCode: string;
  makeDescription: string;
  modelDescription: string;
  umc: string;
}

/** Spec 3 Make. */
export interface MakeWire {
  id: number;
  make_code: string;
  make_description: string;
}
/** Spec 3 Model (friendlyName and year parsed from model_description). */
export interface ModelWire {
  id: number;
  friendlyName: string;
  year: string | null;
  model_description: string;
  umc: string;
}
/** Spec 3 Propulsion. */
export interface PropulsionWire {
  propulsion_code: string;
  propulsion: string;
}
/** Spec 3 Body and motor options: friendlyName is the body's desc, or the engine ('1.6 115 CV', domain vehicles/engine). */
export interface VehicleOptionWire {
  applicabilitycode: string;
  desc: string;
  friendlyName: string;
  /** motor options only */
  propulsion_code?: string;
}

export interface MakesResponse {
  car_makes: MakeWire[];
}
export interface ModelsResponse {
  car_models: ModelWire[];
}
export interface PropulsionsResponse {
  propulsion_codes: PropulsionWire[];
}
export interface BodyOptionsResponse {
  body_options: VehicleOptionWire[];
}
export interface MotorOptionsResponse {
  motor_options: VehicleOptionWire[];
}
export interface UmcDataResponse {
  umc_data: UmcData;
}

/**
 * POST /api/vehicles/check_plate -> 200. `found` is the register's answer (spec 4 "Plate found
 * (id_gt_vehicle_information present)"); foreign plates are never looked up (found false,
 * identifiable false). `vehicle`: the caller's (or the agent's client's) saved vehicle with this
 * plate, when there is one.
 */
export interface CheckPlateResponse {
  plate: string;
  plate_display: string;
  country: string;
  identifiable: boolean;
  found: boolean;
  id_gt_vehicle_information: number | null;
  umc_data: UmcData | null;
  vehicle: VehicleWire | null;
}

/**
 * The vehicle section of a reservation (spec 2 "vehicle section of the summary: plate, make and
 * model, km"), in the reservation view and the confirmation e-mail. Null on the reservation
 * when it was booked on the plain-plate path.
 */
export interface ReservationVehicleWire {
  id: number;
  plate: string | null;
  plate_display: string | null;
  make_description: string | null;
  model_description: string | null;
  /** 'VOLKSWAGEN GOLF VII (2017-2020)', or the not-found form's type, or null */
  make_and_model: string | null;
  km: number | null;
  /** wire date, as VehicleWire's */
  km_timestamp: string | null;
}

// ---- Pieces ----------------------------------------------------------------------------------

function text(max: number) {
  return z
    .string(msg('required'))
    .trim()
    .min(1, { ...msg('required'), abort: true })
    .max(max, msg('max_length'))
    .refine(hasNoControlChars, msg('invalid_characters'));
}
function optionalText(max: number) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), text(max).nullable().optional());
}

/** spec 7 "client_id as string for agent": '42' or 42; 1 (or absent) is nobody (spec 6). */
export const vehicleClientId = dbIdOrDigits.optional();

/** The plate and its country, checked by the domain rule (vehicles/plate.ts); country defaults to ES. */
export const plateAndCountry = z
  .object({
    plate: z.string(msg('required')).max(20, msg('max_length')),
    country: z.string(msg('invalid_country')).max(2, msg('invalid_country')).default(SPAIN),
  })
  .superRefine((v, ctx) => {
    const r = vehiclePlate(v.plate, v.country);
    if (!r.ok) ctx.addIssue({ code: 'custom', path: [r.error === 'invalid_country' ? 'country' : 'plate'], message: r.error });
  });

export const umcField = z.string(msg('required')).trim().min(1, msg('required')).max(40, msg('max_length'));
export const codeField = z.string(msg('required')).trim().min(1, msg('required')).max(40, msg('max_length'));
/** Kilometres on the wire: an integer 0..KM_MAX (the field's dotted text is parsed by domain parseKm first). */
export const kmField = z.number(msg('required')).int(msg('invalid_value')).min(0, msg('invalid_value')).max(KM_MAX, msg('invalid_value'));

// ---- Requests --------------------------------------------------------------------------------

/** GET /api/vehicles?client_id= and GET /api/vehicles/{vehicleId}?client_id= */
export const vehicleListQuery = z.object({ client_id: vehicleClientId });
export const vehicleIdParams = z.object({ vehicleId: dbIdOrDigits });

/**
 * POST /api/vehicles (spec 7 create): one of
 * - by plate: `plate` (+ `country`, default ES); the register identifies it at once when it can;
 * - by the selectors: `plate` null (guests: no plate is stored) or a plate, with makeCode,
 *   makeDescription, modelDescription, umc, propulsion_code;
 * - by the not-found form: `brand`, `model`, optional `colour`, plus `plate` (type = 'brand model colour').
 * `type` is the owner's name for the car (null when not logged, spec 7); `client_id` (agents) names
 * the client it is for. -> 201 VehicleWire (a client's) | 201 GuestVehicleCreated (no session).
 */
export const createVehicleRequest = z
  .object({
    plate: z.string(msg('invalid_plate')).max(20, msg('max_length')).nullable().optional(),
    country: z.string(msg('invalid_country')).max(2, msg('invalid_country')).default(SPAIN),
    type: optionalText(100),
    client_id: vehicleClientId,
    makeCode: codeField.optional(),
    makeDescription: optionalText(100),
    modelDescription: optionalText(200),
    umc: umcField.optional(),
    propulsion_code: codeField.nullable().optional(),
    brand: optionalText(60),
    model: optionalText(60),
    colour: optionalText(40),
  })
  .superRefine((v, ctx) => {
    if (v.plate !== null && v.plate !== undefined && v.plate.trim() !== '') {
      const r = vehiclePlate(v.plate, v.country);
      if (!r.ok) ctx.addIssue({ code: 'custom', path: [r.error === 'invalid_country' ? 'country' : 'plate'], message: r.error });
    }
    const hasPlate = v.plate !== null && v.plate !== undefined && v.plate.trim() !== '';
    // without a plate the country is stored as given: it must be a country (a fuzz run sent '', a 500)
    if (!hasPlate && !isIsoCountryCode(v.country)) ctx.addIssue({ code: 'custom', path: ['country'], message: 'invalid_country' });
    if (!hasPlate && v.umc === undefined && !v.brand) ctx.addIssue({ code: 'custom', path: ['plate'], message: 'required' });
    if ((v.brand && !v.model) || (!v.brand && v.model)) ctx.addIssue({ code: 'custom', path: [v.brand ? 'model' : 'brand'], message: 'required' });
  });
export type CreateVehicleRequest = z.input<typeof createVehicleRequest>;
export type CreateVehicleBody = z.output<typeof createVehicleRequest>;

/** POST /api/vehicles/check_plate (spec 7 "check plate (plate, optional client_id)") -> 200 CheckPlateResponse. */
export const checkPlateRequest = z
  .object({
    plate: z.string(msg('required')).max(20, msg('max_length')),
    country: z.string(msg('invalid_country')).max(2, msg('invalid_country')).default(SPAIN),
    client_id: vehicleClientId,
  })
  .superRefine((v, ctx) => {
    const r = vehiclePlate(v.plate, v.country);
    if (!r.ok) ctx.addIssue({ code: 'custom', path: [r.error === 'invalid_country' ? 'country' : 'plate'], message: r.error });
  });
export type CheckPlateRequest = z.input<typeof checkPlateRequest>;
export type CheckPlateBody = z.output<typeof checkPlateRequest>;

/**
 * PUT /api/vehicles/{vehicleId} (spec 7 update; rename is `type`): owner only. A changed plate
 * drops the identification (the car may be another one). -> 200 VehicleWire.
 */
export const updateVehicleRequest = z
  .object({
    type: optionalText(100),
    plate: z.string(msg('invalid_plate')).max(20, msg('max_length')).optional(),
    country: z.string(msg('invalid_country')).max(2, msg('invalid_country')).optional(),
    colour: optionalText(40),
  })
  .superRefine((v, ctx) => {
    if (v.plate !== undefined) {
      const r = vehiclePlate(v.plate, v.country ?? SPAIN);
      if (!r.ok) ctx.addIssue({ code: 'custom', path: [r.error === 'invalid_country' ? 'country' : 'plate'], message: r.error });
    }
  });
export type UpdateVehicleRequest = z.input<typeof updateVehicleRequest>;
export type UpdateVehicleBody = z.output<typeof updateVehicleRequest>;

/** PUT /api/vehicles/{vehicleId}/workshop_type -> 200 VehicleWire (owner). null clears it. */
export const workshopTypeRequest = z.object({ workshop_type: z.enum(WORKSHOP_TYPES, msg('invalid_value')).nullable() });
export type WorkshopTypeRequest = z.input<typeof workshopTypeRequest>;

/**
 * PUT /api/vehicles/{vehicleId}/umc (spec 4 "sets UMC on the existing vehicle") -> 200 VehicleWire
 * (owner, or the guest holding it). Replaces the identification with the selectors' one.
 */
export const setUmcRequest = z.object({ umc: umcField, propulsion_code: codeField.nullable().optional() });
export type SetUmcRequest = z.input<typeof setUmcRequest>;
export type SetUmcBody = z.output<typeof setUmcRequest>;

/** POST /api/vehicles/{vehicleId}/identify: asks the plate register again -> 200 VehicleWire (id_gt_vehicle_information null when not found). */

/** PUT /api/vehicles/{vehicleId}/km (spec 7 "set requested data km for user and guest"; spec 2 modify-km) -> 200 VehicleWire, km_timestamp now. */
export const kmRequest = z.object({ km: kmField });
export type KmRequest = z.input<typeof kmRequest>;

/** POST /api/vehicles/car_details/{vehicleId} (spec 7) -> 200 VehicleWire. Codes must fit the vehicle's model. */
export const carDetailsRequest = z.object({
  motor_applicabilitycode: codeField.nullable().optional(),
  motor_desc: optionalText(200),
  body_applicabilitycode: codeField.nullable().optional(),
  body_desc: optionalText(200),
  km: kmField.nullable().optional(),
});
export type CarDetailsRequest = z.input<typeof carDetailsRequest>;
export type CarDetailsBody = z.output<typeof carDetailsRequest>;

/** GET /api/vehicles/models?make_code= -> ModelsResponse (catalogue order). */
export const modelsQuery = z.object({ make_code: codeField });
/**
 * GET /api/vehicles/propulsions?make_code=&model= (spec 7 "propulsions by model"): the propulsions of
 * every variant of a friendly name (before a year is chosen) -> PropulsionsResponse.
 */
export const propulsionsByModelQuery = z.object({ make_code: codeField, model: z.string(msg('required')).trim().min(1, msg('required')).max(200, msg('max_length')) });
/** GET /api/vehicles/propulsion_options?umc= (spec 7) -> PropulsionsResponse. */
export const umcQuery = z.object({ umc: umcField });
/** GET /api/vehicles/motor_options?umc=&propulsion_code= -> MotorOptionsResponse; GET /api/vehicles/body_options?umc= -> BodyOptionsResponse. */
export const motorOptionsQuery = z.object({ umc: umcField, propulsion_code: codeField.optional() });
/** GET /api/vehicles/umc_data/{umc} -> UmcDataResponse | 404 API_ERROR_VEHICLE_MODEL_NOT_FOUND. */
export const umcParams = z.object({ umc: umcField });

/**
 * POST /api/vehicles/missing_car_model (spec 7 "brand, model, e-mail for guests") -> 202
 * { status: 'received' }. A guest must give an e-mail; a client's is its account's.
 */
export const missingCarModelRequest = z.object({
  brand: text(60),
  model: text(60),
  email: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string(msg('invalid_email')).trim().max(254, msg('max_length')).refine(isValidEmail, msg('invalid_email')).nullable().optional()),
});
export type MissingCarModelRequest = z.input<typeof missingCarModelRequest>;
export type MissingCarModelBody = z.output<typeof missingCarModelRequest>;

/** The booking body's vehicle fields (POST /api/reservations): see reservation.ts `id_vehicle`. */
export const bookingVehicleFields = {
  /** a vehicle of the booker's (or held by the guest: X-Vehicle-Token); the reservation's plate is the vehicle's when it has one */
  id_vehicle: dbId.optional(),
};
