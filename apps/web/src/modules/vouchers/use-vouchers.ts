import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../account/session-store';
import { useBookingSelector } from '../booking/booking-store';
import { useServerQuery } from '../../shared/server-cache';
import { fetchVouchers, type PromotionVoucher, type VoucherQuery, voucherQueryString } from './vouchers-api';

export interface BookingForVouchers {
  startDate: string | null;
  endDate: string | null;
  productId: number | null;
  /** the product's car park (the catalogue's idLot, else the trip's) */
  lotId: number | null;
}

/** Spec 3 Voucher query for the booking, or null when its dates are missing (spec 8). */
export function voucherQueryOf(b: BookingForVouchers): VoucherQuery | null {
  if (!b.startDate || !b.endDate) return null;
  return { start_date: b.startDate, end_date: b.endDate, id_lot: b.lotId, id_product: b.productId };
}

export interface AvailableVouchers {
  vouchers: PromotionVoucher[];
  loading: boolean;
  /** the chosen voucher's code (spec 4: none or one) */
  chosen: string | null;
}

const NONE: PromotionVoucher[] = [];

/**
 * Spec 1/6/7: the vouchers of the stay being booked, for a logged-in client only: a guest or an
 * agency asks nothing. Spec 8: with the booking's dates missing, a console warning and the list
 * is not updated (the last one stays). `productLotId`: the chosen product's car park (catalogue).
 */
export function useAvailableVouchers(productLotId: number | null | undefined): AvailableVouchers {
  const auth = useAuth();
  const { i18n } = useTranslation();
  const startDate = useBookingSelector((s) => s.startDate);
  const endDate = useBookingSelector((s) => s.endDate);
  const productId = useBookingSelector((s) => s.productId);
  const tripLot = useBookingSelector((s) => s.trip.id_lot);
  const chosen = useBookingSelector((s) => s.trip.voucher_code);
  const client = auth?.type === 'client';
  const lotId = productLotId ?? tripLot;
  const query = client ? voucherQueryOf({ startDate, endDate, productId, lotId }) : null;
  const warned = useRef<string | null>(null);
  if (client && query === null && warned.current !== 'dates') {
    warned.current = 'dates';
    console.warn('promotion vouchers: the booking has no dates; the voucher list is not updated');
  } else if (query !== null) warned.current = null;
  // One cache entry per session and language (names come translated).
  const key = client && query ? `vouchers:${auth.csrf_token}:${i18n.language}:${voucherQueryString(query)}` : null;
  const { data, loading } = useServerQuery(key, (signal) => fetchVouchers(query as VoucherQuery, signal));
  const last = useRef<PromotionVoucher[]>(NONE);
  if (!client) last.current = NONE;
  else if (data) last.current = data.promotion_vouchers;
  return { vouchers: client ? last.current : NONE, loading: client && loading, chosen };
}
