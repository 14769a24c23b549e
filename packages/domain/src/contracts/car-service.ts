import { z } from 'zod';
import type { CarServiceType } from '../car-services/car-service-kind';
import {
  SERVICE_REQUEST_MAX_LENGTH,
  SERVICE_PHOTO_MAX_BYTES,
  SERVICE_REQUEST_MAX_PHOTOS,
  SERVICE_REQUEST_MIN_LENGTH,
  type ServicePhotoType,
  TYRE_QUANTITY_MAX,
  TYRE_QUANTITY_MIN,
  normalizeTyreSize,
} from '../car-services/custom-requests';
import { WORKSHOP_ORDER_STATUSES, type WorkshopOrderStatus } from '../car-services/workshop-order';
import type { AvailabilityLabel } from '../pricing/availability';
import { hasNoControlChars } from '../validation/forms';
import { dbId, dbIdOrDigits } from '../validation/ids';
import { isIsoDay } from '../time/iso-day';

/*
 * Car services (issue 16; spec 3 Mechanical order, Car service, Estimate detail, Offer
 * fields; spec 7 car service estimate, create_from_booking, list_workshop_brands). Routes:
 *   GET  /api/carservice/list_workshop_brands                       -> WorkshopBrandsResponse
 *   GET  /api/carservice/car_services?id_vehicle=&productId=&startDate= -> CarServicesResponse
 *   POST /api/carservice/estimate (CarServiceEstimateRequest)       -> MechanicalEstimateWire
 *   GET  /api/admin/workshop-orders?status=                          (x-admin-token)
 *   PUT  /api/admin/workshop-orders/{orderId}/status                 (x-admin-token)
 * A guest's vehicle is opened with its X-Vehicle-Token header (contracts/vehicle.ts).
 *
 * Photos of the custom service request (issue 16.3 "free text, photos optional"), uploaded one
 * by one before booking, owned by an upload token (256 random bits, X-Photo-Upload-Token, like
 * the guest vehicle token: the server keeps its hash only; lost with the browser's memory):
 *   POST   /api/carservice/photos  {photo}  (X-Photo-Upload-Token optional) -> 201 ServicePhotosResponse
 *          without the header a new upload starts and its upload_token is answered (once);
 *          with it the photo joins that upload. `photo` is a data URL
 *          (FileReader.readAsDataURL) or bare base64; the type is told by the bytes, not by the
 *          data URL. At most SERVICE_REQUEST_MAX_PHOTOS (3) photos of SERVICE_PHOTO_MAX_BYTES
 *          (2 MB) each, JPEG/PNG/WebP.
 *          413 API_ERROR_PAYLOAD_TOO_LARGE details[0] {field: 'photo', code: 'photo_too_large'}
 *          400 API_ERROR_VALIDATION details[0] {field: 'photo', code: 'invalid_photo' | 'too_many_photos'}
 *          404 API_ERROR_NOT_FOUND {field: 'x-photo-upload-token'}: unknown, expired or already booked
 *   GET    /api/carservice/photos              (X-Photo-Upload-Token) -> ServicePhotosResponse
 *   GET    /api/carservice/photos/{photoId}    (X-Photo-Upload-Token) -> the image bytes (its sniffed type)
 *   DELETE /api/carservice/photos/{photoId}    (X-Photo-Upload-Token) -> ServicePhotosResponse
 *   GET    /api/admin/workshop-orders/{orderId}/photos/{photoId}  (x-admin-token) -> the image bytes
 * The calculate request and the booking body name the upload in
 * `service_request.photo_upload_token`; the offer echoes `service_request.photos` (their
 * count); booking attaches them to the reservation (the token then opens nothing more); the
 * reservation view and the mail give their count, the admin order list their links.
 * Amounts in euros with two decimals. Decision 0025.
 */

export type { CarServiceType, WorkshopOrderStatus };
export { WORKSHOP_ORDER_STATUSES };
/** issue 16.3: the photo limits, for the web's form */
export { SERVICE_PHOTO_MAX_BYTES, SERVICE_REQUEST_MAX_PHOTOS };

/** Spec 3 Car service `carServicePrice (base, vat, price, taxes)`; taxes is the VAT again (the spec's name). */
export interface CarServicePriceWire {
  base: number;
  vat: number;
  price: number;
  taxes: number;
}

/** Spec 3 Estimate detail line (a part, an operation or a check-point). */
export interface EstimateLineWire {
  /** MAIN lines add up to base_standard_total; SUBDETAIL_INCLUDED are included in them */
  type: 'MAIN' | 'SUBDETAIL_INCLUDED';
  code: string;
  units: number;
  desc: string;
  title: string;
  /** euros, without VAT */
  base_standard: number;
}

