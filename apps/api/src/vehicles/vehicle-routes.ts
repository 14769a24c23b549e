import {
  carDetailsRequest,
  checkPlateRequest,
  createVehicleRequest,
  kmRequest,
  missingCarModelRequest,
  modelsQuery,
  motorOptionsQuery,
  propulsionsByModelQuery,
  setUmcRequest,
  umcParams,
  umcQuery,
  updateVehicleRequest,
  vehicleIdParams,
  vehicleListQuery,
  workshopTypeRequest,
} from '@parking/domain/contracts/vehicle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vehicleCallerOf } from './vehicle-caller';

/**
 * Every vehicle call of spec 7 under /api/vehicles (issue 15.6), validated by the contract's
 * zod schemas (packages/domain/src/contracts/vehicle.ts) and in the OpenAPI document (tag
 * `vehicles`). The caller is the session (request.account(), auth/session.ts) plus a guest's
 * X-Vehicle-Token header; what each may do is decided in vehicle-service.ts (decision 0023).
 */

const TAGS = ['vehicles'];
const CATALOGUE_CACHE = 'public, max-age=300';

const clientIdOf = (q: { client_id?: number | undefined }) => (q.client_id === undefined ? undefined : Number(q.client_id));

export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const vehicles = app.services.vehicles;

  // A person's vehicles are never kept by a browser or a proxy; the catalogue routes say otherwise below.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // ---- the catalogue (spec 7 makes, models, propulsions, options, umc_data): open, cacheable ----

  app.get('/api/vehicles/makes', { schema: { tags: TAGS, summary: 'Car makes (spec 7 makes: car_makes)' } }, async (_req, reply) => {
    reply.header('cache-control', CATALOGUE_CACHE);
    return vehicles.makes();
  });

  app.get('/api/vehicles/models', { schema: { tags: TAGS, summary: "A make's models with friendlyName and year parsed (spec 7 models: car_models)", querystring: modelsQuery } }, async (req, reply) => {
    reply.header('cache-control', CATALOGUE_CACHE);
    return vehicles.models(req.query.make_code);
  });

  app.get(
    '/api/vehicles/propulsions',
    { schema: { tags: TAGS, summary: 'Propulsions of every year of a model, by make and friendly name (spec 7 propulsions by model: propulsion_codes)', querystring: propulsionsByModelQuery } },
    async (req, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return vehicles.propulsionsByModel(req.query.make_code, req.query.model);
    },
  );

  app.get('/api/vehicles/propulsion_options', { schema: { tags: TAGS, summary: "One model's propulsions (spec 7 GET /vehicle/propulsion_options?umc)", querystring: umcQuery } }, async (req, reply) => {
    reply.header('cache-control', CATALOGUE_CACHE);
    return vehicles.propulsionOptions(req.query.umc);
  });

  app.get('/api/vehicles/body_options', { schema: { tags: TAGS, summary: "A model's bodies (spec 7 body options: body_options)", querystring: umcQuery } }, async (req, reply) => {
    reply.header('cache-control', CATALOGUE_CACHE);
    return vehicles.bodyOptions(req.query.umc);
  });

  app.get(
    '/api/vehicles/motor_options',
    { schema: { tags: TAGS, summary: "A model's engines, friendlyName '1.6 115 CV' (spec 7 motor options: motor_options)", querystring: motorOptionsQuery } },
    async (req, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return vehicles.motorOptions(req.query.umc, req.query.propulsion_code);
    },
  );

  app.get('/api/vehicles/umc_data/:umc', { schema: { tags: TAGS, summary: 'Make and model of a UMC (spec 7 GET /vehicle/umc_data/{umc})', params: umcParams } }, async (req, reply) => {
    reply.header('cache-control', CATALOGUE_CACHE);
    return vehicles.umcData(req.params.umc);
  });

  app.post(
    '/api/vehicles/missing_car_model',
    { schema: { tags: TAGS, summary: 'Reports a make and model the catalogue lacks; e-mail required for guests (spec 7)', body: missingCarModelRequest } },
    async (req, reply) => {
      await vehicles.missingCarModel(await vehicleCallerOf(req), req.body);
      return reply.code(202).send({ status: 'received' });
    },
  );

  // ---- plate ----

  app.post(
    '/api/vehicles/check_plate',
    { schema: { tags: TAGS, summary: 'Looks a plate up in the plate register, and in the saved vehicles of the caller or its client (spec 7 check plate)', body: checkPlateRequest } },
    async (req) => vehicles.checkPlate(await vehicleCallerOf(req), req.body),
  );

  // ---- vehicles ----

  app.get('/api/vehicles', { schema: { tags: TAGS, summary: "The client's saved vehicles; an agent names its client with client_id (spec 7 vehicle list)", querystring: vehicleListQuery } }, async (req) =>
    vehicles.list(await vehicleCallerOf(req), clientIdOf(req.query)),
  );

  app.post(
    '/api/vehicles',
    {
      schema: {
        tags: TAGS,
        summary: 'Creates a vehicle by plate, by the selectors or by the not-found form (spec 7 create); a guest gets its guest_token once',
        body: createVehicleRequest,
      },
    },
    async (req, reply) => reply.code(201).send(await vehicles.create(await vehicleCallerOf(req), req.body)),
  );

  app.put(
    '/api/vehicles/register_guest_vehicle/:vehicleId',
    { schema: { tags: TAGS, summary: 'Registers the guest vehicle (X-Vehicle-Token) to the logged-in client (spec 7 PUT vehicle/register_guest_vehicle/{vehicleId})', params: vehicleIdParams } },
    async (req) => vehicles.registerGuestVehicle(await vehicleCallerOf(req), req.params.vehicleId),
  );

  app.post(
    '/api/vehicles/car_details/:vehicleId',
    {
      schema: {
        tags: TAGS,
        summary: 'Body, motor and km a car service asks for (spec 7 POST vehicle/car_details/{vehicleId})',
        params: vehicleIdParams,
        body: carDetailsRequest,
      },
    },
    async (req) => vehicles.carDetails(await vehicleCallerOf(req), req.params.vehicleId, req.body),
  );

  app.delete(
    '/api/vehicles/clear_vehicle_identification/:vehicleId',
    { schema: { tags: TAGS, summary: "Clears a vehicle's identification (spec 7 DELETE /vehicle/clear_vehicle_identification/{vehicleId})", params: vehicleIdParams } },
    async (req) => vehicles.clearIdentification(await vehicleCallerOf(req), req.params.vehicleId),
  );

  app.get(
    '/api/vehicles/:vehicleId',
    { schema: { tags: TAGS, summary: 'One vehicle; an agent may name its client (spec 7 get, optional client id)', params: vehicleIdParams, querystring: vehicleListQuery } },
    async (req) => vehicles.get(await vehicleCallerOf(req), req.params.vehicleId, clientIdOf(req.query)),
  );

  app.put(
    '/api/vehicles/:vehicleId',
    { schema: { tags: TAGS, summary: 'Renames (type) or changes the plate or colour of an own vehicle (spec 7 update)', params: vehicleIdParams, body: updateVehicleRequest } },
    async (req) => vehicles.update(await vehicleCallerOf(req), req.params.vehicleId, req.body),
  );

  app.delete('/api/vehicles/:vehicleId', { schema: { tags: TAGS, summary: 'Deletes an own vehicle (spec 7 delete)', params: vehicleIdParams } }, async (req, reply) => {
    await vehicles.remove(await vehicleCallerOf(req), req.params.vehicleId);
    return reply.code(204).send();
  });

  app.post(
    '/api/vehicles/:vehicleId/identify',
    { schema: { tags: TAGS, summary: "Asks the plate register for the vehicle's plate again; stored for its owner or guest (spec 7 identify)", params: vehicleIdParams, querystring: vehicleListQuery } },
    async (req) => vehicles.identify(await vehicleCallerOf(req), req.params.vehicleId, clientIdOf(req.query)),
  );

  app.put(
    '/api/vehicles/:vehicleId/workshop_type',
    { schema: { tags: TAGS, summary: 'Sets the workshop type of an own vehicle (spec 7 set workshop type)', params: vehicleIdParams, body: workshopTypeRequest } },
    async (req) => vehicles.setWorkshopType(await vehicleCallerOf(req), req.params.vehicleId, req.body.workshop_type),
  );

  app.put(
    '/api/vehicles/:vehicleId/umc',
    { schema: { tags: TAGS, summary: 'Sets the model chosen with the selectors on an own vehicle (spec 7 set umc)', params: vehicleIdParams, body: setUmcRequest } },
    async (req) => vehicles.setUmc(await vehicleCallerOf(req), req.params.vehicleId, req.body),
  );

  app.put(
    '/api/vehicles/:vehicleId/km',
    { schema: { tags: TAGS, summary: 'Records the kilometres now, km_timestamp (spec 7 set requested data km, for user and guest)', params: vehicleIdParams, body: kmRequest } },
    async (req) => vehicles.setKm(await vehicleCallerOf(req), req.params.vehicleId, req.body.km),
  );
};
