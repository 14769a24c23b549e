import { z } from 'zod';
import { dbId } from '../validation/ids';
import type { VoucherType } from '../vouchers/voucher';
import { wireDate } from './wire';

/**
 * Issue 19, vouchers on the wire (spec 3 Voucher, spec 7; /work/notes/vp-contract.md and
 * docs/decisions/0032). Dates are the offer's wire dates (YYYY-MM-DD HH:mm:ss, Madrid);
 * amounts in euros.
 */

/** GET /api/client/promotion_vouchers?start_date=&end_date=&id_lot=&id_product= (spec 3 Voucher query) */
export const promotionVouchersQuery = z.object({
  start_date: wireDate.optional(),
  end_date: wireDate.optional(),
  id_lot: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  id_product: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  lang: z.string().max(35).optional(),
});
export type PromotionVouchersQuery = z.infer<typeof promotionVouchersQuery>;

export interface PromotionVoucherWire {
  id: number;
  code: string;
  /** in the request's language */
  name: string;
  /** percent, or null */
  dto: number | null;
  /** euros, or null */
  dto_euro: number | null;
  end_date: string | null;
  booking_begin_date: string | null;
  booking_end_date: string | null;
  min_stay_hours: number | null;
  id_lot: number | null;
  id_product: number | null;
  scope: string | null;
  type: VoucherType;
}

export interface PromotionVouchersResponse {
  promotion_vouchers: PromotionVoucherWire[];
}

export interface PromotionDescriptionResponse {
  /** sanitised HTML (allow-list, docs/decisions/0032) */
  promotion_description: string;
}

/** The offer's voucher (Offer.voucher): the code it was priced with, or why it does not apply. */
export interface OfferVoucher {
  id: number | null;
  code: string;
  name: string;
  /** in the request's language; then pvp_voucher is 0 */
  error: string | null;
}

/** A reservation view's voucher (confirmation, booking by hash, the mail). */
export interface ReservationVoucher {
  code: string;
  name: string;
  /** euros */
  amount: number;
}

/** voucher_code on calculate-price and booking bodies: none or one code (spec 4). */
export const voucherCodeField = z.string().trim().max(40).regex(/^[A-Za-z0-9_-]*$/).optional().nullable();

const text = z.object({ name: z.string().trim().min(1).max(120), description_html: z.string().max(20_000).default('') });

/** POST /api/admin/vouchers and PUT /api/admin/vouchers/:id (x-admin-token). */
export const adminVoucherBody = z
  .object({
    code: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/),
    name: z.string().trim().min(1).max(120),
    dto: z.number().min(0).max(100).nullable().default(null),
    dto_euro: z.number().min(0).max(100_000).multipleOf(0.01).nullable().default(null),
    end_date: wireDate.nullable().default(null),
    booking_begin_date: wireDate.nullable().default(null),
    booking_end_date: wireDate.nullable().default(null),
    min_stay_hours: z.number().int().min(0).max(24 * 366).nullable().default(null),
    only_app: z.boolean().default(false),
    only_web: z.boolean().default(false),
    id_lot: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
    id_product: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
    scope: z.string().trim().max(200).regex(/^\d+(\s*,\s*\d+)*$/).nullable().default(null),
    single_use_per_client: z.boolean().default(false),
    texts: z.object({ es: text, ca: text, en: text, fr: text }),
  })
  .refine((v) => (v.dto ?? 0) > 0 || (v.dto_euro ?? 0) > 0, { message: 'voucher_value_required', path: ['dto'] })
  .refine((v) => !(v.only_app && v.only_web), { message: 'voucher_channel_conflict', path: ['only_app'] });
export type AdminVoucherBody = z.infer<typeof adminVoucherBody>;

export const adminVoucherParams = z.object({ id: z.coerce.number().pipe(dbId) });

export interface AdminVoucherView extends Omit<PromotionVoucherWire, 'name'> {
  name: string;
  only_app: boolean;
  only_web: boolean;
  single_use_per_client: boolean;
  retired_at: string | null;
  texts: Record<'es' | 'ca' | 'en' | 'fr', { name: string; description_html: string }>;
}
