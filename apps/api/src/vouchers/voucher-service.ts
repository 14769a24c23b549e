import type { AdminVoucherBody, AdminVoucherView, OfferVoucher, PromotionVoucherWire, PromotionVouchersQuery } from '@parking/domain/contracts/voucher';
import type { Lang } from '@parking/domain/contracts/wire';
import { DomainError } from '@parking/domain/errors/codes';
import { centsToEuros, eurosToCents } from '@parking/domain/money/money';
import { formatWireDate } from '@parking/domain/time/madrid';
import { wireInstant } from '@parking/domain/time/wire-instant';
import {
  checkVoucher,
  normalizeVoucherCode,
  type StoredVoucher,
  type VoucherPrincipal,
  voucherType,
  WEB_CHANNEL,
} from '@parking/domain/vouchers/voucher';
import type { Account } from '../auth/session';
import type { Db } from '../db/client';
import { translateError } from '../i18n/errors-i18n';
import { sanitizeHtml } from './sanitize-html';
import {
  activeVouchers,
  allVouchers,
  insertVoucher,
  type NewVoucher,
  retireVoucher,
  updateVoucher,
  usedVoucherIds,
  voucherByCode,
  voucherById,
  type VoucherTexts,
  type VoucherWithTexts,
} from './voucher-repository';

/** Who asks for vouchers: spec 6 gives them to a client acting for themselves only. */
export interface VoucherCaller {
  principal: VoucherPrincipal;
  userId: number | null;
}

export const ANONYMOUS_CALLER: VoucherCaller = { principal: 'anonymous', userId: null };

export interface VoucherServiceDeps {
  db: Db;
  /** spec 4: the client's default invoice profile is a company profile (business module, injected in app/services.ts) */
  businessModeOf: (userId: number) => Promise<boolean>;
}

/** The stay a voucher is checked against. */
export interface VoucherStay {
  start: Date;
  end: Date;
  idLot: number;
  idProduct: number;
}

/** What the offer prices with: the voucher for computePriceBlock and the offer's `voucher` field. */
export interface VoucherChoice {
  block: { dto: number | null; dto_euro: number | null; scope: string | null } | null;
  wire: OfferVoucher | null;
  /** the applied voucher's id and single-use flag (the booking records the use) */
  applied: { id: number; singleUse: boolean; code: string; names: Record<string, string> } | null;
  /** the domain's refusal key when a code was given and does not apply */
  refusal: Exclude<ReturnType<typeof checkVoucher>, { ok: true }>['error'] | null;
}

const NO_VOUCHER: VoucherChoice = { block: null, wire: null, applied: null, refusal: null };

function storedOf(v: VoucherWithTexts): StoredVoucher {
  const r = v.row;
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    dto: r.dto === null ? null : Number(r.dto),
    dto_euro: r.dtoEuroCents === null ? null : centsToEuros(r.dtoEuroCents),
    end_date: r.endDate,
    booking_begin_date: r.bookingBeginDate,
    booking_end_date: r.bookingEndDate,
    min_stay_hours: r.minStayHours,
    only_app: r.onlyApp,
    only_web: r.onlyWeb,
    id_lot: r.idLot,
    id_product: r.idProduct,
    scope: r.scope,
    single_use_per_client: r.singleUsePerClient,
    retired: r.retiredAt !== null,
  };
}

function nameIn(v: VoucherWithTexts, lang: Lang): string {
  return v.texts[lang]?.name ?? v.texts.es?.name ?? v.row.name;
}

const wireDateOrNull = (d: Date | null): string | null => (d === null ? null : formatWireDate(d));

function toWire(v: VoucherWithTexts, lang: Lang): PromotionVoucherWire {
  const s = storedOf(v);
  return {
    id: s.id,
    code: s.code,
    name: nameIn(v, lang),
    dto: s.dto,
    dto_euro: s.dto_euro,
    end_date: wireDateOrNull(s.end_date),
    booking_begin_date: wireDateOrNull(s.booking_begin_date),
    booking_end_date: wireDateOrNull(s.booking_end_date),
    min_stay_hours: s.min_stay_hours,
    id_lot: s.id_lot,
    id_product: s.id_product,
    scope: s.scope,
    type: voucherType(s.scope),
  };
}