/** Spec 3 mechanical_estimate_data. */
export interface EstimateDetailWire {
  base_standard_total: number;
  /** true when the workshop quotes one closed price (lines are shown without adding up) */
  unique_price: boolean;
  parts: EstimateLineWire[];
  operations: EstimateLineWire[];
  checkpoints: EstimateLineWire[];
  /** spec 3 subdetail_control: whether the check-point list is shown expandable */
  subdetail_control: boolean;
}

/** Spec 3 Car service, for the traveller's car (the services step's card). */
export interface CarServiceWire {
  id: number;
  id_car_service: number;
  name: string;
  description: string;
  type: CarServiceType;
  /** the spec 5 scope id it is filed under */
  scope_id: number;
  section: 'car_services' | 'additional_car_services';
  fees_not_included: boolean;
  umc_required: boolean;
  body_applicabilitycode_required: boolean;
  motor_applicabilitycode_required: boolean;
  request_km: boolean;
  image_gallery: string[];
  /** the price for this car, null while the car is not identified (the card asks to identify it) */
  carServicePrice: CarServicePriceWire | null;
  /** the emission fee this car pays on top (fees_not_included), euros; 0 when none */
  emission_fee: number;
  /** the car's missing data (spec 5): vehicle_id, umc, body_code, motor_code, km_today */
  missing: string[];
  /** workshop slots on the stay's workshop day */
  availability: AvailabilityLabel;
}

export interface CarServicesResponse {
  car_services: CarServiceWire[];
  /** the workshop that would take the car, and its brand */
  workshop: { id: number; name: string; brand: string; workshop_type: string } | null;
}

/** Spec 3 car_service_estimates item. */
export interface CarServiceEstimateWire {
  name: string;
  id_car_service: number;
  carServicePrice: CarServicePriceWire;
  emission_fee: number;
  fees_not_included: boolean;
  mechanical_estimate_data: EstimateDetailWire;
}

/** An estimate: the services estimated for one car. */
export interface MechanicalEstimateWire {
  id: number;
  umc: string;
  body_applicabilitycode: string | null;
  motor_applicabilitycode: string | null;
  car_service_estimates: CarServiceEstimateWire[];
}

/** Spec 3 Mechanical order, in the offer's mechanical_orders. */
export interface MechanicalOrderWire {
  id: number;
  id_mechanical_estimate: number;
  base: number;
  vat: number;
  mechanical_estimate: MechanicalEstimateWire;
}

/**
 * POST /api/carservice/estimate: the car-service estimate (spec 7) for the vehicle, with the
 * services of `id_mechanical_estimate` (when extending one) plus `id_car_service`. An estimate
 * never changes: adding a service answers a new one.
 */
export const carServiceEstimateRequest = z.object({
  id_vehicle: dbIdOrDigits,
  id_car_service: z.union([dbIdOrDigits, z.array(dbIdOrDigits).min(1).max(20)]),
  id_mechanical_estimate: dbIdOrDigits.optional().nullable(),
});
export type CarServiceEstimateRequest = z.input<typeof carServiceEstimateRequest>;

export const carServicesQuery = z.object({
  id_vehicle: dbIdOrDigits.optional(),
  productId: dbIdOrDigits.optional(),
  /** the stay's start ('YYYY-MM-DD' or a wire date): the workshop day whose slots label the services */
  startDate: z
    .string()
    .max(19)
    .refine((v) => isIsoDay(v.slice(0, 10)), { message: 'invalid_wire_date' })
    .optional(),
});

/** Spec 7 GET carservice/list_workshop_brands. */
export interface WorkshopBrandWire {
  id: number;
  name: string;
  workshop_type: 'official' | 'independent';
}
export interface WorkshopBrandsResponse {
  workshop_brands: WorkshopBrandWire[];
}

const msg = (key: string) => ({ error: key });
const freeText = (min: number, max: number) =>
  z.string(msg('required')).trim().min(min, msg(min > 1 ? 'min_length' : 'required')).max(max, msg('max_length')).refine(hasNoControlChars, msg('invalid_characters'));

