import type {
  BodyOptionsResponse,
  CarDetailsBody,
  CheckPlateBody,
  CheckPlateResponse,
  CreateVehicleBody,
  GuestVehicleCreated,
  MakesResponse,
  MissingCarModelBody,
  ModelsResponse,
  MotorOptionsResponse,
  PropulsionsResponse,
  ReservationVehicleWire,
  SetUmcBody,
  UmcDataResponse,
  UpdateVehicleBody,
  VehicleListResponse,
  VehicleWire,
  WorkshopType,
} from '@parking/domain/contracts/vehicle';
import { GUEST_VEHICLE_TOKEN_PATTERN } from '@parking/domain/contracts/vehicle';
import { DomainError } from '@parking/domain/errors/codes';
import type { VehicleState } from '@parking/domain/vehicles/completeness';
import { displayPlate, identifiableByRegister, SPAIN, vehiclePlate } from '@parking/domain/vehicles/plate';
import { decideVehicle, isRegistered, NO_CLIENT_ID, type VehicleAction, type VehicleActor, vehiclesClientId } from '@parking/domain/vehicles/rights';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { hashToken, newToken } from '../lib/token';
import type { PlateIdentification, PlateRegistry } from './plate-registry';
import type { VehicleCatalogue } from './vehicle-catalogue';
import {
  agencyActsFor,
  deleteIdentification,
  findClientVehicleByPlate,
  findGuestVehicleIdByTokenHash,
  findVehicle,
  findVehicleForReservation,
  insertMissingCarModel,
  insertVehicle,
  listClientVehicles,
  type NewIdentification,
  registerGuestVehicle,
  softDeleteVehicle,
  type StoredVehicle,
  updateIdentification,
  updateVehicle,
  updateVehicleDroppingIdentification,
  upsertIdentification,
} from './vehicle-repository';
import { toReservationVehicle, toVehicleState, toVehicleWire } from './vehicle-view';

/**
 * Vehicles (issue 15; spec 4 Vehicle flow, spec 6 rights, spec 7 calls). Who may do what is the
 * domain's table (vehicles/rights.ts `decideVehicle`); this service resolves the caller into
 * the domain's actor and turns refusals into errors (decision 0023):
 * - a guest vehicle (not registered) that the caller does not hold is a 404 whoever asks: its
 *   numeric id alone tells nothing and opens nothing;
 * - a registered vehicle: 401 without a session, 404 for a caller who may not read it, 403 for
 *   one who reads but may not change it (an agent).
 */

/** Who calls, as the routes see it: the session's account and the X-Vehicle-Token header. */
export type VehicleCaller =
  | { type: 'none'; token: string | null }
  | { type: 'client'; userId: number; token: string | null }
  | { type: 'agency'; agencyId: number; token: string | null };

export interface VehicleServiceDeps {
  db: Db;
  catalogue: VehicleCatalogue;
  registry: PlateRegistry;
  now: () => Date;
  log: FastifyBaseLogger;
}

const hasSession = (c: VehicleCaller) => c.type !== 'none';

