import type { ProductService } from '../catalog/catalog';

/**
 * What a traveller compares on a product card (issue 9.4), by product kind, from the spec and
 * the product texts (apps/api/src/seed/seed-data/product-texts-*.ts). The words are in the
 * `offer` catalogues (`card.*`); this module says which words and which numbers apply.
 */

/** Spec 9: "airport shuttle 5 minutes to terminal". */
export const AIRPORT_SHUTTLE_MINUTES = 5;
/** Spec 9: "30 minutes to take the free minibus after parking" (the port). */
export const PORT_MINIBUS_MINUTES = 30;

export type TransferKind = 'shuttle' | 'minibus' | 'driver' | 'walk' | 'none';

/** Catalogue keys under `offer:card.included.*`. */
export type IncludedKey = 'guarded' | 'shuttle' | 'minibus' | 'driver' | 'covered' | 'station' | 'centre' | 'services';

/** Illustrations in apps/web/src/features/products/illustrations. */
export type Illustration = 'airport' | 'valet' | 'ship' | 'station' | 'city';

export interface ProductFacts {
  /** how the traveller gets from the car park to the terminal, and how long it takes */
  transfer: { kind: TransferKind; minutes: number | null };
  included: IncludedKey[];
  illustration: Illustration;
  /** every product is cancelled free of charge (spec 2 Price block note 'free cancellation') */
  freeCancellation: true;
}

const FACTS: Record<ProductService, ProductFacts> = {
  // "a free shuttle bus takes you and your companions to the terminal ... 5 minutes"
  express: {
    transfer: { kind: 'shuttle', minutes: AIRPORT_SHUTTLE_MINUTES },
    included: ['guarded', 'shuttle'],
    illustration: 'airport',
    freeCancellation: true,
  },
  // "Our driver meets you at your departure terminal ... with no shuttles and no waiting"
  premium: {
    transfer: { kind: 'driver', minutes: 0 },
    included: ['driver', 'guarded'],
    illustration: 'valet',
    freeCancellation: true,
  },
  // "free minibus to your terminal ... allow 30 minutes"
  port: {
    transfer: { kind: 'minibus', minutes: PORT_MINIBUS_MINUTES },
    included: ['guarded', 'minibus'],
    illustration: 'ship',
    freeCancellation: true,
  },
  // Sants and Atocha: "covered and guarded ... direct access to the concourse / a few steps from the platforms"
  standard: {
    transfer: { kind: 'walk', minutes: null },
    included: ['covered', 'guarded', 'station'],
    illustration: 'station',
    freeCancellation: true,
  },
  // "in the centre of Barcelona ... add a wash or services for your car"
  urban: {
    transfer: { kind: 'none', minutes: null },
    included: ['centre', 'services'],
    illustration: 'city',
    freeCancellation: true,
  },
};

export function productFacts(service: ProductService): ProductFacts {
  return FACTS[service];
}