function instantOrNull(wire: string | null): Date | null {
  if (wire === null) return null;
  const i = wireInstant(wire);
  if (!i) throw new DomainError('API_ERROR_VALIDATION', [{ field: 'date', code: 'invalid_wire_date' }]);
  return new Date(i.ms);
}

function rowOf(b: AdminVoucherBody): { row: NewVoucher; texts: VoucherTexts } {
  return {
    row: {
      code: normalizeVoucherCode(b.code),
      name: b.name,
      dto: b.dto,
      dtoEuroCents: b.dto_euro === null ? null : eurosToCents(b.dto_euro),
      endDate: instantOrNull(b.end_date),
      bookingBeginDate: instantOrNull(b.booking_begin_date),
      bookingEndDate: instantOrNull(b.booking_end_date),
      minStayHours: b.min_stay_hours,
      onlyApp: b.only_app,
      onlyWeb: b.only_web,
      idLot: b.id_lot,
      idProduct: b.id_product,
      scope: b.scope === null ? null : b.scope.replace(/\s+/g, ''),
      singleUsePerClient: b.single_use_per_client,
    },
    texts: Object.fromEntries(Object.entries(b.texts).map(([l, t]) => [l, { name: t.name, descriptionHtml: t.description_html }])),
  };
}

function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: c } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && c === constraint) return true;
  }
  return false;
}

/**
 * Issue 19, vouchers (docs/decisions/0032): the list a client is offered for a stay, a
 * voucher's sanitised description, the offer's voucher check and the admin's CRUD. Every rule
 * is the domain's (vouchers/voucher.ts); every query the repository's.
 */