export function createVehicleService(deps: VehicleServiceDeps) {
  const { db, catalogue, registry, now, log } = deps;

  async function held(token: string | null): Promise<number[]> {
    if (!token || !GUEST_VEHICLE_TOKEN_PATTERN.test(token)) return [];
    const id = await findGuestVehicleIdByTokenHash(db, hashToken(token));
    return id === null ? [] : [id];
  }

  /**
   * The domain actor of a caller. `clientId` is the spec's client_id (an agent names the client it
   * acts for; a client may name itself). An agency naming a client it does not act for is a 403.
   */
  async function actorOf(caller: VehicleCaller, clientId: number | undefined): Promise<VehicleActor> {
    const asks = clientId !== undefined && clientId > NO_CLIENT_ID ? clientId : null;
    if (caller.type === 'client') {
      if (asks !== null && asks !== caller.userId) throw new DomainError('API_ERROR_FORBIDDEN', [{ field: 'client_id' }]);
      return { type: 'client', userId: caller.userId, heldVehicleIds: await held(caller.token) };
    }
    if (caller.type === 'agency') {
      if (asks !== null) {
        if (!(await agencyActsFor(db, caller.agencyId, asks))) throw new DomainError('API_ERROR_FORBIDDEN', [{ field: 'client_id' }]);
        return { type: 'agent', clientId: asks };
      }
      // an agency booking for nobody in particular works like a guest (plate entry, spec 6 "clientId 1")
      return { type: 'guest', heldVehicleIds: await held(caller.token) };
    }
    return caller.token ? { type: 'guest', heldVehicleIds: await held(caller.token) } : { type: 'anonymous' };
  }

  function refuse(caller: VehicleCaller, action: VehicleAction, actor: VehicleActor, v: StoredVehicle): never {
    const ownership = { id: v.vehicle.id, idClient: v.vehicle.idClient };
    const decision = decideVehicle(actor, action, ownership);
    const reads = decideVehicle(actor, 'read', ownership) === 'allow';
    // a guest vehicle the caller does not hold: as if it did not exist (login aside, to register it)
    if (!isRegistered(ownership) && !reads && !(action === 'register_guest_vehicle' && !hasSession(caller))) throw new DomainError('API_ERROR_VEHICLE_NOT_FOUND');
    if (decision === 'unauthenticated' && !hasSession(caller)) throw new DomainError('API_ERROR_UNAUTHORIZED');
    throw new DomainError(reads ? 'API_ERROR_FORBIDDEN' : 'API_ERROR_VEHICLE_NOT_FOUND');
  }

  /** The vehicle, once the caller may do `action` on it. */
  async function authorised(caller: VehicleCaller, id: number, action: VehicleAction, clientId?: number): Promise<{ stored: StoredVehicle; actor: VehicleActor }> {
    const stored = await findVehicle(db, id);
    if (!stored) throw new DomainError(hasSession(caller) || caller.token ? 'API_ERROR_VEHICLE_NOT_FOUND' : 'API_ERROR_UNAUTHORIZED');
    let actor: VehicleActor;
    const owner = stored.vehicle.idClient;
    if (caller.type === 'agency' && clientId === undefined && owner !== null && (await agencyActsFor(db, caller.agencyId, owner))) {
      // an agency on a vehicle route acts for the vehicle's owner when it acts for that client
      actor = { type: 'agent', clientId: owner };
    } else {
      actor = await actorOf(caller, clientId);
    }
    if (decideVehicle(actor, action, { id: stored.vehicle.id, idClient: owner }) !== 'allow') refuse(caller, action, actor, stored);
    return { stored, actor };
  }

  const wire = (s: StoredVehicle) => toVehicleWire(s, catalogue);

  async function reload(id: number): Promise<VehicleWire> {
    const s = await findVehicle(db, id);
    if (!s) throw new DomainError('API_ERROR_VEHICLE_NOT_FOUND');
    return wire(s);
  }

  /** The register's answer as an identification row, when its UMC is in our catalogue. */
  function registerIdentification(found: PlateIdentification | null): NewIdentification | null {
    if (!found) return null;
    if (!catalogue.model(found.umc)) {
      log.warn({ umc: found.umc }, 'plate register answered a UMC not in the vehicle catalogue');
      return null;
    }
    const body = found.bodyApplicabilitycode && catalogue.fits(found.umc, 'body', found.bodyApplicabilitycode) ? found.bodyApplicabilitycode : null;
    const motor = found.motorApplicabilitycode && catalogue.fits(found.umc, 'motor', found.motorApplicabilitycode) ? found.motorApplicabilitycode : null;
    return {
      idGtVehicleInformation: found.idGtVehicleInformation,
      umc: found.umc,
      propulsionCode: motor ? (catalogue.motor(motor)?.propulsion_code ?? null) : null,
      bodyApplicabilitycode: body,
      motorApplicabilitycode: motor,
      bodyDesc: null,
      motorDesc: null,
      source: 'register',
      updatedAt: now(),
    };
  }

  /** The selectors' identification (spec 4): the umc, its make and propulsion checked against the catalogue. */
  function selectorIdentification(umc: string, propulsionCode: string | null | undefined, makeCode?: string): NewIdentification {
    const data = catalogue.umcData(umc);
    if (!data) throw new DomainError('API_ERROR_VEHICLE_MODEL_NOT_FOUND', [{ field: 'umc' }]);
    if (makeCode !== undefined && makeCode !== data.makeCode) throw new DomainError('API_ERROR_VEHICLE_MODEL_NOT_FOUND', [{ field: 'makeCode' }]);
    if (propulsionCode && !catalogue.fits(umc, 'propulsion', propulsionCode)) throw new DomainError('API_ERROR_VEHICLE_MODEL_NOT_FOUND', [{ field: 'propulsion_code' }]);
    return { idGtVehicleInformation: null, umc, propulsionCode: propulsionCode ?? null, bodyApplicabilitycode: null, motorApplicabilitycode: null, bodyDesc: null, motorDesc: null, source: 'selectors', updatedAt: now() };
  }

  async function lookUp(plate: string, country: string): Promise<{ canonical: string; identifiable: boolean; found: PlateIdentification | null }> {
    const r = vehiclePlate(plate, country);
    if (!r.ok) throw new DomainError('API_ERROR_VALIDATION', [{ field: r.error === 'invalid_country' ? 'country' : 'plate', message: r.error }]);
    const identifiable = identifiableByRegister(r);
    return { canonical: r.plate, identifiable, found: identifiable ? await registry.identify(r.plate) : null };
  }

  return {
    /** GET /api/vehicles: a client's saved vehicles (an agent's client's); nothing for an agency acting for nobody. */
    async list(caller: VehicleCaller, clientId?: number): Promise<VehicleListResponse> {
      if (caller.type === 'none') throw new DomainError('API_ERROR_UNAUTHORIZED');
      const owner = vehiclesClientId(await actorOf(caller, clientId));
      return { vehicles: owner === null ? [] : (await listClientVehicles(db, owner)).map(wire) };
    },

    async get(caller: VehicleCaller, id: number, clientId?: number): Promise<VehicleWire> {
      return wire((await authorised(caller, id, 'read', clientId)).stored);
    },

    /** POST /api/vehicles (spec 7 create): by plate, by the selectors or by the not-found form. */
    async create(caller: VehicleCaller, body: CreateVehicleBody): Promise<VehicleWire | GuestVehicleCreated> {
      const clientId = body.client_id === undefined ? undefined : Number(body.client_id);
      const actor = await actorOf(caller, clientId);
      const owner = vehiclesClientId(actor);
      const plateText = body.plate?.trim() ? body.plate : null;
      const country = (body.country ?? SPAIN).trim().toUpperCase();
      let plate: string | null = null;
      let identification: NewIdentification | null = null;
      if (body.umc !== undefined) {
        identification = selectorIdentification(body.umc, body.propulsion_code, body.makeCode);
        if (plateText) plate = (await lookUpPlateOnly(plateText, country)).canonical;
      } else if (plateText) {
        const r = await lookUp(plateText, country);
        plate = r.canonical;
        if (!body.brand) identification = registerIdentification(r.found);
      }
      const type = body.brand ? [body.brand, body.model, body.colour].filter(Boolean).join(' ') : (body.type ?? null);
      const token = owner === null ? newToken() : null;
      const t = now();
      const id = await insertVehicle(
        db,
        { idClient: owner, plate, country, type, colour: body.colour ?? null, guestTokenHash: token ? hashToken(token) : null, createdAt: t, updatedAt: t },
        identification,
      );
      const created = await reload(id);
      return token ? { ...created, guest_token: token } : created;
    },

    /** POST /api/vehicles/check_plate: the register's answer, and the caller's saved vehicle with that plate. */
    async checkPlate(caller: VehicleCaller, body: CheckPlateBody): Promise<CheckPlateResponse> {
      const clientId = body.client_id === undefined ? undefined : Number(body.client_id);
      const owner = vehiclesClientId(await actorOf(caller, clientId));
      const r = await lookUp(body.plate, body.country ?? SPAIN);
      const id = registerIdentification(r.found);
      const saved = owner === null ? null : await findClientVehicleByPlate(db, owner, r.canonical);
      return {
        plate: r.canonical,
        plate_display: displayPlate(r.canonical),
        country: (body.country ?? SPAIN).trim().toUpperCase(),
        identifiable: r.identifiable,
        found: id !== null,
        id_gt_vehicle_information: id?.idGtVehicleInformation ?? null,
        umc_data: id ? catalogue.umcData(id.umc) : null,
        vehicle: saved ? wire(saved) : null,
      };
    },

    /**
     * POST /api/vehicles/{id}/identify (spec 4 "If a vehicle has a plate but no vehicle information
     * id, the plate is checked; if resolved the vehicle is updated (own users) and returned, else
     * returned as is"). Updated for its owner or the guest holding it; an agent gets it as is.
     */
    async identify(caller: VehicleCaller, id: number, clientId?: number): Promise<VehicleWire> {
      const { stored, actor } = await authorised(caller, id, 'read', clientId);
      const v = stored.vehicle;
      if (v.plate === null) throw new DomainError('API_ERROR_VEHICLE_PLATE_NOT_IDENTIFIABLE');
      const r = vehiclePlate(v.plate, v.country);
      if (!identifiableByRegister(r)) throw new DomainError('API_ERROR_VEHICLE_PLATE_NOT_IDENTIFIABLE');
      const found = registerIdentification(await registry.identify(v.plate));
      if (!found) return wire(stored);
      if (decideVehicle(actor, 'complete', { id: v.id, idClient: v.idClient }) !== 'allow') return wire(stored);
      await upsertIdentification(db, v.id, found);
      return reload(v.id);
    },

    /** PUT /api/vehicles/{id}: rename (type), plate, colour. Owner only. */
    async update(caller: VehicleCaller, id: number, body: UpdateVehicleBody): Promise<VehicleWire> {
      const { stored } = await authorised(caller, id, 'change');
      const patch: Parameters<typeof updateVehicle>[2] = {};
      if (body.type !== undefined) patch.type = body.type;
      if (body.colour !== undefined) patch.colour = body.colour;
      let plateChanged = false;
      if (body.plate !== undefined) {
        const r = vehiclePlate(body.plate, body.country ?? stored.vehicle.country);
        if (!r.ok) throw new DomainError('API_ERROR_VALIDATION', [{ field: 'plate', message: r.error }]);
        plateChanged = r.plate !== stored.vehicle.plate || r.country !== stored.vehicle.country;
        patch.plate = r.plate;
        patch.country = r.country;
      }
      if (plateChanged) await updateVehicleDroppingIdentification(db, id, patch, now());
      else await updateVehicle(db, id, patch, now());
      return reload(id);
    },

    async remove(caller: VehicleCaller, id: number): Promise<void> {
      await authorised(caller, id, 'change');
      await softDeleteVehicle(db, id, now());
    },

    async setWorkshopType(caller: VehicleCaller, id: number, workshopType: WorkshopType | null): Promise<VehicleWire> {
      await authorised(caller, id, 'change');
      await updateVehicle(db, id, { workshopType }, now());
      return reload(id);
    },

    /** PUT /api/vehicles/{id}/umc (spec 4 "sets UMC on the existing vehicle"): the selectors' model; body and motor start again. */
    async setUmc(caller: VehicleCaller, id: number, body: SetUmcBody): Promise<VehicleWire> {
      await authorised(caller, id, 'change');
      await upsertIdentification(db, id, selectorIdentification(body.umc, body.propulsion_code));
      return reload(id);
    },

    /** PUT /api/vehicles/{id}/km: the owner or the guest holding it; km_timestamp is now. */
    async setKm(caller: VehicleCaller, id: number, km: number): Promise<VehicleWire> {
      await authorised(caller, id, 'complete');
      await updateVehicle(db, id, { km, kmTimestamp: now() }, now());
      return reload(id);
    },

    /** POST /api/vehicles/car_details/{id} (spec 7): body, motor (of the vehicle's model) and km. */
    async carDetails(caller: VehicleCaller, id: number, body: CarDetailsBody): Promise<VehicleWire> {
      const { stored } = await authorised(caller, id, 'complete');
      const ident = stored.identification;
      const wantsCodes = Boolean(body.motor_applicabilitycode || body.body_applicabilitycode);
      if (wantsCodes && !ident) throw new DomainError('API_ERROR_VEHICLE_MODEL_NOT_FOUND', [{ field: body.motor_applicabilitycode ? 'motor_applicabilitycode' : 'body_applicabilitycode' }]);
      const patch: Parameters<typeof updateIdentification>[2] = {};
      if (ident && body.motor_applicabilitycode) {
        if (!catalogue.fits(ident.umc, 'motor', body.motor_applicabilitycode)) throw new DomainError('API_ERROR_VEHICLE_MODEL_NOT_FOUND', [{ field: 'motor_applicabilitycode' }]);
        patch.motorApplicabilitycode = body.motor_applicabilitycode;
        patch.motorDesc = body.motor_desc ?? null;
      }
      if (ident && body.body_applicabilitycode) {
        if (!catalogue.fits(ident.umc, 'body', body.body_applicabilitycode)) throw new DomainError('API_ERROR_VEHICLE_MODEL_NOT_FOUND', [{ field: 'body_applicabilitycode' }]);
        patch.bodyApplicabilitycode = body.body_applicabilitycode;
        patch.bodyDesc = body.body_desc ?? null;
      }
      if (Object.keys(patch).length > 0) await updateIdentification(db, id, patch, now());
      if (body.km !== undefined && body.km !== null) await updateVehicle(db, id, { km: body.km, kmTimestamp: now() }, now());
      return reload(id);
    },

    /** DELETE /api/vehicles/clear_vehicle_identification/{id} (spec 4: changing vehicle, km or workshop clears it). */
    async clearIdentification(caller: VehicleCaller, id: number): Promise<VehicleWire> {
      await authorised(caller, id, 'complete');
      await deleteIdentification(db, id, now());
      return reload(id);
    },

    /** PUT /api/vehicles/register_guest_vehicle/{id} (spec 4 "Login registers a guest vehicle"): the client holding its token. */
    async registerGuestVehicle(caller: VehicleCaller, id: number): Promise<VehicleWire> {
      await authorised(caller, id, 'register_guest_vehicle');
      if (caller.type !== 'client' || !(await registerGuestVehicle(db, id, caller.userId, now()))) throw new DomainError('API_ERROR_VEHICLE_NOT_FOUND');
      return reload(id);
    },

    /** POST /api/vehicles/missing_car_model: guests give an e-mail, clients are known by their account. */
    async missingCarModel(caller: VehicleCaller, body: MissingCarModelBody): Promise<void> {
      if (caller.type !== 'client' && !body.email) throw new DomainError('API_ERROR_VALIDATION', [{ field: 'email', message: 'required' }]);
      await insertMissingCarModel(db, {
        brand: body.brand,
        model: body.model,
        email: caller.type === 'client' ? null : (body.email ?? null),
        userId: caller.type === 'client' ? caller.userId : null,
        createdAt: now(),
      });
    },

    // ---- the catalogue (open to everyone) ----
    makes(): MakesResponse {
      return { car_makes: catalogue.makes() };
    },
    models(makeCode: string): ModelsResponse {
      const models = catalogue.modelsOf(makeCode);
      if (!models) throw new DomainError('API_ERROR_VEHICLE_MODEL_NOT_FOUND', [{ field: 'make_code' }]);
      return { car_models: models };
    },
    propulsionsByModel(makeCode: string, model: string): PropulsionsResponse {
      const list = catalogue.propulsionsByModel(makeCode, model);
      if (!list) throw new DomainError('API_ERROR_VEHICLE_MODEL_NOT_FOUND', [{ field: 'model' }]);
      return { propulsion_codes: list };
    },
    propulsionOptions(umc: string): PropulsionsResponse {
      const list = catalogue.propulsionsOfUmc(umc);
      if (!list) throw new DomainError('API_ERROR_VEHICLE_MODEL_NOT_FOUND', [{ field: 'umc' }]);
      return { propulsion_codes: list };
    },
    bodyOptions(umc: string): BodyOptionsResponse {
      const list = catalogue.bodyOptions(umc);
      if (!list) throw new DomainError('API_ERROR_VEHICLE_MODEL_NOT_FOUND', [{ field: 'umc' }]);
      return { body_options: list };
    },
    motorOptions(umc: string, propulsionCode?: string): MotorOptionsResponse {
      const list = catalogue.motorOptions(umc, propulsionCode);
      if (!list) throw new DomainError('API_ERROR_VEHICLE_MODEL_NOT_FOUND', [{ field: 'umc' }]);
      return { motor_options: list };
    },
    umcData(umc: string): UmcDataResponse {
      const data = catalogue.umcData(umc);
      if (!data) throw new DomainError('API_ERROR_VEHICLE_MODEL_NOT_FOUND', [{ field: 'umc' }]);
      return { umc_data: data };
    },

    // ---- for the booking (reservations/) ----
    /**
     * The vehicle a booking names (`id_vehicle`): the booker's own (client), the one it holds
     * (guest token) or, for an agency, one of a client it acts for. 404 otherwise.
     */
    async forBooking(caller: VehicleCaller, id: number): Promise<{ id: number; plate: string | null; mail: { makeAndModel: string | null; km: number | null } }> {
      const { stored } = await authorised(caller, id, 'read').catch((e: unknown) => {
        if (e instanceof DomainError) throw new DomainError('API_ERROR_VEHICLE_NOT_FOUND', [{ field: 'id_vehicle' }]);
        throw e;
      });
      const section = toReservationVehicle(stored, catalogue);
      return { id: stored.vehicle.id, plate: stored.vehicle.plate, mail: { makeAndModel: section.make_and_model, km: section.km } };
    },
    /**
     * The vehicle's state for the completeness rule of car services (issue 16: domain
     * `vehicleComplete(state, requirements, now)`), for a caller who may read it.
     */
    async state(caller: VehicleCaller, id: number, clientId?: number): Promise<VehicleState> {
      return toVehicleState((await authorised(caller, id, 'read', clientId)).stored, catalogue);
    },
    /** The reservation view's and the e-mail's vehicle section (read with `tx` inside a transaction). */
    async reservationVehicle(id: number, tx: Db = db): Promise<ReservationVehicleWire | null> {
      const s = await findVehicleForReservation(tx, id);
      return s ? toReservationVehicle(s, catalogue) : null;
    },
  };

  async function lookUpPlateOnly(plate: string, country: string): Promise<{ canonical: string }> {
    const r = vehiclePlate(plate, country);
    if (!r.ok) throw new DomainError('API_ERROR_VALIDATION', [{ field: r.error === 'invalid_country' ? 'country' : 'plate', message: r.error }]);
    return { canonical: r.plate };
  }
}

export type VehicleService = ReturnType<typeof createVehicleService>;
