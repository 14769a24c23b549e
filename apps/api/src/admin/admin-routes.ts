import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '@parking/domain/errors/codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarDays } from '@parking/domain/time/stay-days';
import { ISO_DAY_PATTERN, isIsoDay } from '@parking/domain/time/iso-day';
import { dbId } from '@parking/domain/validation/ids';
import { changeCapacity } from './capacity-admin';
import { adminServicePhotoParams, workshopOrderParams, workshopOrdersQuery, workshopOrderStatusRequest } from '@parking/domain/contracts/car-service';
import { sendPhoto } from '../car-services/car-services-routes';
import { langOf } from '../errors/error-handler';
import { translateError } from '../i18n/errors-i18n';

const ymd = z.string().regex(ISO_DAY_PATTERN);
const MAX_RANGE_DAYS = 366;

export const capacityBody = z.object({
  productId: dbId,
  /** the capacity of one extra of the product instead of the parking itself */
  extraId: dbId.optional(),
  from: ymd,
  to: ymd,
  capacity: z.number().int().min(0).max(100_000),
});

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Operations routes, guarded by the x-admin-token header. Without ADMIN_TOKEN they do not
 * exist at all (404), so a forgotten token can never open them.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.config.adminToken;
  if (!token) return;

  // Operations answers (workshop orders name bookings; photos are the traveller's) are never
  // kept by a browser or proxy, refusals included.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Before body validation: a caller without the token learns nothing about the route.
  app.addHook('onRequest', async (req) => {
    const given = req.headers['x-admin-token'];
    if (typeof given !== 'string' || !sameToken(given, token)) {
      // through the one error handler (issue 8.6), like every other refusal
      throw new DomainError('API_ERROR_UNAUTHORIZED');
    }
  });

  app.put(
    '/api/admin/capacity',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sets the daily capacity of a product (or one of its extras) for a range of days',
        description:
          'Header x-admin-token. Days from..to inclusive (at most 366). A capacity below what is already booked on a day is raised to the booked count (clamped, listed in `clamped`), never refused, so a sold-out day stays consistent.',
        body: capacityBody,
      },
    },
    async (req) => {
      const lang = langOf(req);
      const { productId, extraId, from, to, capacity } = req.body;
      const product = app.catalog.product(productId);
      if (!product) throw new DomainError('API_ERROR_UNKNOWN_PRODUCT', { field: 'productId', value: productId });
      if (extraId !== undefined && !app.extras.offered(productId, extraId)) {
        throw new DomainError('API_ERROR_VALIDATION', [
          { field: 'extraId', code: 'unknown_extra', reason: translateError(lang, 'extra_not_offered') },
        ]);
      }
      const days = isIsoDay(from) && isIsoDay(to) ? calendarDays(from, to) : [];
      if (days.length === 0 || days.length > MAX_RANGE_DAYS) {
        throw new DomainError('API_ERROR_VALIDATION', [
          { field: 'to', code: 'invalid_range', reason: translateError(lang, 'field_day_range', { field: 'from/to' }) },
        ]);
      }
      const rows = await changeCapacity(app.db, app.availability, { productId, extraId, days, capacity });
      return { productId, extraId: extraId ?? null, days: rows, clamped: rows.filter((r) => r.capacity > capacity).map((r) => r.day) };
    },
  );

  // Issue 16.6: the workshop's side of car-service orders.
  app.get(
    '/api/admin/workshop-orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Workshop orders (create_from_booking), by workshop day, each with every status it took and when',
        description: 'Header x-admin-token. Optional status filter: requested, confirmed, in_progress, done, cancelled.',
        querystring: workshopOrdersQuery,
      },
    },
    async (req) => app.services.carServices.workshopOrders(req.query.status),
  );

  app.put(
    '/api/admin/workshop-orders/:orderId/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Moves a workshop order: requested -> confirmed -> in_progress -> done, or cancelled (not once done)',
        description:
          'Header x-admin-token. Each change is stored with its time and shown in the reservation view (car_services_booking.workshop_order.history). Confirmed and done send the traveller a mail in the booking\'s language (outbox). Cancelled gives the workshop slot back. 409 API_ERROR_WORKSHOP_ORDER_STATUS for a change the order\'s life does not allow; 404 for an unknown order.',
        params: workshopOrderParams,
        body: workshopOrderStatusRequest,
      },
    },
    async (req) => app.services.carServices.moveOrder(req.params.orderId, req.body.status, app.now(), langOf(req)),
  );

  app.get(
    '/api/admin/workshop-orders/:orderId/photos/:photoId',
    {
      schema: {
        tags: ['admin'],
        summary: "A photo of the order's custom service request (its bytes)",
        description: 'Header x-admin-token. The links are in the order list (service_request.photo_links). 404 for a photo not of this order.',
        params: adminServicePhotoParams,
      },
    },
    async (req, reply) => sendPhoto(reply, await app.services.carServices.photos.adminPhoto(req.params.orderId, req.params.photoId)),
  );
};
