import { missingForServices } from '@parking/domain/car-services/requirements';
import type { CustomServiceWire, CustomTyresWire } from '@parking/domain/contracts/car-service';
import type { Offer } from '@parking/domain/contracts/offer';
import type { Lang } from '@parking/domain/contracts/wire';
import { DomainError } from '@parking/domain/errors/codes';
import { addVat, eurosToCents } from '@parking/domain/money/money';
import { transferCostCents } from '@parking/domain/pricing/fees';
import { wallDay } from '@parking/domain/time/wall-clock';
import { wireInstant } from '@parking/domain/time/wire-instant';
import type { MailExtra } from '../mail/confirmation-mail';
import { translateError } from '../i18n/errors-i18n';
import type { CarServicesCache } from './car-services-cache';
import type { CarServicesService, VehicleAccess } from './car-services-service';
import { carServicesText } from './car-services-texts';

/**
 * Issue 16.5: what a booking with car services (or custom requests) writes besides the rest,
 * in the same statement: one slot of its workshop on `day` (after the parking and extras'
 * days: the lock order), its car-service and custom-request rows, the workshop order
 * (create_from_booking, status requested) and that first status with its time.
 */
export interface CarServiceBooking {
  workshopId: number;
  day: string;
  defaultCapacity: number;
  estimateId: number | null;
  services: { estimate_id: number; car_service_id: number; name: string; base_cents: number; vat_cents: number; emission_cents: number }[];
  custom: { kind: 'tyres' | 'service'; data: unknown }[];
  /** the custom service request's photo upload (its token's hash): the statement attaches it to the reservation */
  photoUploadHash: string | null;
  at: Date;
}


/** The custom requests a priced offer carries (what the api sent: contracts/car-service.ts). */
function customOf(offer: Offer): { tyres: CustomTyresWire | null; service: CustomServiceWire | null } {
  const tyres = offer.customized_tires_request as CustomTyresWire | null;
  const service = offer.service_request as CustomServiceWire | null;
  return { tyres: tyres ?? null, service: service ?? null };
}

/**
 * Issue 16.5: a booking's car-service part, from the offer the server has just priced: null
 * without car services or custom requests. With car services the vehicle must be the caller's
 * (its client, or the guest with its X-Vehicle-Token) and complete for every service booked
 * (spec 5, domain missingForServices): else a 400 naming id_vehicle with what is missing.
 * The custom service request's photo upload (its token in the body) is attached to the booking.
 */
export async function carServiceBookingOf(
  deps: { service: CarServicesService; cache: CarServicesCache },
  input: {
    offer: Offer;
    vehicleId: number | null | undefined;
    access: VehicleAccess;
    photoUploadToken: string | null | undefined;
    now: Date;
    lang: Lang;
  },
): Promise<{ booking: CarServiceBooking; mailRows: MailExtra[] } | null> {
  const { offer, lang } = input;
  const order = offer.mechanical_orders[0] ?? null;
  const custom = customOf(offer);
  if (!order && !custom.tyres && !custom.service) return null;
  const workshop = deps.service.workshopOfProduct(offer.productId);
  if (!workshop) {
    throw new DomainError('API_ERROR_VALIDATION', [{ field: 'productId', code: 'no_workshop', reason: translateError(lang, 'car_services_not_at_product') }]);
  }
  const items = order?.mechanical_estimate.car_service_estimates ?? [];
  if (items.length > 0) {
    if (input.vehicleId === null || input.vehicleId === undefined) {
      throw new DomainError('API_ERROR_VALIDATION', [{ field: 'id_vehicle', code: 'required', reason: translateError(lang, 'estimate_needs_vehicle', { field: 'id_vehicle' }) }]);
    }
    const v = await deps.service.vehicleFor(input.vehicleId, input.access);
    const requirements = items.flatMap((i) => {
      const s = deps.cache.service(i.id_car_service);
      return s ? [s.requirements] : [];
    });
    const missing = missingForServices(
      { id: v.id, umc: v.umc, bodyCode: v.bodyCode, motorCode: v.motorCode, km: v.km, kmTimestamp: v.kmTimestamp },
      requirements,
      input.now,
    );
    if (missing.length > 0) {
      throw new DomainError('API_ERROR_VALIDATION', [
        { field: 'id_vehicle', code: 'vehicle_incomplete', missing, reason: translateError(lang, 'vehicle_incomplete', { missing: missing.join(', ') }) },
      ]);
    }
  }
  const start = wireInstant(offer.startDate)!;
  const day = wallDay(start.wall);
  const services = items.map((i) => ({
    estimate_id: order!.id_mechanical_estimate,
    car_service_id: i.id_car_service,
    name: i.name,
    base_cents: eurosToCents(i.carServicePrice.base),
    vat_cents: eurosToCents(i.carServicePrice.vat),
    emission_cents: eurosToCents(i.emission_fee),
  }));
  const customRows: CarServiceBooking['custom'] = [];
  if (custom.tyres) customRows.push({ kind: 'tyres', data: { size: custom.tyres.size, brand_preference: custom.tyres.brand_preference, quantity: custom.tyres.quantity } });
  const photos = custom.service ? await deps.service.photos.forRequest(input.photoUploadToken, input.now, lang) : null;
  if (custom.service) customRows.push({ kind: 'service', data: { description: custom.service.description, photos: photos?.count ?? 0 } });

  // The mail's lines: each service at its price, the emission fees and transfer, the custom
  // requests (quote to follow) and the workshop order's status.
  const t = (k: Parameters<typeof carServicesText>[1], v: Record<string, string> = {}) => carServicesText(lang, k, v);
  const mailRows: MailExtra[] = services.map((s) => ({ name: s.name, priceCents: s.base_cents + s.vat_cents }));
  const emission = services.reduce((sum, s) => sum + s.emission_cents, 0);
  if (emission > 0) mailRows.push({ name: t('emission_fee'), priceCents: emission });
  const transfer = transferCostCents(addVat(services.reduce((sum, s) => sum + s.base_cents, 0)));
  if (transfer > 0) mailRows.push({ name: t('transfer'), priceCents: transfer });
  if (custom.tyres) {
    const brand = custom.tyres.brand_preference ? ` (${custom.tyres.brand_preference})` : '';
    mailRows.push({ name: `${t('custom_tyres')}: ${custom.tyres.quantity} × ${custom.tyres.size}${brand}`, priceCents: 0, value: t('quote_later') });
  }
  if (custom.service) {
    const attached = photos && photos.count > 0 ? ` (${t('photos_attached', { count: String(photos.count) })})` : '';
    mailRows.push({ name: `${t('custom_service')}: ${custom.service.description}${attached}`, priceCents: 0, value: t('quote_later') });
  }
  mailRows.push({ name: t('workshop_order'), priceCents: 0, value: t('status_requested') });

  return {
    booking: { workshopId: workshop.id, day, defaultCapacity: workshop.defaultCapacity, estimateId: order?.id_mechanical_estimate ?? null, services, custom: customRows, photoUploadHash: photos?.tokenHash ?? null, at: input.now },
    mailRows,
  };
}