export function createVoucherService({ db, businessModeOf }: VoucherServiceDeps) {
  async function callerOf(account: Account | null): Promise<VoucherCaller> {
    if (!account) return ANONYMOUS_CALLER;
    if (account.type === 'agency') return { principal: 'agency', userId: null };
    const business = await businessModeOf(account.userId);
    return { principal: business ? 'business' : 'client', userId: account.userId };
  }

  /** Spec 7 GET /client/promotion_vouchers: the caller is logged in (the route answers 401 otherwise). */
  async function list(caller: VoucherCaller, q: PromotionVouchersQuery, now: Date, lang: Lang): Promise<PromotionVoucherWire[]> {
    const start = q.start_date ? wireInstant(q.start_date) : null;
    const end = q.end_date ? wireInstant(q.end_date) : null;
    if (!start || !end) {
      const field = !start ? 'start_date' : 'end_date';
      throw new DomainError('API_ERROR_VALIDATION', [{ field, code: 'voucher_dates_required', reason: translateError(lang, 'voucher_dates_required') }]);
    }
    if (caller.principal !== 'client' || caller.userId === null) return [];
    const all = await activeVouchers(db);
    const used = await usedVoucherIds(db, caller.userId, all.filter((v) => v.row.singleUsePerClient).map((v) => v.row.id));
    const out: PromotionVoucherWire[] = [];
    for (const v of all) {
      const s = storedOf(v);
      // A query without id_lot / id_product does not filter on them.
      const ctx = { startDate: new Date(start.ms), endDate: new Date(end.ms), idLot: q.id_lot ?? s.id_lot ?? 0, idProduct: q.id_product ?? s.id_product ?? 0, ...WEB_CHANNEL, now };
      const check = checkVoucher(s, { ...ctx, principal: caller.principal, usedByClient: used.has(s.id) });
      if (check.ok) out.push(toWire(v, lang));
    }
    return out;
  }

  /** Spec 7 GET /client/promotion_voucher_description/{id}/html: sanitised; a retired or unknown id is a 404. */
  async function description(id: number, lang: Lang): Promise<string> {
    const v = await voucherById(db, id);
    if (!v || v.row.retiredAt !== null) throw new DomainError('API_ERROR_NOT_FOUND', [{ field: 'id' }]);
    const html = v.texts[lang]?.descriptionHtml ?? v.texts.es?.descriptionHtml ?? '';
    return sanitizeHtml(html);
  }

  /**
   * The voucher the offer prices with (none or one code, spec 4): checked with the domain's
   * checkVoucher for this caller and stay at `now`. A refused code is not an HTTP error: the
   * offer answers it in `voucher.error` and prices 0 off.
   */
  async function choose(rawCode: string | null | undefined, caller: VoucherCaller, stay: VoucherStay, now: Date, lang: Lang): Promise<VoucherChoice> {
    const code = rawCode ? normalizeVoucherCode(rawCode) : '';
    if (code === '') return NO_VOUCHER;
    const found = await voucherByCode(db, code);
    const stored = found ? storedOf(found) : null;
    const usedByClient = stored && stored.single_use_per_client && caller.userId !== null ? (await usedVoucherIds(db, caller.userId, [stored.id])).has(stored.id) : false;
    const check = checkVoucher(stored, { startDate: stay.start, endDate: stay.end, idLot: stay.idLot, idProduct: stay.idProduct, ...WEB_CHANNEL, now, principal: caller.principal, usedByClient });
    if (!check.ok) {
      const known = found && check.error !== 'voucher_not_found';
      return { block: null, applied: null, refusal: check.error, wire: { id: known ? found.row.id : null, code, name: known ? nameIn(found, lang) : '', error: translateError(lang, check.error) } };
    }
    const s = stored!;
    return {
      block: { dto: s.dto, dto_euro: s.dto_euro, scope: s.scope },
      wire: { id: s.id, code: s.code, name: nameIn(found!, lang), error: null },
      applied: { id: s.id, singleUse: s.single_use_per_client, code: s.code, names: Object.fromEntries(Object.entries(found!.texts).map(([l, t]) => [l, t.name])) },
      refusal: null,
    };
  }

  function adminView(v: VoucherWithTexts): AdminVoucherView {
    const w = toWire(v, 'es');
    const texts = {} as AdminVoucherView['texts'];
    for (const l of ['es', 'ca', 'en', 'fr'] as const) texts[l] = { name: v.texts[l]?.name ?? '', description_html: v.texts[l]?.descriptionHtml ?? '' };
    return { ...w, name: v.row.name, only_app: v.row.onlyApp, only_web: v.row.onlyWeb, single_use_per_client: v.row.singleUsePerClient, retired_at: wireDateOrNull(v.row.retiredAt), texts };
  }

  async function adminList(): Promise<AdminVoucherView[]> {
    return (await allVouchers(db)).map(adminView);
  }

  async function adminCreate(body: AdminVoucherBody): Promise<AdminVoucherView> {
    const { row, texts } = rowOf(body);
    try {
      const id = await insertVoucher(db, row, texts);
      return adminView((await voucherById(db, id))!);
    } catch (err) {
      if (isUniqueViolation(err, 'vouchers_code_idx')) throw new DomainError('API_ERROR_VALIDATION', [{ field: 'code', code: 'voucher_code_taken' }]);
      throw err;
    }
  }

  async function adminUpdate(id: number, body: AdminVoucherBody): Promise<AdminVoucherView> {
    const { row, texts } = rowOf(body);
    try {
      if (!(await updateVoucher(db, id, row, texts))) throw new DomainError('API_ERROR_NOT_FOUND', [{ field: 'id' }]);
    } catch (err) {
      if (isUniqueViolation(err, 'vouchers_code_idx')) throw new DomainError('API_ERROR_VALIDATION', [{ field: 'code', code: 'voucher_code_taken' }]);
      throw err;
    }
    return adminView((await voucherById(db, id))!);
  }

  async function adminRetire(id: number, now: Date): Promise<AdminVoucherView> {
    if (!(await retireVoucher(db, id, now))) throw new DomainError('API_ERROR_NOT_FOUND', [{ field: 'id' }]);
    return adminView((await voucherById(db, id))!);
  }

  return { callerOf, list, description, choose, adminList, adminCreate, adminUpdate, adminRetire };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
