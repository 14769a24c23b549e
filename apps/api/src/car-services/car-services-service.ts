import { emissionFeeKind } from '@parking/domain/car-services/car-service-kind';
import { carServicePrice, estimateBaseCents } from '@parking/domain/car-services/car-service-price';
import { estimateMismatch, missingForServices, offeredForWorkshopType } from '@parking/domain/car-services/requirements';
import type {
  CarServiceEstimateWire,
  CarServicePriceWire,
  CarServicesResponse,
  CarServiceWire,
  EstimateLineWire,
  MechanicalEstimateWire,
  MechanicalOrderWire,
  ReservationCarServicesWire,
  AdminWorkshopOrderWire,
  WorkshopOrderStatus,
  WorkshopBrandsResponse,
  WorkshopOrderWire,
} from '@parking/domain/contracts/car-service';
import type { Lang } from '@parking/domain/contracts/wire';
import { DomainError } from '@parking/domain/errors/codes';
import { centsToEuros } from '@parking/domain/money/money';
import type { AvailabilityLabel } from '@parking/domain/pricing/availability';
import { workshopAvailabilityLabel } from '@parking/domain/pricing/workshop-availability';
import { EMISSION_FEES_CENTS } from '@parking/domain/pricing/fees';
import type { VehicleState } from '@parking/domain/vehicles/completeness';
import type { CatalogCache } from '../catalog/catalog-cache';
import { agencyActsFor } from '../vehicles/vehicle-repository';
import type { Db } from '../db/client';
import { translateError } from '../i18n/errors-i18n';
import { hashToken, newToken } from '../lib/token';
import { langOrDefault } from '../i18n/lang';
import { enqueueMail } from '../mail/outbox-repository';
import { canMoveOrder, statusMailed } from '@parking/domain/car-services/workshop-order';
import { composeWorkshopOrderMail } from './workshop-order-mail';
import { createServicePhotos } from './service-photos';
import { photoCountsOfReservations } from './service-photos-repository';
import type { CachedCarService, CachedWorkshop, CarServicesCache, StoredLine } from './car-services-cache';
import {
  addReservationAccessToken,
  type EstimateRow,
  insertEstimate,
  listWorkshopOrders,
  loadReservationCarServices,
  loadVehicleForServices,
  lockWorkshopOrder,
  moveWorkshopOrder,
  releaseWorkshopSlot,
  serviceRequestsOf,
  type VehicleForServices,
  workshopDay,
} from './car-services-repository';

/**
 * Who asks for a vehicle: the session's client (null for a guest), the session's agency (an
 * agent acts for the clients it is linked to in agency_clients, decision 0023) and the
 * guest's X-Vehicle-Token.
 */
export interface VehicleAccess {
  userId: number | null;
  guestToken: string | null;
  agencyId?: number | null;
}

/** One car service of an estimate, priced (cents) for the offer and the booking. */
export interface PricedCarService {
  service: CachedCarService;
  name: string;
  baseCents: number;
  vatCents: number;
  priceCents: number;
  emission: 'petrol' | 'diesel' | 'industrial_diesel_van' | null;
  emissionCents: number;
}

export interface PricedEstimate {
  estimate: EstimateRow;
  services: PricedCarService[];
  workshop: CachedWorkshop;
}

function textIn(texts: Partial<Record<Lang, string>>, lang: Lang): string {
  return texts[lang] ?? texts.es ?? '';
}

function priceWire(baseCents: number): CarServicePriceWire {
  const p = carServicePrice(baseCents);
  return { base: centsToEuros(p.baseCents), vat: centsToEuros(p.vatCents), price: centsToEuros(p.priceCents), taxes: centsToEuros(p.vatCents) };
}

function lineWire(l: StoredLine): EstimateLineWire {
  return { type: l.type, code: l.code, units: l.units, desc: l.desc, title: l.title, base_standard: centsToEuros(l.baseStandardCents) };
}

/** Stored lines use the seed's snake-case amount; read either. */
function storedLines(raw: unknown): StoredLine[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((l: Record<string, unknown>) => ({
    kind: l.kind as StoredLine['kind'],
    type: l.type as StoredLine['type'],
    code: String(l.code),
    units: Number(l.units),
    desc: String(l.desc ?? ''),
    title: String(l.title ?? ''),
    baseStandardCents: Number(l.baseStandardCents ?? l.base_standard_cents ?? 0),
  }));
}

function vehicleState(v: VehicleForServices): VehicleState {
  return { id: v.id, umc: v.umc, bodyCode: v.bodyCode, motorCode: v.motorCode, km: v.km, kmTimestamp: v.kmTimestamp, workshopType: v.workshopType };
}

