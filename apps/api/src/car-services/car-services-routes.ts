import {
  carServiceEstimateRequest,
  carServicesQuery,
  PHOTO_UPLOAD_TOKEN_HEADER,
  SERVICE_PHOTO_MAX_BASE64_CHARS,
  servicePhotoParams,
  servicePhotoUpload,
} from '@parking/domain/contracts/car-service';
import { GUEST_VEHICLE_TOKEN_HEADER } from '@parking/domain/contracts/vehicle';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf } from '../errors/error-handler';
import type { VehicleAccess } from './car-services-service';

/** The session's client or agency and the guest's vehicle token (X-Vehicle-Token), as the vehicle routes read them. */
async function accessOf(req: FastifyRequest): Promise<VehicleAccess> {
  const account = await req.account();
  const token = req.headers[GUEST_VEHICLE_TOKEN_HEADER];
  return {
    userId: account?.type === 'client' ? account.userId : null,
    agencyId: account?.type === 'agency' ? account.agencyId : null,
    guestToken: typeof token === 'string' ? token : null,
  };
}

function photoTokenOf(req: FastifyRequest): string | null {
  const t = req.headers[PHOTO_UPLOAD_TOKEN_HEADER];
  return typeof t === 'string' && t !== '' ? t : null;
}

/** An image's bytes, as their sniffed type, never guessed again by the browser, never kept. */
export function sendPhoto(reply: FastifyReply, p: { contentType: string; data: Uint8Array }) {
  return reply
    .type(p.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('content-security-policy', "default-src 'none'")
    .send(Buffer.from(p.data.buffer, p.data.byteOffset, p.data.byteLength));
}

const PHOTO_ROUTES_DOC =
  'Issue 16.3 custom service request photos (decision 0025). X-Photo-Upload-Token: the upload\'s token (answered by the POST that started it). 404 API_ERROR_NOT_FOUND (field x-photo-upload-token) for an unknown, expired (24 h) or already booked upload.';

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
    '/api/carservice/photos',
    {
      // one photo of 2 MB as base64 in a JSON body, and nothing more
      bodyLimit: SERVICE_PHOTO_MAX_BASE64_CHARS + 1024,
      schema: {
        tags: ['car-services'],
        summary: 'Uploads one photo of the custom service request (base64 JSON: a data URL or bare base64)',
        description: `${PHOTO_ROUTES_DOC} Without the header a new upload starts and its upload_token is answered once. At most 3 photos of at most 2 MB, JPEG, PNG or WebP told by their bytes. 413 API_ERROR_PAYLOAD_TOO_LARGE (photo_too_large); 400 API_ERROR_VALIDATION on photo: invalid_photo, too_many_photos.`,
        body: servicePhotoUpload,
      },
    },
    async (req, reply) => reply.code(201).send(await service.photos.upload(photoTokenOf(req), req.body.photo, app.now(), langOf(req))),
  );

  app.get(
    '/api/carservice/photos',
    { schema: { tags: ['car-services'], summary: 'The photos of an upload (X-Photo-Upload-Token)', description: PHOTO_ROUTES_DOC } },
    async (req) => service.photos.list(photoTokenOf(req), app.now()),
  );

  app.get(
    '/api/carservice/photos/:photoId',
    { schema: { tags: ['car-services'], summary: 'One photo of an upload, its bytes (X-Photo-Upload-Token)', description: PHOTO_ROUTES_DOC, params: servicePhotoParams } },
    async (req, reply) => sendPhoto(reply, await service.photos.photo(photoTokenOf(req), req.params.photoId, app.now())),
  );

  app.delete(
    '/api/carservice/photos/:photoId',
    { schema: { tags: ['car-services'], summary: 'Removes one photo of an upload (X-Photo-Upload-Token)', description: PHOTO_ROUTES_DOC, params: servicePhotoParams } },
    async (req) => service.photos.remove(photoTokenOf(req), req.params.photoId, app.now()),
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
