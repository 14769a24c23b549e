import { assertCents } from '../money/money';

/*
 * Spec 1 "car-service orders including a car-ferry removal item", spec 2 price block
 * "ferry removal", spec 3 Offer `pvp_mechanical_order_ferry`. The spec names the item but not
 * what it is or what it costs; decision 0025 reads it as follows.
 *
 * At a port car park (product service 'port'; the traveller names their ship), the traveller
 * arriving with their car on the ferry does not drive to the car park: a driver of the partner
 * workshop collects the car at the ferry terminal's vehicle exit and takes it to the car park
 * (and, with car services, to the workshop first). One flat price per booking, VAT included,
 * whatever the car or the stay: it is a driver's time at the terminal, not a workshop job, so
 * it earns no car-service parking discount tier and does not count towards the transfer cost.
 */

/** 35.00 euros VAT included: a driver's hour at the ferry terminal and the drive to the car park. */
export const FERRY_REMOVAL_CENTS = 3_500;

/** Whether a product offers the car-ferry removal item: port car parks only. */
export function ferryRemovalOffered(productService: string): boolean {
  return productService === 'port';
}

/**
 * The ferry removal line in cents: FERRY_REMOVAL_CENTS when asked for at a port product, 0 when
 * not asked for; null when asked for where it is not offered (the caller answers a 400).
 */
export function ferryRemovalCents(productService: string, requested: boolean): number | null {
  if (!requested) return 0;
  if (!ferryRemovalOffered(productService)) return null;
  assertCents('FERRY_REMOVAL_CENTS', FERRY_REMOVAL_CENTS);
  return FERRY_REMOVAL_CENTS;
}