/** Photos of a stored service request: their count (an older row kept the data URLs themselves). */
function photoCount(photos: number | string[] | undefined): number {
  return typeof photos === 'number' ? photos : (photos?.length ?? 0);
}

function emissionCentsOf(kind: PricedCarService['emission']): number {
  return kind === null ? 0 : EMISSION_FEES_CENTS[kind];
}

export interface CarServicesDeps {
  db: Db;
  cache: CarServicesCache;
  catalog: CatalogCache;
  /** sends a status mail after its commit (the outbox relay retries it otherwise) */
  deliver?: (outboxId: number) => Promise<boolean>;
  /** the web app's address, for the mails' link back to the booking */
  publicUrl?: string;
}

/**
 * Car services (issue 16): the services for a car with its estimate prices, estimates, the
 * estimate the offer prices, the workshop and its slots. The catalogue is in memory
 * (CarServicesCache); the vehicle and a new estimate are the only reads and writes.
 */
export function createCarServicesService({ db, cache, catalog, deliver, publicUrl = '' }: CarServicesDeps) {
  /** The vehicle, when the caller may use it (its client, or the guest with its token); else 404 (never says which). */
  async function vehicleFor(id: number, access: VehicleAccess): Promise<VehicleForServices> {
    const v = await loadVehicleForServices(db, id);
    const ok =
      v !== null &&
      ((v.idClient !== null && access.userId !== null && v.idClient === access.userId) ||
        (v.guestTokenHash !== null && access.guestToken !== null && hashToken(access.guestToken) === v.guestTokenHash) ||
        // an agency booking car services for a client's car: only a client it is linked to (vehicles/vehicle-service.ts authorised)
        (v.idClient !== null && access.agencyId !== null && access.agencyId !== undefined && (await agencyActsFor(db, access.agencyId, v.idClient))));
    if (!ok) throw new DomainError('API_ERROR_VEHICLE_NOT_FOUND', { field: 'id_vehicle' });
    return v!;
  }

  /** The service for the car, when it is offered to it (its workshop type, a price for its model). */
  function templateFor(s: CachedCarService, v: { umc: string | null; workshopType: string | null }) {
    if (!offeredForWorkshopType(s.workshopTypes, v.workshopType)) return null;
    if (!v.umc) return undefined;
    return cache.template(s.id, v.umc) ?? null;
  }

  /** Workshop slots of a day: the spec 2 labels, relative to the workshop's slots (domain workshopAvailabilityLabel). */
  async function workshopLabel(workshop: CachedWorkshop | undefined, day: string | null): Promise<{ label: AvailabilityLabel; free: number }> {
    if (!workshop) return { label: 'currently_unavailable', free: 0 };
    if (!day) return { label: workshopAvailabilityLabel({ capacity: workshop.defaultCapacity, booked: 0, enabled: true }), free: workshop.defaultCapacity };
    const row = (await workshopDay(db, workshop.id, day)) ?? { capacity: workshop.defaultCapacity, booked: 0 };
    return { label: workshopAvailabilityLabel({ ...row, enabled: true }), free: Math.max(0, row.capacity - row.booked) };
  }

  function workshopOfProduct(productId: number | undefined): CachedWorkshop | undefined {
    if (productId === undefined) return undefined;
    const product = catalog.product(productId);
    return product ? cache.workshopForPlace(product.placeId) : undefined;
  }

  /**
   * The services step's car services (spec 2): every service offered to the car (all of them
   * before the car is identified, without a price), with its price for the car, the emission
   * fee it pays on top, what the car still lacks (spec 5) and the workshop's availability.
   */
  async function carServicesFor(
    input: { vehicleId?: number; access: VehicleAccess; productId?: number; startDay?: string },
    lang: Lang,
    now: Date,
  ): Promise<CarServicesResponse> {
    const v = input.vehicleId !== undefined ? await vehicleFor(input.vehicleId, input.access) : null;
    const workshop = workshopOfProduct(input.productId);
    const slots = await workshopLabel(workshop, input.startDay ?? null);
    const out: CarServiceWire[] = [];
    for (const s of cache.list()) {
      const t = v ? templateFor(s, v) : undefined;
      if (t === null) continue;
      const base = t ? estimateBaseCents(storedLines(t.lines), t.uniquePriceCents) : null;
      const emission = v ? emissionFeeKind(s.feesNotIncluded, v.propulsionCode) : null;
      out.push({
        id: s.id,
        id_car_service: s.id,
        name: textIn(s.names, lang),
        description: textIn(s.descriptions, lang),
        type: s.type,
        scope_id: s.scopeId,
        section: s.section,
        fees_not_included: s.feesNotIncluded,
        umc_required: s.requirements.umc_required,
        body_applicabilitycode_required: s.requirements.body_applicabilitycode_required,
        motor_applicabilitycode_required: s.requirements.motor_applicabilitycode_required,
        request_km: s.requirements.request_km,
        image_gallery: s.imageGallery,
        carServicePrice: base === null ? null : priceWire(base),
        emission_fee: centsToEuros(emissionCentsOf(emission)),
        missing: missingForServices(v ? vehicleState(v) : null, [s.requirements], now),
        availability: slots.label,
      });
    }
    return {
      car_services: out,
      workshop: workshop ? { id: workshop.id, name: workshop.name, brand: workshop.brand.name, workshop_type: workshop.brand.workshopType } : null,
    };
  }

  function badField(field: string, code: string, reasonKey: Parameters<typeof translateError>[1], lang: Lang, extra: Record<string, unknown> = {}): DomainError {
    return new DomainError('API_ERROR_VALIDATION', [{ field, code, ...extra, reason: translateError(lang, reasonKey, { field }) }]);
  }

  /**
   * Spec 7 car service estimate: the services of `baseEstimateId` (an estimate of the same
   * vehicle) plus `ids`, priced for the vehicle as it is now, written as a new estimate.
   */
  async function createEstimate(
    input: { vehicleId: number; ids: number[]; baseEstimateId?: number | null; access: VehicleAccess },
    lang: Lang,
  ): Promise<MechanicalEstimateWire> {
    const v = await vehicleFor(input.vehicleId, input.access);
    if (!v.umc) throw badField('id_vehicle', 'vehicle_not_identified', 'vehicle_not_identified', lang);
    const ids = new Set<number>();
    if (input.baseEstimateId !== null && input.baseEstimateId !== undefined) {
      const base = await cache.estimate(input.baseEstimateId);
      if (!base || base.vehicleId !== v.id) throw badField('id_mechanical_estimate', 'unknown_estimate', 'field_unknown_estimate', lang, { value: input.baseEstimateId });
      for (const s of base.services) ids.add(s.carServiceId);
    }
    for (const id of input.ids) ids.add(id);
    const services = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      const s = cache.service(id);
      const t = s ? templateFor(s, v) : null;
      if (!s || !t) throw badField('id_car_service', 'car_service_not_offered', 'car_service_not_offered', lang, { value: id });
      const lines = storedLines(t.lines);
      services.push({ carServiceId: id, baseCents: estimateBaseCents(lines, t.uniquePriceCents), uniquePrice: t.uniquePriceCents !== null, lines });
    }
    // Body and motor are part of the estimate only when a service needed them (estimateMismatch).
    const needsBody = services.some((s) => cache.service(s.carServiceId)!.requirements.body_applicabilitycode_required);
    const needsMotor = services.some((s) => cache.service(s.carServiceId)!.requirements.motor_applicabilitycode_required);
    const row = {
      vehicleId: v.id,
      umc: v.umc,
      bodyCode: needsBody ? v.bodyCode : null,
      motorCode: needsMotor ? v.motorCode : null,
      propulsionCode: v.propulsionCode,
      services,
    };
    const id = await insertEstimate(db, row);
    const stored = { id, ...row };
    cache.remember(stored);
    return estimateWire(stored, lang);
  }

  function pricedOf(e: EstimateRow, lang: Lang, dropped: ReadonlySet<number>): PricedCarService[] {
    const out: PricedCarService[] = [];
    for (const row of e.services) {
      if (dropped.has(row.carServiceId)) continue;
      const service = cache.service(row.carServiceId);
      if (!service) continue;
      const p = carServicePrice(row.baseCents);
      const emission = emissionFeeKind(service.feesNotIncluded, e.propulsionCode);
      out.push({ service, name: textIn(service.names, lang), baseCents: p.baseCents, vatCents: p.vatCents, priceCents: p.priceCents, emission, emissionCents: emissionCentsOf(emission) });
    }
    return out;
  }

  function estimateWire(e: EstimateRow, lang: Lang, dropped: ReadonlySet<number> = new Set()): MechanicalEstimateWire {
    const byService = new Map(e.services.map((s) => [s.carServiceId, s]));
    const items: CarServiceEstimateWire[] = pricedOf(e, lang, dropped).map((p) => {
      const row = byService.get(p.service.id)!;
      const lines = storedLines(row.lines);
      const main = lines.filter((l) => l.type === 'MAIN');
      return {
        name: p.name,
        id_car_service: p.service.id,
        carServicePrice: priceWire(p.baseCents),
        emission_fee: centsToEuros(p.emissionCents),
        fees_not_included: p.service.feesNotIncluded,
        mechanical_estimate_data: {
          base_standard_total: centsToEuros(main.reduce((sum, l) => sum + l.baseStandardCents, 0)),
          unique_price: row.uniquePrice,
          parts: lines.filter((l) => l.kind === 'part').map(lineWire),
          operations: lines.filter((l) => l.kind === 'operation').map(lineWire),
          checkpoints: lines.filter((l) => l.kind === 'checkpoint').map(lineWire),
          subdetail_control: lines.some((l) => l.type === 'SUBDETAIL_INCLUDED'),
        },
      };
    });
    return { id: e.id, umc: e.umc, body_applicabilitycode: e.bodyCode, motor_applicabilitycode: e.motorCode, car_service_estimates: items };
  }

  /**
   * The estimate an offer names (spec 3 Calculate-price request `id_mechanical_estimate`,
   * `delete_id_car_service`), checked against the car the request names (`id_vehicle`): an
   * unknown estimate, one for another car's UMC (or body or motor it depended on), or a
   * product whose place has no workshop is a 400 naming the field.
   */
  async function estimateForOffer(
    input: { estimateId: number; vehicleId: number | null | undefined; productId: number; deleteIds: string | null | undefined },
    lang: Lang,
  ): Promise<PricedEstimate> {
    const field = 'id_mechanical_estimate';
    const e = await cache.estimate(input.estimateId);
    if (!e) throw badField(field, 'unknown_estimate', 'field_unknown_estimate', lang, { value: input.estimateId });
    if (input.vehicleId === null || input.vehicleId === undefined) throw badField('id_vehicle', 'required', 'estimate_needs_vehicle', lang);
    const v = await loadVehicleForServices(db, input.vehicleId);
    const mismatch = v ? estimateMismatch(e, v) : 'umc';
    if (mismatch !== null) throw badField(field, 'estimate_other_car', 'estimate_other_car', lang, { value: input.estimateId, mismatch });
    const workshop = workshopOfProduct(input.productId);
    if (!workshop) throw badField(field, 'no_workshop', 'car_services_not_at_product', lang);
    const dropped = new Set((input.deleteIds ?? '').split(',').filter((s) => s !== '').map(Number));
    return { estimate: e, services: pricedOf(e, lang, dropped), workshop };
  }

  /** Spec 3 Mechanical order, for the offer's mechanical_orders: one per estimate. */
  function mechanicalOrder(p: PricedEstimate, lang: Lang, deleteIds: string | null | undefined): MechanicalOrderWire {
    const dropped = new Set((deleteIds ?? '').split(',').filter((s) => s !== '').map(Number));
    const base = p.services.reduce((s, x) => s + x.baseCents, 0);
    const vat = carServicePrice(base).vatCents;
    return { id: p.estimate.id, id_mechanical_estimate: p.estimate.id, base: centsToEuros(base), vat: centsToEuros(vat), mechanical_estimate: estimateWire(p.estimate, lang, dropped) };
  }

  function workshopBrands(): WorkshopBrandsResponse {
    return { workshop_brands: cache.brands().map((b) => ({ id: b.id, name: b.name, workshop_type: b.workshopType as 'official' | 'independent' })) };
  }

  /**
   * A reservation's car services, custom requests and workshop order with every status it
   * took and when (issue 16.5, 16.6), for the reservation view; null when it has none.
   */
  async function reservationSection(reservationId: number, reference: string): Promise<ReservationCarServicesWire | null> {
    const { services, custom, order, events } = await loadReservationCarServices(db, reservationId);
    if (services.length === 0 && custom.length === 0 && !order) return null;
    const tyres = custom.find((c) => c.kind === 'tyres')?.data as { size: string; brand_preference: string | null; quantity: number } | undefined;
    const request = custom.find((c) => c.kind === 'service')?.data as { description: string; photos?: number | string[] } | undefined;
    return {
      car_services: services.map((x) => ({
        id_car_service: x.carServiceId,
        name: x.name,
        base: centsToEuros(x.baseCents),
        vat: centsToEuros(x.vatCents),
        price: centsToEuros(x.baseCents + x.vatCents),
        emission_fee: centsToEuros(x.emissionCents),
      })),
      customized_tires_request: tyres ? { size: tyres.size, brand_preference: tyres.brand_preference, quantity: tyres.quantity } : null,
      service_request: request ? { description: request.description, photos: photoCount(request.photos) } : null,
      workshop_order: order
        ? {
            id: order.id,
            reservation_id: reservationId,
            reference,
            status: order.status as WorkshopOrderStatus,
            day: order.day,
            workshop: cache.workshop(order.workshopId)?.name ?? '',
            history: events.map((e) => ({ status: e.status as WorkshopOrderStatus, at: e.at.toISOString() })),
          }
        : null,
    };
  }

  /**
   * Workshop orders for the admin list (optionally of one status), each with its history and
   * its custom service request: the photos' count and links (GET with x-admin-token).
   */
  async function workshopOrders(status?: WorkshopOrderStatus): Promise<{ orders: AdminWorkshopOrderWire[] }> {
    const { rows, events } = await listWorkshopOrders(db, { status });
    const reservationIds = rows.map((r) => r.order.reservationId);
    const [requests, photoIds] = await Promise.all([serviceRequestsOf(db, reservationIds), photoCountsOfReservations(db, reservationIds)]);
    return {
      orders: rows.map(({ order, reference }) => {
        const request = requests.get(order.reservationId);
        const ids = photoIds.get(order.reservationId) ?? [];
        return {
          id: order.id,
          reservation_id: order.reservationId,
          reference,
          status: order.status as WorkshopOrderStatus,
          day: order.day,
          workshop: cache.workshop(order.workshopId)?.name ?? '',
          history: events.filter((e) => e.orderId === order.id).map((e) => ({ status: e.status as WorkshopOrderStatus, at: e.at.toISOString() })),
          service_request: request
            ? { description: request.description, photos: ids.length, photo_links: ids.map((id) => `/api/admin/workshop-orders/${order.id}/photos/${id}`) }
            : null,
        };
      }),
    };
  }

  /**
   * Issue 16.6: the workshop moves an order (requested -> confirmed -> in progress -> done, or
   * cancelled; domain canMoveOrder), under a row lock, with the change and its time stored; a
   * cancelled order gives its slot back. Confirmed and done write the traveller's mail in the
   * booking's language to the outbox in the same transaction, sent after the commit.
   */
  async function moveOrder(orderId: number, to: WorkshopOrderStatus, now: Date, lang: Lang): Promise<WorkshopOrderWire> {
    const outboxId = await db.transaction(async (tx) => {
      const row = await lockWorkshopOrder(tx as unknown as Db, orderId);
      if (!row) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'orderId' });
      const from = row.order.status as WorkshopOrderStatus;
      if (!canMoveOrder(from, to)) {
        throw new DomainError('API_ERROR_WORKSHOP_ORDER_STATUS', { field: 'status', from, to, reason: translateError(lang, 'order_status_change', { from, to }) });
      }
      await moveWorkshopOrder(tx as unknown as Db, orderId, from, to, now);
      if (to === 'cancelled') await releaseWorkshopSlot(tx as unknown as Db, row.order.workshopId, row.order.day);
      if (!statusMailed(to)) return null;
      const r = row.reservation;
      const { services } = await loadReservationCarServices(tx as unknown as Db, r.id);
      const token = newToken();
      await addReservationAccessToken(tx as unknown as Db, r.id, hashToken(token), now);
      const mail = composeWorkshopOrderMail({
        status: to as 'confirmed' | 'done',
        lang: langOrDefault(r.lang),
        to: r.email,
        name: r.driverName,
        reference: r.reference,
        services: services.map((x) => x.name),
        link: `${publicUrl}/confirmation?reservation_token=${token}`,
      });
      return enqueueMail(tx as unknown as Db, mail, r.id);
    });
    if (outboxId !== null && deliver) void deliver(outboxId);
    const { rows, events } = await listWorkshopOrders(db, { orderId });
    const found = rows.find((x) => x.order.id === orderId)!;
    return {
      id: orderId,
      reservation_id: found.order.reservationId,
      reference: found.reference,
      status: found.order.status as WorkshopOrderStatus,
      day: found.order.day,
      workshop: cache.workshop(found.order.workshopId)?.name ?? '',
      history: events.filter((e) => e.orderId === orderId).map((e) => ({ status: e.status as WorkshopOrderStatus, at: e.at.toISOString() })),
    };
  }

  const photos = createServicePhotos({ db });

  return { photos, workshopOrders, moveOrder, reservationSection, vehicleFor, carServicesFor, createEstimate, estimateForOffer, mechanicalOrder, workshopBrands, workshopLabel, workshopOfProduct };
}

export type CarServicesService = ReturnType<typeof createCarServicesService>;
