import { carServiceEstimateRequest, carServicesQuery } from '@parking/domain/contracts/car-service';
import { GUEST_VEHICLE_TOKEN_HEADER } from '@parking/domain/contracts/vehicle';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf } from '../errors/error-handler';
import type { VehicleAccess } from './car-services-service';

/** The session's client and the guest's vehicle token (X-Vehicle-Token), as the vehicle routes read them. */
async function accessOf(req: FastifyRequest): Promise<VehicleAccess> {
  const account = await req.account();
  const token = req.headers[GUEST_VEHICLE_TOKEN_HEADER];
  return { userId: account?.type === 'client' ? account.userId : null, guestToken: typeof token === 'string' ? token : null };
}

/**
 * Car services (issue 16, spec 7): workshop brands, the services step's car services for the
 * traveller's car, and the car-service estimate. The offer takes the estimate's id
 * (POST /api/offers/calculate `id_mechanical_estimate` with `id_vehicle`).
 */
export const carServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.carServices;
  // The car-service answers name a traveller's car (its price, what it lacks): never kept by a browser or proxy, refusals included.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/carservice/list_workshop_brands',
    { schema: { tags: ['car-services'], summary: 'Workshop brands (spec 7 list_workshop_brands), unauthenticated' } },
    async () => service.workshopBrands(),
  );

  app.get(
    '/api/carservice/car_services',
    {
      schema: {
        tags: ['car-services'],
        summary: 'The car services for the traveller\'s car, with their price, missing vehicle data and workshop availability',
        description:
          'Without id_vehicle every service is listed without a price (carServicePrice null, missing ["vehicle_id", ...]). With it (a client\'s own vehicle, or a guest\'s with X-Vehicle-Token) only the services offered to the car (its model and workshop type) come back, priced for it. productId and startDate label the workshop slots of the stay\'s first day. 404 API_ERROR_VEHICLE_NOT_FOUND.',
        querystring: carServicesQuery,
      },
    },
    async (req) => {
      const q = req.query;
      return service.carServicesFor(
        { vehicleId: q.id_vehicle, access: await accessOf(req), productId: q.productId, startDay: q.startDate?.slice(0, 10) },
        langOf(req),
        app.now(),
      );
    },
  );

  app.post(
    '/api/carservice/estimate',
    {
      schema: {
        tags: ['car-services'],
        summary: 'Car service estimate (spec 7) for a vehicle: a new estimate with the services of id_mechanical_estimate plus id_car_service',
        description:
          'Estimates never change: adding or re-pricing answers a new id. 400 API_ERROR_VALIDATION: vehicle_not_identified (id_vehicle), car_service_not_offered (id_car_service), unknown_estimate (id_mechanical_estimate of another vehicle). 404 API_ERROR_VEHICLE_NOT_FOUND.',
        body: carServiceEstimateRequest,
      },
    },
    async (req, reply) => {
      const b = req.body;
      const ids = Array.isArray(b.id_car_service) ? b.id_car_service : [b.id_car_service];
      const estimate = await service.createEstimate(
        { vehicleId: b.id_vehicle, ids, baseEstimateId: b.id_mechanical_estimate, access: await accessOf(req) },
        langOf(req),
      );
      return reply.code(201).send(estimate);
    },
  );
};