/** Issue 16.3 custom tyre request: size, brand preference, quantity. */
export const customTyresRequest = z.object({
  size: z
    .string(msg('required'))
    .max(40, msg('max_length'))
    .transform((v, ctx) => {
      const size = normalizeTyreSize(v);
      if (size === null) {
        ctx.addIssue({ code: 'custom', message: 'invalid_tyre_size' });
        return z.NEVER;
      }
      return size;
    }),
  brand_preference: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), freeText(1, 60).nullable().optional()),
  quantity: z.coerce.number(msg('invalid_value')).int(msg('invalid_value')).min(TYRE_QUANTITY_MIN, msg('invalid_value')).max(TYRE_QUANTITY_MAX, msg('invalid_value')),
});
export type CustomTyresRequest = z.output<typeof customTyresRequest>;

/** The X-Photo-Upload-Token header: the upload's 43-character token (contracts header above). */
export const PHOTO_UPLOAD_TOKEN_HEADER = 'x-photo-upload-token';
const photoUploadToken = z.string(msg('required')).regex(/^[A-Za-z0-9_-]{43}$/, msg('invalid_value'));

/** Issue 16.3 custom service request: free text, photos optional (uploaded first: their upload token). */
export const customServiceRequest = z.object({
  description: freeText(SERVICE_REQUEST_MIN_LENGTH, SERVICE_REQUEST_MAX_LENGTH),
  photo_upload_token: photoUploadToken.optional().nullable(),
});
export type CustomServiceRequest = z.output<typeof customServiceRequest>;

/** What the offer echoes of a custom request (photos counted, not sent back). Price 0: quoted later (decision 0025). */
export interface CustomTyresWire {
  size: string;
  brand_preference: string | null;
  quantity: number;
  price: number;
  quote_later: true;
}
export interface CustomServiceWire {
  description: string;
  photos: number;
  price: number;
  quote_later: true;
}

/**
 * POST /api/carservice/photos: one photo, a data URL ('data:image/jpeg;base64,...') or bare
 * base64. The length bound is the route's: 2 MB of bytes as base64 plus a data URL's prefix
 * (a longer body is a 413 before it is read).
 */
export const SERVICE_PHOTO_MAX_BASE64_CHARS = Math.ceil(SERVICE_PHOTO_MAX_BYTES / 3) * 4 + 64;
export const servicePhotoUpload = z.object({ photo: z.string(msg('required')).min(1, msg('required')) });
export type ServicePhotoUpload = z.input<typeof servicePhotoUpload>;
export const servicePhotoParams = z.object({ photoId: dbIdOrDigits });

export interface ServicePhotoWire {
  id: number;
  content_type: ServicePhotoType;
  bytes: number;
  /** GET it with the X-Photo-Upload-Token header (a fetch, then an object URL for an <img>) */
  url: string;
}
export interface ServicePhotosResponse {
  /** the upload's token: answered when the upload starts (POST without the header), else null */
  upload_token: string | null;
  photos: ServicePhotoWire[];
  /** how many more may be added (SERVICE_REQUEST_MAX_PHOTOS - photos.length) */
  remaining: number;
}

/** PUT /api/admin/workshop-orders/{orderId}/status (x-admin-token). */
export const workshopOrderStatusRequest = z.object({ status: z.enum(WORKSHOP_ORDER_STATUSES) });
export const workshopOrderParams = z.object({ orderId: dbIdOrDigits });
export const workshopOrdersQuery = z.object({ status: z.enum(WORKSHOP_ORDER_STATUSES).optional() });

/** A workshop order (spec 7 create_from_booking), in the reservation view and the admin list. */
export interface WorkshopOrderWire {
  id: number;
  reservation_id: number;
  reference: string;
  status: WorkshopOrderStatus;
  /** the workshop day (YYYY-MM-DD) */
  day: string;
  workshop: string;
  /** every status the order took, oldest first, with its time (ISO instant) */
  history: { status: WorkshopOrderStatus; at: string }[];
}

/**
 * The admin list's order (GET /api/admin/workshop-orders): the order and its custom service
 * request with the photos' count and links (GET with x-admin-token).
 */
export interface AdminWorkshopOrderWire extends WorkshopOrderWire {
  service_request: { description: string; photos: number; photo_links: string[] } | null;
}

/** The reservation view's car-service section. */
export interface ReservationCarServicesWire {
  car_services: { id_car_service: number; name: string; base: number; vat: number; price: number; emission_fee: number }[];
  customized_tires_request: Omit<CustomTyresWire, 'price' | 'quote_later'> | null;
  service_request: { description: string; photos: number } | null;
  workshop_order: WorkshopOrderWire | null;
}

export const workshopOrderId = dbId;
export const adminServicePhotoParams = z.object({ orderId: dbIdOrDigits, photoId: dbIdOrDigits });
