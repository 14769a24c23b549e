import { parseScope, voucherDiscountCents, voucherLines, voucherType } from '../vouchers/voucher';
import { carServiceParkingDiscountCents } from './carservice-discount';
import { type EmissionKind, emissionFeeCents, transferCostCents } from './fees';
import { addVat, assertCents, centsToEuros } from '../money/money';
import { type OfferAmounts, type TaxesKey, taxesKeyForCity } from './offer-rules';
import { pointsToUseCents } from './points';
import { promoDiscountCents } from './promo';

export interface PriceBlockInput {
  parkingCents: number;
  extras: { id: number; kind: 'wash' | 'space' | 'double_space'; priceCents: number }[];
  /**
   * `scopeId` (spec 9 voucher scope id of the car service; issue 19): a car-service voucher
   * discounts only the services its scope names. Absent = matched by any car-service voucher.
   */
  carServices: { id: number; baseCents: number; emission: EmissionKind | null; scopeId?: number }[];
  ferryRemovalCents: number;
  customTyresCents: number;
  customServiceCents: number;
  /** an already validated promo (see evaluatePromo), or null */
  promo: { discountKind: 'percent' | 'fixed'; value: number } | null;
  /**
   * an available voucher (see isVoucherAvailable), or null. `scope` is optional: with it a
   * wash voucher only discounts the wash line and a car-service voucher only the car-service
   * line; without it (or generic) the voucher applies to whatever remains.
   */
  voucher: { dto: number | null; dto_euro: number | null; scope?: string | null } | null;
  pointsAvailableCents: number;
  usePoints: boolean;
  city: string;
}

export interface PriceBlock {
  productCents: number;
  carServiceDiscountCents: number;
  spaceCents: number;
  doubleSpaceCents: number;
  washCents: number;
  /** with VAT, emissions, transfer */
  carServicesCents: number;
  transferCents: number;
  emissionCents: number;
  ferryCents: number;
  customTyresCents: number;
  customServiceCents: number;
  totalWithoutPromoCents: number;
  promoCents: number;
  voucherCents: number;
  pointsCents: number;
  totalCents: number;
  taxesKey: TaxesKey;
}

function sumKind(extras: PriceBlockInput['extras'], kind: PriceBlockInput['extras'][number]['kind']): number {
  let sum = 0;
  for (const e of extras) {
    if (e.kind !== kind) continue;
    assertCents(`extras[${e.id}].priceCents`, e.priceCents);
    sum += e.priceCents;
  }
  return sum;
}

/**
 * Decision 0032: what a car-service voucher applies to: the services its scope names (their
 * base with VAT, rounded once, and their emission fees); the transfer is no service.
 */
function scopedCarServicesCents(services: PriceBlockInput['carServices'], scopeIds: number[]): number {
  let base = 0;
  let emission = 0;
  for (const s of services) {
    if (s.scopeId !== undefined && !scopeIds.includes(s.scopeId)) continue;
    base += s.baseCents;
    emission += emissionFeeCents(s.emission);
  }
  return addVat(base) + emission;
}

/**
 * Spec 2, Price block, in integer cents. Discounts in the order of
 * docs/decisions/0002-discount-order.md: car-service parking discount, promo (on parking after
 * that discount), voucher, points; each on what remains, never below zero.
 */
export function computePriceBlock(input: PriceBlockInput): PriceBlock {
  const productCents = input.parkingCents;
  assertCents('parkingCents', productCents);
  assertCents('ferryRemovalCents', input.ferryRemovalCents);
  assertCents('customTyresCents', input.customTyresCents);
  assertCents('customServiceCents', input.customServiceCents);

  let carServicesBaseCents = 0;
  let emissionCents = 0;
  for (const s of input.carServices) {
    assertCents(`carServices[${s.id}].baseCents`, s.baseCents);
    carServicesBaseCents += s.baseCents;
    emissionCents += emissionFeeCents(s.emission);
  }
  // VAT once on the base total (spec 9); this is the spend that earns the discount tiers
  // and decides the transfer, before pass-through fees.
  const carServicesWithVatCents = addVat(carServicesBaseCents);
  const transferCents = transferCostCents(carServicesWithVatCents);
  const carServicesCents = carServicesWithVatCents + emissionCents + transferCents;
  const carServiceDiscountCents = carServiceParkingDiscountCents(carServicesWithVatCents, productCents);

  const spaceCents = sumKind(input.extras, 'space');
  const doubleSpaceCents = sumKind(input.extras, 'double_space');
  const washCents = sumKind(input.extras, 'wash');

  const totalWithoutPromoCents =
    productCents - carServiceDiscountCents + spaceCents + doubleSpaceCents + washCents + carServicesCents +
    input.ferryRemovalCents + input.customTyresCents + input.customServiceCents;

  const parkingAfterDiscount = productCents - carServiceDiscountCents;
  const promoCents = input.promo === null ? 0 : promoDiscountCents(input.promo, parkingAfterDiscount);
  let remaining = totalWithoutPromoCents - promoCents;

  let voucherCents = 0;
  if (input.voucher !== null) {
    // decision 0032: the lines the voucher's scope names, never more than what remains
    const lines = voucherLines(voucherType(input.voucher.scope ?? null));
    const applicable = lines === 'wash' ? washCents : lines === 'all' ? remaining : scopedCarServicesCents(input.carServices, parseScope(input.voucher.scope ?? null) ?? []);
    voucherCents = voucherDiscountCents(input.voucher, Math.min(applicable, remaining));
  }
  remaining -= voucherCents;

  const pointsCents = input.usePoints ? pointsToUseCents(input.pointsAvailableCents, remaining) : 0;
  const totalCents = remaining - pointsCents;

  return {
    productCents,
    carServiceDiscountCents,
    spaceCents,
    doubleSpaceCents,
    washCents,
    carServicesCents,
    transferCents,
    emissionCents,
    ferryCents: input.ferryRemovalCents,
    customTyresCents: input.customTyresCents,
    customServiceCents: input.customServiceCents,
    totalWithoutPromoCents,
    promoCents,
    voucherCents,
    pointsCents,
    totalCents,
    taxesKey: taxesKeyForCity(input.city),
  };
}

/** Spec 3, Offer amounts in euros with two decimals. Discounts are positive amounts. */
export function toOfferAmounts(block: PriceBlock): OfferAmounts {
  return {
    price: centsToEuros(block.totalCents),
    pvp_product_raw: centsToEuros(block.productCents),
    pvp_product_option: centsToEuros(block.spaceCents),
    pvp_wash: centsToEuros(block.washCents),
    pvp_double_space: centsToEuros(block.doubleSpaceCents),
    pvp_product_points: centsToEuros(block.pointsCents),
    pvp_promotion: centsToEuros(block.promoCents),
    pvp_voucher: centsToEuros(block.voucherCents),
    // The services with VAT; the transfer and the emission fees are lines of their own, so
    // pvp_mechanical_orders + transfer + emission is the block's carServicesCents (decision 0025).
    pvp_mechanical_orders: centsToEuros(block.carServicesCents - block.transferCents - block.emissionCents),
    pvp_mechanical_order_ferry: centsToEuros(block.ferryCents),
    pvp_carservice_discount: centsToEuros(block.carServiceDiscountCents),
    pvp_mechanical_order_transfer: centsToEuros(block.transferCents),
    pvp_mechanical_order_emission: centsToEuros(block.emissionCents),
  };
}
