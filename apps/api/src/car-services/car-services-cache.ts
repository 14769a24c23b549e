import { type CarServiceType, carServiceSection, carServiceTypeOfScope } from '@parking/domain/car-services/car-service-kind';
import type { EstimateLine } from '@parking/domain/car-services/car-service-price';
import type { Lang } from '@parking/domain/contracts/wire';
import type { VehicleRequirements } from '@parking/domain/vehicles/completeness';
import type { Db } from '../db/client';
import { type EstimateRow, loadCarServiceRows, loadEstimate } from './car-services-repository';

/** A stored estimate line (Estimate detail) with the kind that files it under parts, operations or check-points. */
export interface StoredLine extends EstimateLine {
  kind: 'part' | 'operation' | 'checkpoint';
  desc: string;
  title: string;
}

export interface CachedCarService {
  id: number;
  scopeId: number;
  type: CarServiceType;
  section: 'car_services' | 'additional_car_services';
  feesNotIncluded: boolean;
  requirements: VehicleRequirements;
  workshopTypes: string[];
  imageGallery: string[];
  names: Partial<Record<Lang, string>>;
  descriptions: Partial<Record<Lang, string>>;
}

export interface CachedWorkshop {
  id: number;
  placeId: number;
  name: string;
  defaultCapacity: number;
  brand: { id: number; name: string; workshopType: string };
}

export interface PriceTemplate {
  uniquePriceCents: number | null;
  lines: StoredLine[];
}

/** Price class of a model not in car_service_model_classes. */
export const DEFAULT_PRICE_CLASS = 'compact';
/** Estimates kept in memory (they never change; a miss reads the database). */
const ESTIMATES_KEPT = 5_000;

/**
 * The car-service catalogue in memory, like the extras (extras/extras-cache.ts): the price
 * route and the services step never read it per request. Estimates are immutable rows: each
 * is read once and kept (up to ESTIMATES_KEPT, oldest dropped), so every node can price any
 * estimate, whichever node made it. Call invalidate() after editing the catalogue.
 */
export class CarServicesCache {
  private services: CachedCarService[] = [];
  private byId = new Map<number, CachedCarService>();
  private prices = new Map<string, PriceTemplate>();
  private classes = new Map<string, string>();
  private workshopsByPlace = new Map<number, CachedWorkshop>();
  private workshopsById = new Map<number, CachedWorkshop>();
  private brandList: CachedWorkshop['brand'][] = [];
  private estimates = new Map<number, EstimateRow>();

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const { services, texts, prices, classes, shops, brands } = await loadCarServiceRows(this.db);
    const list: CachedCarService[] = [];
    for (const s of services) {
      const type = carServiceTypeOfScope(s.scopeId);
      if (!type) continue;
      const names: CachedCarService['names'] = {};
      const descriptions: CachedCarService['descriptions'] = {};
      for (const t of texts) {
        if (t.carServiceId !== s.id) continue;
        names[t.lang as Lang] = t.name;
        descriptions[t.lang as Lang] = t.description;
      }
      list.push({
        id: s.id,
        scopeId: s.scopeId,
        type,
        section: carServiceSection(type),
        feesNotIncluded: s.feesNotIncluded,
        requirements: {
          umc_required: s.umcRequired,
          body_applicabilitycode_required: s.bodyRequired,
          motor_applicabilitycode_required: s.motorRequired,
          request_km: s.requestKm,
        },
        workshopTypes: s.workshopTypes,
        imageGallery: s.imageGallery,
        names,
        descriptions,
      });
    }
    this.services = list;
    this.byId = new Map(list.map((s) => [s.id, s]));
    this.prices = new Map(prices.map((p) => [`${p.carServiceId}|${p.priceClass}`, { uniquePriceCents: p.uniquePriceCents, lines: p.lines as StoredLine[] }]));
    this.classes = new Map(classes.map((c) => [c.umc, c.priceClass]));
    const brandById = new Map(brands.map((b) => [b.id, { id: b.id, name: b.name, workshopType: b.workshopType }]));
    this.brandList = [...brandById.values()];
    this.workshopsByPlace = new Map();
    this.workshopsById = new Map();
    for (const w of shops) {
      const brand = brandById.get(w.brandId);
      if (!brand) continue;
      const cached = { id: w.id, placeId: w.placeId, name: w.name, defaultCapacity: w.defaultCapacity, brand };
      this.workshopsByPlace.set(w.placeId, cached);
      this.workshopsById.set(w.id, cached);
    }
  }

  invalidate(): Promise<void> {
    return this.load();
  }

  /** Enabled car services, in display order. */
  list(): readonly CachedCarService[] {
    return this.services;
  }

  service(id: number): CachedCarService | undefined {
    return this.byId.get(id);
  }

  priceClassOf(umc: string): string {
    return this.classes.get(umc) ?? DEFAULT_PRICE_CLASS;
  }

  /** The service's estimate template for a model, or undefined when it is not offered for it. */
  template(serviceId: number, umc: string): PriceTemplate | undefined {
    return this.prices.get(`${serviceId}|${this.priceClassOf(umc)}`);
  }

  workshopForPlace(placeId: number): CachedWorkshop | undefined {
    return this.workshopsByPlace.get(placeId);
  }

  workshop(id: number): CachedWorkshop | undefined {
    return this.workshopsById.get(id);
  }

  brands(): readonly CachedWorkshop['brand'][] {
    return this.brandList;
  }

  /** An estimate by id: from memory, else read once from the database; null when there is none. */
  async estimate(id: number): Promise<EstimateRow | null> {
    const kept = this.estimates.get(id);
    if (kept) return kept;
    const row = await loadEstimate(this.db, id);
    if (row) this.remember(row);
    return row;
  }

  remember(row: EstimateRow): void {
    if (this.estimates.size >= ESTIMATES_KEPT) {
      const oldest = this.estimates.keys().next().value;
      if (oldest !== undefined) this.estimates.delete(oldest);
    }
    this.estimates.set(row.id, row);
  }
}
