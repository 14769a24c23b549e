import type { CatalogResponse, Product } from '@parking/domain/contracts/catalog';
import type { CalculatePriceRequest, CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { type FormVersion, resolveFormVersion, routeAfterProducts } from '@parking/domain/booking/form-version';
import { passengersApply } from '@parking/domain/booking/passengers';
import { productTerminals } from '@parking/domain/booking/terminals';
import { sendablePromoCode } from '@parking/domain/pricing/promo';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { bookingStore, setBookingData, setFormVersion, setOffer, setTrip, type Trip } from './booking-store';
import { toExtraViews } from './extra-view';
import { findCityOfPlace } from '../catalog/use-catalog';
import { saveSnapshot } from './snapshot';
import * as offerActions from './offer-actions';

type TripTerminals = Pick<Trip, 'in_terminal' | 'out_terminal' | 'common_in_terminal' | 'common_out_terminal'>;

/**
 * The trip's terminals expressed for `product`. Common terminal ids are shared by the
 * products of a place, so they carry the traveller's choice from one product to another;
 * a product without that terminal falls back to its first one.
 */
export function tripTerminalsFor(product: Product, trip: Trip): TripTerminals {
  const { in: inT, out: outT } = productTerminals(product.terminals, trip.common_in_terminal, trip.common_out_terminal);
  return {
    in_terminal: inT?.id ?? null,
    out_terminal: outT?.id ?? null,
    common_in_terminal: inT?.common_terminal_id ?? null,
    common_out_terminal: outT?.common_terminal_id ?? null,
  };
}

/** Spec 5: passengers are counted for express and port only; a count never asked is 1. */
export function tripPassengersFor(product: Product, trip: Trip): Pick<Trip, 'in_passengers' | 'out_passengers'> {
  if (!passengersApply(product.service)) return { in_passengers: null, out_passengers: null };
  const inP = trip.in_passengers ?? 1;
  return { in_passengers: inP, out_passengers: trip.out_passengers ?? inP };
}

export interface ProductOfferInput {
  product: Product;
  startDate: string;
  endDate: string;
  trip: Trip;
  formVersion: FormVersion;
  screenResolution: 1 | 2 | 3;
}

/** The calculate-price request for one product card on the products step. */
export function productOfferRequest(input: ProductOfferInput): CalculatePriceRequest {
  const { product, trip } = input;
  const terminals = tripTerminalsFor(product, trip);
  const passengers = tripPassengersFor(product, trip);
  return {
    startDate: input.startDate,
    endDate: input.endDate,
    productId: product.id,
    in_terminal: terminals.in_terminal,
    out_terminal: terminals.out_terminal,
    in_passengers: passengers.in_passengers ?? 0,
    out_passengers: passengers.out_passengers ?? 0,
    // The code of a `?promocode=` link (or one applied earlier) prices the cards too: one offer,
    // one price on the card and in the summary (issue 8).
    promoCode: sendablePromoCode(trip.promo_code),
    form_version: input.formVersion,
    screen_resolution: input.screenResolution,
    step: 'products',
  };
}

/**
 * Choosing a product (spec 2 Entry rules, form version): stores the booking, trip and offer,
 * and saves the snapshot, since choosing continues the flow just as Continue does (spec 4
 * Snapshot): a reload on the next step must find the booking. Returns where to go next.
 */
export function chooseProduct(product: Product, response: CalculatePriceResponse, catalog: CatalogResponse | undefined): string {
  const { trip, cityId, offerContext, offer } = bookingStore.get();
  const version = resolveFormVersion(readStorage(STORAGE_KEYS.formVersion));
  // Spec 4: the offer is recalculated for the new product. Extras it does not sell go (the
  // server would refuse the whole calculation), and the services step names them (issue 8).
  const onSale = new Set((response.extras ?? []).map((e) => e.id));
  const known = new Map(toExtraViews([...(offer?.extras ?? []), ...offerContext.extras]).map((e) => [e.id, e.name]));
  const kept = trip.extras.filter((id) => onSale.has(id));
  const dropped = trip.extras.filter((id) => !onSale.has(id)).map((id) => known.get(id) ?? String(id));
  const kinds = new Map(offerContext.kinds);
  for (const e of toExtraViews([...(response.offer?.extras ?? []), ...(response.extras ?? [])])) kinds.set(e.id, e.kind);
  setBookingData({ productId: product.id, placeId: product.placeId, cityId: findCityOfPlace(catalog, product.placeId)?.id ?? cityId });
  setTrip({ ...tripTerminalsFor(product, trip), ...tripPassengersFor(product, trip), id_lot: product.idLot, extras: kept });
  setOffer(response.offer);
  offerActions.setOfferResponse(response, kinds);
  offerActions.setDroppedExtras(dropped);
  setFormVersion(version);
  saveSnapshot();
  return routeAfterProducts(version);
}
