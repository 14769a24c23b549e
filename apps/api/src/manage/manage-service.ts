import { cancellationOutcome, changeRefusal, changeSettlement, FREE_CANCELLATION_HOURS, freeCancellationUntil, isFreeCancellation, type ManageRefusal } from '@parking/domain/booking/cancellation';
import { orderHoldsSlot, type WorkshopOrderStatus } from '@parking/domain/car-services/workshop-order';
import { moveWorkshopOrder, releaseWorkshopSlot, workshopOrderOfReservation } from '../car-services/car-services-repository';
import type {
  AgentTokenResponse,
  CancelResponse,
  ChangeQuote,
  ChangeReservationBody,
  ChangeResponse,
  FieldChange,
  HistoryActor,
  HistoryEntry,
  ManagePrefill,
  ManageView,
  LinkFacts,
  RegisterReservationResponse,
} from '@parking/domain/contracts/manage';
import { parsePrefixIdHash, prefixIdHash } from '@parking/domain/contracts/manage';
import { ownsReservation, type Principal } from '@parking/domain/business/permissions';
import type { Account } from '../auth/session';
import { reservationIdOfToken } from '../reservations/access-token-repository';
import type { Offer } from '@parking/domain/contracts/offer';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import type { Lang } from '@parking/domain/contracts/wire';
import { DomainError } from '@parking/domain/errors/codes';
import { centsToEuros, eurosToCents } from '@parking/domain/money/money';
import { parseBookingNumber } from '@parking/domain/booking/booking-number';
import { formatWireDate } from '@parking/domain/time/madrid';
import { extraHeldDays, stayDays } from '@parking/domain/time/stay-days';
import { wireInstant } from '@parking/domain/time/wire-instant';
import type { AvailabilityChange } from '../availability/availability-cache';
import { bookingProfileOf } from '../business/business-repository';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { Db } from '../db/client';
import type { ExtrasCache } from '../extras/extras-cache';
import { hashToken, newToken } from '../lib/token';
import { composeCancellation, composeChange, type ManageMailBooking } from '../mail/manage-mail';
import type { Mailer } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox-repository';
import type { PaymentProvider } from '../payments/payment-provider';
import { cancelOpenPayments } from '../payments/payment-repository';
import type { OfferService } from '../pricing/offer-service';
import type { PromoCache } from '../promos/promo-cache';
import { releasePromo } from '../promos/promo-repository';
import { givePointsBack, repointBooking } from '../points/points-repository';
import { releaseVoucherUses } from '../vouchers/voucher-repository';
import { pointsAvailableAt, pointsEarnedFromLines } from '@parking/domain/points/points';
import { releaseHeld } from '../capacity/capacity-repository';
import { issueAccessToken } from '../reservations/access-token-repository';
import { loadReservation, type StoredReservation } from '../reservations/reservation-repository';
import type { ReservationService } from '../reservations/reservation-service';
import {
  type BillingValues,
  CapacityFull,
  type CapacityMove,
  findAgentToken,
  historyOf,
  type HistoryRow,
  insertAgentToken,
  insertHistory,
  insertPaymentRow,
  insertRefund,
  linkToUser,
  lockReservationRow,
  markCancelled,
  moveCapacity,
  replaceExtras,
  reservationIdAndHash,
  reservationIdOfReference,
  reservationOwners,
  type ReservationChange,
  type ReservationRow,
  setBilling,
  setReservationVehicle,
  succeededPayments,
  updateReservationRow,
  userEmail,
} from './manage-repository';
import { findVehicle, registerGuestVehicle } from '../vehicles/vehicle-repository';
import type { VehicleService } from '../vehicles/vehicle-service';

/**
 * Issue 17, after booking (docs/decisions/0026): cancel, change, link to an account, agent
 * mode. The rules are packages/domain/src/booking/cancellation.ts; here they are enforced in
 * transactions that lock the reservation row first (like the payment service and the sweep),
 * then the capacity rows in the bookings' lock order, so a booking's capacity is given back
 * exactly once whatever races (cancels, changes, the payment sweep).
 */

/** Who acts on a booking, as the routes found out (manage-routes.ts). */
export interface ManageActor {
  kind: 'traveller' | 'owner' | 'agent';
  /** the agent's name (agent tokens) */
  agent: string | null;
  /** the session's user (owner) */
  userId: number | null;
}

export interface ManageAccess {
  reservationId: number;
  actor: ManageActor;
}

export interface ManageServiceDeps {
  db: Db;
  catalog: CatalogCache;
  extras: ExtrasCache;
  promos: PromoCache;
  offers: OfferService;
  mailer: Mailer;
  provider: PaymentProvider;
  reservations: ReservationService;
  /** issue 17.3: the vehicle section of the register answer */
  vehicles: Pick<VehicleService, 'reservationVehicle'>;
  publicUrl?: string;
}

/** Extras kinds as stored. */
type ExtraKind = 'wash' | 'space' | 'double_space';

const AGENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function isDeadlock(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/** Money taken by card and not refunded, from the payments' rows. */
function paidOf(rows: { amountCents: number; refundedCents: number }[]): number {
  return rows.reduce((s, p) => s + Math.max(0, p.amountCents - p.refundedCents), 0);
}

function historyEntry(row: HistoryRow): HistoryEntry {
  return {
    at: row.at.toISOString(),
    kind: row.kind as HistoryEntry['kind'],
    actor: row.actor as HistoryActor,
    agent: row.agent,
    changes: row.changes,
    price_before: centsToEuros(row.priceBeforeCents),
    price_after: centsToEuros(row.priceAfterCents),
    charged: centsToEuros(row.chargedCents),
    refunded: centsToEuros(row.refundedCents),
  };
}

const actorColumn = (a: ManageActor) => ({ actor: a.kind, agent: a.agent, userId: a.userId });

export function createManageService(deps: ManageServiceDeps) {
  const { db, catalog, extras: extrasCache, promos, offers, mailer, provider, reservations, vehicles, publicUrl = '' } = deps;

  // ---------------------------------------------------------------- access

  /** The reservation an unexpired agent token opens, or null. */
  async function agentAccess(token: string | null, now: Date): Promise<ManageAccess | null> {
    if (!token || !AGENT_TOKEN_PATTERN.test(token)) return null;
    const found = await findAgentToken(db, hashToken(token), now);
    return found ? { reservationId: found.reservationId, actor: { kind: 'agent', agent: found.agent, userId: null } } : null;
  }

  async function idOfReference(reference: string): Promise<number | null> {
    const number = parseBookingNumber(reference);
    return number === null ? null : reservationIdOfReference(db, number);
  }

  /**
   * Who may act on which booking (contracts/manage.ts ManageAccess): an agent token (ERP mode),
   * the reservation's access token, or the owner's session; `target` is the booking the route
   * names (by booking number or prefix_id_hash), null when the token alone names it. Anything
   * else, an expired agent token or one of another booking, is a 404 like an unknown booking.
   */
  async function resolveAccess(
    creds: { accessToken: string | null; agentToken: string | null; account: () => Promise<Account | null> },
    target: { reference: string } | { prefixIdHash: string } | null,
    now: Date,
  ): Promise<ManageAccess> {
    let targetId: number | null = null;
    if (target && 'reference' in target) targetId = await idOfReference(target.reference);
    if (target && 'prefixIdHash' in target) {
      const parsed = parsePrefixIdHash(target.prefixIdHash);
      const row = parsed ? await reservationIdAndHash(db, parsed.id) : null;
      targetId = row && parsed && row.hash === parsed.hash ? row.id : null;
    }
    const notFound = (key = 'reservation_not_found') => new DomainError('API_ERROR_NOT_FOUND', { field: 'reservation_token' }, { key });
    if (target && targetId === null) throw notFound();
    if (creds.agentToken) {
      const agent = await agentAccess(creds.agentToken, now);
      if (!agent || (targetId !== null && agent.reservationId !== targetId)) throw notFound('agent_token_invalid');
      return agent;
    }
    const byToken = await reservationIdOfToken(db, creds.accessToken);
    if (byToken !== null && (targetId === null || byToken === targetId)) return { reservationId: byToken, actor: { kind: 'traveller', agent: null, userId: null } };
    if (targetId !== null) {
      const acc = await creds.account();
      if (acc) {
        const owners = await reservationOwners(db, targetId);
        const principal: Principal = acc.type === 'client' ? { type: 'client', userId: acc.userId, companyRole: null } : acc;
        if (owners && ownsReservation(principal, owners)) return { reservationId: targetId, actor: { kind: 'owner', agent: null, userId: acc.type === 'client' ? acc.userId : null } };
      }
    }
    throw notFound();
  }

  // ---------------------------------------------------------------- views

  function carServiceCents(r: ReservationRow): number {
    // Transfer and emission are their own lines since issue 16's follow-up (older rows: 0).
    return (r.priceLines.pvp_mechanical_orders ?? 0) + (r.priceLines.pvp_mechanical_order_ferry ?? 0) +
      (r.priceLines.pvp_mechanical_order_transfer ?? 0) + (r.priceLines.pvp_mechanical_order_emission ?? 0);
  }

  function washCents(stored: StoredReservation): number {
    return stored.extras.filter((e) => e.kind === 'wash').reduce((s, e) => s + e.priceCents, 0);
  }

  function prefillOf(stored: StoredReservation): ManagePrefill {
    const r = stored.reservation;
    const b = stored.billing;
    return {
      startDate: formatWireDate(r.startAt),
      endDate: formatWireDate(r.endAt),
      productId: r.productId,
      id_wash_extra: stored.extras.find((e) => e.kind === 'wash')?.extraId ?? null,
      id_space_extra: stored.extras.find((e) => e.kind !== 'wash')?.extraId ?? null,
      in_terminal: r.inTerminal,
      out_terminal: r.outTerminal,
      in_passengers: r.inPassengers,
      out_passengers: r.outPassengers,
      promoCode: r.promoCode,
      source_mode: r.sourceMode === 'urban' ? 'urban' : 'parking',
      reservation: { name: r.driverName, surname: r.driverSurname, email: r.email, phone: r.phone, plate: r.plate, flightNumber: r.flightNumber },
      billing: b
        ? { name: b.invoiceName, nif: b.invoiceNif, address: b.invoiceAddress, city: b.invoiceCity, zip: b.invoiceZip, state: b.invoiceState, country: b.invoiceCountry, invoiceEmail: b.email }
        : null,
    };
  }

  function viewOf(stored: StoredReservation, lang: Lang): ReservationView {
    return reservations.view(stored, lang);
  }

  async function load(id: number): Promise<StoredReservation> {
    const stored = await loadReservation(db, id);
    if (!stored) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'reservation_token' }, { key: 'reservation_not_found' });
    return stored;
  }

  async function manageView(access: ManageAccess, now: Date, lang: Lang): Promise<ManageView> {
    const stored = await load(access.reservationId);
    const r = stored.reservation;
    const [paidRows, history] = await Promise.all([succeededPayments(db, r.id), historyOf(db, r.id)]);
    const paid = paidOf(paidRows);
    const outcome = cancellationOutcome({ status: r.status as ReservationRow['status'] & ('pending_payment' | 'confirmed' | 'cancelled'), startAt: r.startAt, now, totalCents: r.totalCents, washCents: washCents(stored), carServiceCents: carServiceCents(r), paidCents: paid });
    const order = await workshopOrderOfReservation(db, r.id);
    const why = changeRefusal({ status: r.status as 'pending_payment' | 'confirmed' | 'cancelled', startAt: r.startAt, now }) ?? carServicesRefusal(order);
    return {
      reservation: viewOf(stored, lang),
      prefix_id_hash: prefixIdHash(r.id, r.hash),
      mode: access.actor.kind,
      can_change: why === null,
      change_why_not: why,
      cancellation: {
        can_cancel: outcome.allowed,
        why_not: outcome.allowed ? null : outcome.reason,
        refund_now: centsToEuros(outcome.allowed ? outcome.refundCents : 0),
        paid: centsToEuros(paid),
        terms: termsOf(r.startAt, now),
      },
      prefill: prefillOf(stored),
      history: history.map(historyEntry),
      erp_view_path: access.actor.kind === 'agent' ? `/erp/reservation/view/${r.id}` : null,
      link: await linkFactsOf(stored),
    };
  }

  function termsOf(startAt: Date, now: Date) {
    return { free_until: formatWireDate(freeCancellationUntil(startAt)), free_now: isFreeCancellation(startAt, now), text_key: 'terms_free_until' as const, free_hours: FREE_CANCELLATION_HOURS };
  }

  function mailBooking(r: Pick<ReservationRow, 'reference' | 'email' | 'driverName' | 'productId' | 'startAt' | 'endAt' | 'plate' | 'flightNumber' | 'totalCents'>, lang: Lang): ManageMailBooking {
    return {
      reference: r.reference,
      email: r.email,
      driverName: r.driverName,
      carPark: catalog.productIn(lang, r.productId)?.name ?? String(r.productId),
      startAt: r.startAt,
      endAt: r.endAt,
      plate: r.plate,
      flightNumber: r.flightNumber,
      totalCents: r.totalCents,
    };
  }

  /** The mail's link: a fresh access token (tokens are kept hashed, so the mail gets its own), written in the transaction. */
  async function mailLink(tx: Db, id: number, now: Date, path: '/confirmation' | '/services', param: 'reservation_token' | 'modify_res_token'): Promise<string> {
    const token = await issueAccessToken(tx, id, now);
    return `${publicUrl}${path}?${param}=${token}`;
  }

  function heldMoves(productId: number, days: string[], extras: { extraId: number; kind: string }[], delta: 1 | -1, defaults: { parking: number; extra: (id: number) => number }): CapacityMove[] {
    const moves: CapacityMove[] = days.map((day) => ({ productId, extraId: null, day, delta, defaultCapacity: defaults.parking }));
    for (const e of extras) {
      for (const day of new Set(extraHeldDays(e.kind as ExtraKind, days))) moves.push({ productId, extraId: e.extraId, day, delta, defaultCapacity: defaults.extra(e.extraId) });
    }
    return moves;
  }

  function changeOf(productIds: number[], extraIds: number[], days: string[]): AvailabilityChange {
    const sorted = [...days].sort();
    return { productIds: [...new Set(productIds)], extraIds: [...new Set(extraIds)], from: sorted[0]!, to: sorted[sorted.length - 1]! };
  }

  // ---------------------------------------------------------------- cancel

  async function cancel(access: ManageAccess, now: Date, lang: Lang): Promise<CancelResponse> {
    try {
      return await cancelOnce(access, now, lang);
    } catch (err) {
      // Every writer takes the rows in one order; another writer (an admin edit) may not.
      if (isDeadlock(err)) return cancelOnce(access, now, lang);
      throw err;
    }
  }

  async function cancelOnce(access: ManageAccess, now: Date, lang: Lang): Promise<CancelResponse> {
    const result = await db.transaction(async (tx) => {
      const r = await lockReservationRow(tx, access.reservationId);
      if (!r) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'reservation_token' }, { key: 'reservation_not_found' });
      // A second cancel (or one racing the sweep) finds it cancelled: nothing is given back twice.
      if (r.status === 'cancelled') return { cancelledNow: false, refundCents: 0, free: false, outboxId: null, open: [] as { providerRef: string }[], change: null };
      const stored = await loadReservation(tx, r.id);
      const paidRows = await succeededPayments(tx, r.id);
      const outcome = cancellationOutcome({
        status: r.status as 'pending_payment' | 'confirmed',
        startAt: r.startAt,
        now,
        totalCents: r.totalCents,
        washCents: washCents(stored!),
        carServiceCents: carServiceCents(r),
        paidCents: paidOf(paidRows),
      });
      if (!outcome.allowed) throw notModifiable(outcome.reason);
      const last4 = paidRows.find((p) => p.amountCents > p.refundedCents)?.last4 ?? null;
      const open = await cancelOpenPayments(tx, [r.id], now);
      await markCancelled(tx, r.id, now, outcome.refundCents);
      // Every parking day, every extra's days, in the bookings' lock order; then the promo's use.
      const product = catalog.product(r.productId);
      const moves = heldMoves(r.productId, r.days, stored!.extras, -1, { parking: product?.defaultCapacity ?? 0, extra: () => 0 });
      await releaseHeld(tx, {
        parking: moves.filter((m) => m.extraId === null).map((m) => ({ productId: m.productId, day: m.day })),
        extras: moves.filter((m) => m.extraId !== null).map((m) => ({ productId: m.productId, extraId: m.extraId!, day: m.day })),
      });
      // Issue 16: the workshop order and its slot, after the parking and the extras (the
      // bookings' lock order); under the reservation row's lock, so given back exactly once.
      // An order the workshop already cancelled (its slot went back then) or finished is left.
      const order = await workshopOrderOfReservation(tx, r.id, true);
      if (order && orderHoldsSlot(order.status as WorkshopOrderStatus) && (await moveWorkshopOrder(tx, order.id, order.status, 'cancelled', now))) {
        await releaseWorkshopSlot(tx, order.workshopId, order.day);
      }
      if (r.promoCode) await releasePromo(tx, r.promoCode);
      // Issue 19: the points it spent come back, its pending earned points are voided (once: under this lock, not cancelled before).
      await givePointsBack(tx, [r.id], now);
      // A single-use voucher it used can be used again.
      await releaseVoucherUses(tx, [r.id]);
      await insertHistory(tx, {
        reservationId: r.id,
        at: now,
        kind: 'cancel',
        ...actorColumn(access.actor),
        changes: [{ field: 'status', before: r.status, after: 'cancelled' }],
        priceBeforeCents: r.totalCents,
        priceAfterCents: r.totalCents,
        chargedCents: 0,
        refundedCents: outcome.refundCents,
      });
      const mailLang = r.lang as Lang;
      const link = await mailLink(tx, r.id, now, '/confirmation', 'reservation_token');
      const outboxId = await enqueueMail(tx, composeCancellation(mailLang, mailBooking(r, mailLang), { refundCents: outcome.refundCents, keptCents: outcome.keptCents, last4 }, link), r.id);
      const change = changeOf([r.productId], stored!.extras.map((e) => e.extraId), r.days);
      await offers.availability.notify(tx, change);
      // The provider last: every write above has succeeded, only the commit is left.
      await refundThroughProvider(tx, r.id, paidRows, outcome.refundCents, 'cancel', now);
      return { cancelledNow: true, refundCents: outcome.refundCents, free: outcome.free, outboxId, open, change };
    });
    if (result.change) offers.availability.invalidate(result.change);
    if (result.cancelledNow) await promos.invalidate();
    for (const p of result.open) await provider.cancel(p.providerRef).catch(() => {});
    if (result.outboxId !== null) void mailer.deliver(result.outboxId);
    const stored = await load(access.reservationId);
    return { reservation: viewOf(stored, lang), cancelled_now: result.cancelledNow, refunded: centsToEuros(result.refundCents), free: result.free };
  }

  /**
   * Gives `cents` back through the provider, newest payment first, each at most what is left of
   * it, and records each refund. Called as the transaction's last step (a refund cannot be
   * taken back; every database write before it has already succeeded).
   */
  async function refundThroughProvider(tx: Db, reservationId: number, paid: { id: number; providerRef: string; amountCents: number; refundedCents: number }[], cents: number, reason: 'cancel' | 'change', now: Date): Promise<void> {
    let left = cents;
    for (const p of paid) {
      if (left <= 0) break;
      const amount = Math.min(left, p.amountCents - p.refundedCents);
      if (amount <= 0) continue;
      const { refundRef } = await provider.refund(p.providerRef, amount);
      await insertRefund(tx, { reservationId, paymentId: p.id, providerRef: refundRef, amountCents: amount, reason, createdAt: now });
      left -= amount;
    }
  }

  function notModifiable(why: ManageRefusal): DomainError {
    if (why === 'cancelled') return new DomainError('API_ERROR_RESERVATION_IS_CANCELLED');
    return new DomainError('API_ERROR_RESERVATION_NOT_MODIFIABLE', { why }, { key: `why_${why}` });
  }

  // ---------------------------------------------------------------- change

  interface Plan {
    stored: StoredReservation;
    offer: Offer;
    changes: FieldChange[];
    row: ReservationChange;
    extras: { extraId: number; kind: ExtraKind; priceCents: number }[];
    billing: BillingValues | null;
    billingChanged: boolean;
    beforeCents: number;
    afterCents: number;
    chargeCents: number;
    refundCents: number;
    paidCents: number;
    paidByCard: boolean;
    moves: CapacityMove[];
    promoReleased: string | null;
    /** issue 19: the points the changed booking applies and earns (decision 0031) */
    points: { userId: number | null; spentCents: number; earnedCents: number; earnedAvailableAt: Date };
  }

  /**
   * Decision 0025: a booking whose workshop order still holds its slot is not changed (the
   * order's day and services were made for this stay); the traveller cancels and books again.
   */
  function carServicesRefusal(order: { status: string } | null): ManageRefusal | null {
    return order && orderHoldsSlot(order.status as WorkshopOrderStatus) ? 'car_services_held' : null;
  }

  async function refuseChange(q: Db, r: ReservationRow, now: Date): Promise<void> {
    const why = changeRefusal({ status: r.status as 'pending_payment' | 'confirmed' | 'cancelled', startAt: r.startAt, now }) ?? carServicesRefusal(await workshopOrderOfReservation(q, r.id));
    if (why) throw notModifiable(why);
  }

  /** Prices the changed booking on the server and lists what changes. No writes. */
  async function plan(stored: StoredReservation, body: ChangeReservationBody, now: Date, lang: Lang): Promise<Plan> {
    const r = stored.reservation;
    await refuseChange(db, r, now);
    const { reservation: form, billing, card: _card, lang: _lang, ...pricing } = body;
    // The booking's own promo code is priced again; a code sent in the body is not taken.
    // Issue 19 (decision 0031): a change spends no new points; it is priced with the points the
    // booking spent as the balance (use_points in the body is not taken), the rest comes back.
    const spentBefore = r.pointsSpentCents ?? 0;
    // Issue 19 (decision 0032): likewise the booking's own voucher is priced again for the changed
    // stay (its own use is not a previous one); a code in the body is not taken. A changed stay
    // the voucher no longer applies to is refused with the reason.
    const voucherCode = r.voucherId !== null ? (stored.voucher?.code ?? null) : null;
    const request = { ...pricing, promoCode: r.promoCode ?? undefined, voucher_code: voucherCode, source_mode: body.source_mode ?? (r.sourceMode as 'parking' | 'urban'), use_points: spentBefore > 0 };
    const caller = voucherCode !== null && r.userId !== null ? { principal: 'client' as const, userId: r.userId } : undefined;
    const { offer, voucherChoice } = await offers.calculate(request, now, lang, { skipAvailability: true, pointsAvailableCents: spentBefore, caller, voucherOfReservation: r.id });
    if (voucherCode !== null && voucherChoice.refusal !== null) {
      throw new DomainError('API_ERROR_VOUCHER_NOT_AVAILABLE', { field: 'voucher_code', reason: voucherChoice.wire?.error ?? null });
    }
    const product = catalog.product(offer.productId)!;
    if (catalog.productIn(lang, product.id)?.flight_required && !form.flightNumber) {
      throw new DomainError('API_ERROR_VALIDATION', [{ field: 'reservation.flightNumber', code: 'required' }], { key: 'field_required', params: { field: 'reservation.flightNumber' } });
    }
    const startAt = wireInstant(offer.startDate)!;
    const endAt = wireInstant(offer.endDate)!;
    const days = stayDays(startAt.wall, endAt.wall);
    const extras = (offer.extras as { id: number; type: ExtraKind; price: number }[]).map((e) => ({ extraId: e.id, kind: e.type, priceCents: eurosToCents(e.price) }));
    const lines: Record<string, number> = {};
    for (const [k, v] of Object.entries(offer)) if ((k === 'price' || k.startsWith('pvp_')) && typeof v === 'number') lines[k] = eurosToCents(v);
    const afterCents = lines.price ?? 0;
    const promoApplied = offer.promos.find((p) => p.error === null)?.code ?? null;

    const row: ReservationChange = {
      productId: product.id,
      startAt: new Date(startAt.ms),
      endAt: new Date(endAt.ms),
      days,
      inTerminal: offer.in_terminal ?? null,
      outTerminal: offer.out_terminal ?? null,
      inPassengers: body.in_passengers ?? null,
      outPassengers: body.out_passengers ?? null,
      driverName: form.name,
      driverSurname: form.surname,
      email: form.email,
      phone: form.phone,
      plate: form.plate,
      flightNumber: form.flightNumber ?? null,
      priceLines: lines,
      totalCents: afterCents,
      promoCode: promoApplied ? r.promoCode : null,
      voucherCents: lines.pvp_voucher ?? 0,
    };
    const billingValues: BillingValues | null = billing
      ? { invoiceName: billing.name, invoiceNif: billing.nif, invoiceAddress: billing.address, invoiceCity: billing.city, invoiceZip: billing.zip, invoiceState: billing.state, invoiceCountry: billing.country, email: billing.invoiceEmail ?? null }
      : null;
    const b = stored.billing;
    const billingBefore = b ? { invoiceName: b.invoiceName, invoiceNif: b.invoiceNif, invoiceAddress: b.invoiceAddress, invoiceCity: b.invoiceCity, invoiceZip: b.invoiceZip, invoiceState: b.invoiceState, invoiceCountry: b.invoiceCountry, email: b.email } : null;
    // No billing in the body keeps the booking's invoice data (billing: null removes it).
    const billingChanged = billing !== undefined && JSON.stringify(billingValues) !== JSON.stringify(billingBefore);

    const changes: FieldChange[] = [];
    const cmp = (field: string, before: string | number | null, after: string | number | null) => {
      if (before !== after) changes.push({ field, before, after });
    };
    cmp('startDate', formatWireDate(r.startAt), offer.startDate);
    cmp('endDate', formatWireDate(r.endAt), offer.endDate);
    cmp('productId', r.productId, product.id);
    cmp('in_terminal', r.inTerminal, row.inTerminal ?? null);
    cmp('out_terminal', r.outTerminal, row.outTerminal ?? null);
    cmp('in_passengers', r.inPassengers, row.inPassengers ?? null);
    cmp('out_passengers', r.outPassengers, row.outPassengers ?? null);
    cmp('id_wash_extra', stored.extras.find((e) => e.kind === 'wash')?.extraId ?? null, extras.find((e) => e.kind === 'wash')?.extraId ?? null);
    cmp('id_space_extra', stored.extras.find((e) => e.kind !== 'wash')?.extraId ?? null, extras.find((e) => e.kind !== 'wash')?.extraId ?? null);
    cmp('name', r.driverName, form.name);
    cmp('surname', r.driverSurname, form.surname);
    cmp('email', r.email, form.email);
    cmp('phone', r.phone, form.phone);
    cmp('plate', r.plate, form.plate);
    cmp('flightNumber', r.flightNumber, form.flightNumber ?? null);
    if (billingChanged) changes.push({ field: 'billing', before: billingBefore ? `${billingBefore.invoiceName} ${billingBefore.invoiceNif}` : null, after: billingValues ? `${billingValues.invoiceName} ${billingValues.invoiceNif}` : null });
    // A price that moved alone (a tariff changed since) is not a change the traveller made.

    const paidRows = await succeededPayments(db, r.id);
    const paidCents = paidOf(paidRows);
    const paidByCard = r.paymentMethod === 'card' && r.paymentStatus === 'succeeded';
    const { chargeCents, refundCents } = changeSettlement({ beforeCents: r.totalCents, afterCents, paidByCard, paidCents });

    // Capacity: only the rows the booking does not hold already are taken, only those it no
    // longer needs are given back (a day kept is neither).
    const defaults = { parking: product.defaultCapacity, extra: (id: number) => extrasCache.offered(product.id, id)?.defaultCapacity ?? 0 };
    const key = (m: CapacityMove) => `${m.productId}|${m.extraId ?? ''}|${m.day}`;
    const oldMoves = heldMoves(r.productId, r.days, stored.extras, -1, defaults);
    const newMoves = heldMoves(product.id, days, extras, 1, defaults);
    const oldKeys = new Set(oldMoves.map(key));
    const newKeys = new Set(newMoves.map(key));
    const moves = [...newMoves.filter((m) => !oldKeys.has(key(m))), ...oldMoves.filter((m) => !newKeys.has(key(m)))];
    return {
      stored,
      offer,
      changes,
      row,
      extras,
      billing: billingValues,
      billingChanged,
      beforeCents: r.totalCents,
      afterCents,
      chargeCents,
      refundCents,
      paidCents,
      paidByCard,
      moves,
      promoReleased: r.promoCode && !promoApplied ? r.promoCode : null,
      points: pointsOfChange(r, lines, new Date(endAt.ms)),
    };
  }

  /** Issue 19: what the changed booking spends and earns, from its new price lines (a logged client's booking only). */
  function pointsOfChange(r: ReservationRow, lines: Record<string, number>, endAt: Date): Plan['points'] {
    const userId = r.userId !== null && r.agencyId === null ? r.userId : null;
    const spentCents = userId !== null ? (lines.pvp_product_points ?? 0) : 0;
    const earnedCents = userId !== null ? pointsEarnedFromLines(lines, spentCents) : 0;
    return { userId, spentCents, earnedCents, earnedAvailableAt: pointsAvailableAt(endAt) };
  }

  /** The out-of-stock answer of a change, as a new booking's: pricing without the skip finds the alternative. */
  async function outOfStock(body: ChangeReservationBody, stored: StoredReservation, full: CapacityFull, now: Date, lang: Lang): Promise<DomainError> {
    const { reservation: _f, billing: _b, card: _c, lang: _l, ...pricing } = body;
    const field = full.extraId === null ? {} : { field: stored.extras.find((e) => e.extraId === full.extraId)?.kind === 'wash' ? 'id_wash_extra' : 'id_space_extra' };
    try {
      await offers.calculate({ ...pricing, promoCode: stored.reservation.promoCode ?? undefined }, now, lang);
    } catch (err) {
      if (err instanceof DomainError && err.code === 'API_ERROR_RESERVATION_OUT_OF_STOCK') {
        const details = (err.details && typeof err.details === 'object' ? err.details : {}) as Record<string, unknown>;
        return new DomainError('API_ERROR_RESERVATION_OUT_OF_STOCK', { alternative_offer: null, ...field, ...details, day: full.day });
      }
    }
    return new DomainError('API_ERROR_RESERVATION_OUT_OF_STOCK', { alternative_offer: null, ...field, day: full.day });
  }

  /** Read-only check that the rows a change would newly take have room (the quote's answer). */
  async function checkRoom(p: Plan, body: ChangeReservationBody, now: Date, lang: Lang): Promise<void> {
    const takes = p.moves.filter((m) => m.delta > 0);
    if (takes.length === 0) return;
    try {
      // In a transaction that is always rolled back: the same statements as the change, nothing kept.
      await db.transaction(async (tx) => {
        await moveCapacity(tx, takes);
        throw new RollbackQuote();
      });
    } catch (err) {
      if (err instanceof RollbackQuote) return;
      if (err instanceof CapacityFull) throw await outOfStock(body, p.stored, err, now, lang);
      throw err;
    }
  }

  async function quote(access: ManageAccess, body: ChangeReservationBody, now: Date, lang: Lang): Promise<ChangeQuote> {
    const stored = await load(access.reservationId);
    const p = await plan(stored, body, now, lang);
    await checkRoom(p, body, now, lang);
    return {
      offer: p.offer,
      changes: p.changes,
      no_change: p.changes.length === 0,
      price_before: centsToEuros(p.beforeCents),
      price_after: centsToEuros(p.afterCents),
      difference: centsToEuros(p.afterCents - p.beforeCents),
      charge: centsToEuros(p.changes.length === 0 ? 0 : p.chargeCents),
      refund: centsToEuros(p.changes.length === 0 ? 0 : p.refundCents),
      card_required: p.changes.length > 0 && p.chargeCents > 0,
    };
  }

  function samePlanBase(locked: ReservationRow, before: ReservationRow): boolean {
    return (
      locked.status === before.status &&
      locked.totalCents === before.totalCents &&
      locked.productId === before.productId &&
      locked.startAt.getTime() === before.startAt.getTime() &&
      locked.endAt.getTime() === before.endAt.getTime() &&
      locked.refundedCents === before.refundedCents &&
      locked.paymentStatus === before.paymentStatus &&
      locked.days.join() === before.days.join() &&
      locked.promoCode === before.promoCode &&
      locked.pointsSpentCents === before.pointsSpentCents
    );
  }

  async function change(access: ManageAccess, body: ChangeReservationBody, now: Date, lang: Lang): Promise<ChangeResponse> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await changeOnce(access, body, now, lang);
      } catch (err) {
        // The booking moved between pricing and the lock (another change, a cancel), or a deadlock with an outside writer: once more from the start.
        if (attempt < 2 && (err instanceof StalePlan || isDeadlock(err))) continue;
        throw err;
      }
    }
  }

  async function changeOnce(access: ManageAccess, body: ChangeReservationBody, now: Date, lang: Lang): Promise<ChangeResponse> {
    const stored = await load(access.reservationId);
    const p = await plan(stored, body, now, lang);
    const r = stored.reservation;
    // "No change" is a no-op: no history row, no mail, no money (a double submit lands here).
    if (p.changes.length === 0) return { reservation: viewOf(stored, lang), changed: false, change: null };

    // A higher price on a card-paid booking is charged first; voided if the change does not commit.
    let charge: { providerRef: string; brand: string; last4: string } | null = null;
    if (p.chargeCents > 0) {
      if (!body.card) throw new DomainError('API_ERROR_VALIDATION', [{ field: 'card', code: 'required' }], { key: 'change_card_required' });
      const result = await provider.checkCard({
        number: body.card.card_number.replace(/\D/g, ''),
        expMonth: body.card.exp_month,
        expYear: body.card.exp_year,
        cvc: body.card.cvc,
        amountCents: p.chargeCents,
        reference: r.reference,
      });
      if (result.status !== 'succeeded') {
        if (result.status === 'requires_action') await provider.cancel(result.providerRef).catch(() => {});
        throw new DomainError('API_ERROR_PAYMENT_DECLINED', { field: 'card' }, result.status === 'requires_action' ? { key: 'change_card_3ds' } : undefined);
      }
      charge = { providerRef: result.providerRef, brand: result.brand, last4: result.last4 };
    }

    let out: { history: HistoryRow; outboxId: number; availability: AvailabilityChange | null };
    try {
      out = await db.transaction(async (tx) => {
        const locked = await lockReservationRow(tx, r.id);
        if (!locked) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'reservation_token' }, { key: 'reservation_not_found' });
        await refuseChange(tx, locked, now);
        if (!samePlanBase(locked, r)) throw new StalePlan();
        // New rows taken, old ones given back, one ordered pass; a full row rolls it all back.
        await moveCapacity(tx, p.moves);
        await updateReservationRow(tx, r.id, { ...p.row, refundedCents: locked.refundedCents + p.refundCents });
        await replaceExtras(tx, r.id, p.extras);
        if (p.billingChanged) await setBilling(tx, r.id, p.billing);
        if (p.promoReleased) await releasePromo(tx, p.promoReleased);
        // Issue 19: points no longer needed come back; the earned record follows the new price and end.
        const { returnedCents } = await repointBooking(tx, r.id, p.points.userId, p.points, now);
        if (charge) {
          await insertPaymentRow(tx, {
            reservationId: r.id,
            provider: provider.name,
            providerRef: charge.providerRef,
            status: 'succeeded',
            amountCents: p.chargeCents,
            brand: charge.brand,
            last4: charge.last4,
            createdAt: now,
            updatedAt: now,
          });
        }
        const history = await insertHistory(tx, {
          reservationId: r.id,
          at: now,
          kind: 'change',
          ...actorColumn(access.actor),
          changes: p.changes,
          priceBeforeCents: p.beforeCents,
          priceAfterCents: p.afterCents,
          chargedCents: p.chargeCents,
          refundedCents: p.refundCents,
        });
        const mailLang = r.lang as Lang;
        const link = await mailLink(tx, r.id, now, '/services', 'modify_res_token');
        const after = { ...r, ...p.row } as ReservationRow;
        const outboxId = await enqueueMail(tx, composeChange(mailLang, mailBooking(after, mailLang), { beforeCents: p.beforeCents, chargedCents: p.chargeCents, refundedCents: p.refundCents }, link, { spentCents: p.points.spentCents, returnedCents, earnedCents: p.points.earnedCents }), r.id);
        const moved = p.moves.length
          ? changeOf(
              p.moves.map((m) => m.productId),
              p.moves.flatMap((m) => (m.extraId === null ? [] : [m.extraId])),
              p.moves.map((m) => m.day),
            )
          : null;
        if (moved) await offers.availability.notify(tx, moved);
        // The provider last: every write above has succeeded, only the commit is left.
        if (p.refundCents > 0) await refundThroughProvider(tx, r.id, await succeededPayments(tx, r.id), p.refundCents, 'change', now);
        return { history, outboxId, availability: moved };
      });
    } catch (err) {
      if (charge) await provider.cancel(charge.providerRef).catch(() => {});
      if (err instanceof CapacityFull) throw await outOfStock(body, stored, err, now, lang);
      throw err;
    }
    if (out.availability) offers.availability.invalidate(out.availability);
    if (p.promoReleased) await promos.invalidate();
    void mailer.deliver(out.outboxId);
    return { reservation: viewOf(await load(r.id), lang), changed: true, change: historyEntry(out.history) };
  }

  // ---------------------------------------------------------------- link

  /** Spec 4 link-reservation: what the dialog decides its controls from (contracts/manage.ts LinkFacts). */
  async function linkFactsOf(stored: StoredReservation, tx: Db = db): Promise<LinkFacts> {
    const r = stored.reservation;
    const vehicle = r.vehicleId === null ? null : await findVehicle(tx, r.vehicleId);
    return {
      has_vehicle: r.vehicleId !== null,
      has_plate: r.plate.trim() !== '',
      has_invoice_profile: r.invoiceProfileId !== null,
      has_billing: stored.billing !== null,
      has_car_services: carServiceCents(r) > 0,
      vehicle_importable: vehicle !== null && vehicle.vehicle.idClient === null,
    };
  }

  /**
   * Spec 7 register reservation: links a booking to the session's client when the booking's
   * e-mail is the account's, or the caller holds the booking's access token; then it is in
   * "my reservations". A booking of another account (or an agency's) is refused.
   * `vehicle_id` (one of the client's own vehicles) becomes the booking's vehicle, its plate
   * copied when it has one; `import_vehicle` makes the booking's guest vehicle the client's
   * (as register_guest_vehicle does, authorised here by the booking link). A vehicle the
   * client may not use is a 404 and nothing is changed (one transaction).
   */
  async function register(
    userId: number,
    reservationId: number | null,
    tokenOpensIt: boolean,
    body: { profile_id?: number | null; vehicle_id?: number | null; import_vehicle?: boolean },
    now: Date,
    lang: Lang,
  ): Promise<RegisterReservationResponse> {
    if (reservationId === null) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'reference' }, { key: 'reservation_not_found' });
    const stored = await load(reservationId);
    const r = stored.reservation;
    const email = await userEmail(db, userId);
    const sameEmail = email !== null && email.trim().toLowerCase() === r.email.trim().toLowerCase();
    if (!sameEmail && !tokenOpensIt) throw new DomainError('API_ERROR_FORBIDDEN', { field: 'reservation_token' }, { key: 'link_not_allowed' });
    if ((r.userId !== null && r.userId !== userId) || r.agencyId !== null) throw new DomainError('API_ERROR_FORBIDDEN', { field: 'reference' }, { key: 'link_other_account' });
    let profileId: number | null = null;
    let profileBilling: BillingValues | null = null;
    if (body.profile_id !== undefined && body.profile_id !== null) {
      const chosen = await bookingProfileOf(db, userId, body.profile_id);
      if (!chosen.found || !chosen.profile) throw new DomainError('API_ERROR_NOT_FOUND', [{ field: 'profile_id' }]);
      profileId = chosen.profile.id;
      const pr = chosen.profile;
      profileBilling = { invoiceName: pr.name, invoiceNif: pr.nif, invoiceAddress: pr.address, invoiceCity: pr.city, invoiceZip: pr.zip, invoiceState: pr.state, invoiceCountry: pr.country, email: pr.billingEmail };
    }
    const vehicleId = body.vehicle_id ?? null;
    const outcome = await db.transaction(async (tx) => {
      const locked = await lockReservationRow(tx, r.id);
      if (!locked) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'reference' }, { key: 'reservation_not_found' });
      // The vehicles first: a refusal throws before anything is written.
      let chosen: { id: number; plate: string | null } | null = null;
      if (vehicleId !== null) {
        const v = await findVehicle(tx, vehicleId);
        // only the caller's own saved vehicle (a guest vehicle, another client's or a deleted one: the same 404)
        if (!v || v.vehicle.idClient !== userId) throw new DomainError('API_ERROR_VEHICLE_NOT_FOUND', [{ field: 'vehicle_id' }]);
        chosen = { id: v.vehicle.id, plate: v.vehicle.plate };
      }
      let imported = false;
      let importedOwn = false;
      if (body.import_vehicle === true) {
        const own = locked.vehicleId === null ? null : await findVehicle(tx, locked.vehicleId);
        if (!own || (own.vehicle.idClient !== null && own.vehicle.idClient !== userId)) throw new DomainError('API_ERROR_VEHICLE_NOT_FOUND', [{ field: 'import_vehicle' }]);
        if (own.vehicle.idClient === null) {
          if (!(await registerGuestVehicle(tx, own.vehicle.id, userId, now))) throw new DomainError('API_ERROR_VEHICLE_NOT_FOUND', [{ field: 'import_vehicle' }]);
          imported = true;
        }
        importedOwn = true;
      }
      const already = locked.userId === userId;
      if (!(await linkToUser(tx, r.id, userId, profileId))) throw new DomainError('API_ERROR_FORBIDDEN', { field: 'reference' }, { key: 'link_other_account' });
      // The invoice profile chosen in the dialog becomes the booking's invoice data when it has none.
      if (profileBilling && !stored.billing) await setBilling(tx, r.id, profileBilling);
      const newPlate = chosen?.plate ?? null;
      const vehicleChanged = chosen !== null && (chosen.id !== locked.vehicleId || (newPlate !== null && newPlate !== locked.plate));
      if (chosen && vehicleChanged) await setReservationVehicle(tx, r.id, chosen.id, newPlate);
      if (!already || profileId !== null || vehicleChanged || imported) {
        await insertHistory(tx, {
          reservationId: r.id,
          at: now,
          kind: 'link',
          actor: 'owner',
          agent: null,
          userId,
          changes: [
            { field: 'user_id', before: locked.userId, after: userId },
            ...(profileId !== null ? [{ field: 'invoice_profile_id', before: locked.invoiceProfileId, after: profileId }] : []),
            ...(chosen && vehicleChanged ? [{ field: 'vehicle_id', before: locked.vehicleId, after: chosen.id }] : []),
            ...(chosen && vehicleChanged && newPlate !== null && newPlate !== locked.plate ? [{ field: 'plate', before: locked.plate, after: newPlate }] : []),
            ...(imported ? [{ field: 'vehicle_imported', before: null, after: locked.vehicleId }] : []),
          ],
          priceBeforeCents: locked.totalCents,
          priceAfterCents: locked.totalCents,
        });
      }
      return { vehicleLinked: chosen !== null || importedOwn, imported };
    });
    const after = await load(r.id);
    const afterVehicle = after.reservation.vehicleId;
    return {
      id: r.id,
      reservation: { ...viewOf(after, lang), id_vehicle: afterVehicle, vehicle: afterVehicle === null ? null : await vehicles.reservationVehicle(afterVehicle) },
      profile_linked: profileId !== null,
      vehicle_linked: outcome.vehicleLinked,
      vehicle_imported: outcome.imported,
      link: await linkFactsOf(after),
    };
  }

  // ---------------------------------------------------------------- agent tokens

  async function issueAgentToken(target: { reference?: string; reservation_id?: number }, minutes: number, agent: string, now: Date): Promise<AgentTokenResponse> {
    const id = target.reservation_id ?? (target.reference !== undefined ? await idOfReference(target.reference) : null);
    const stored = id === null ? null : await loadReservation(db, id);
    if (!stored) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'reference' }, { key: 'reservation_not_found' });
    const r = stored.reservation;
    const token = newToken();
    const expiresAt = new Date(now.getTime() + minutes * 60_000);
    await insertAgentToken(db, { tokenHash: hashToken(token), reservationId: r.id, agent, expiresAt, createdAt: now });
    return {
      agent_token: token,
      expires_at: expiresAt.toISOString(),
      reservation_id: r.id,
      reference: r.reference,
      prefix_id_hash: prefixIdHash(r.id, r.hash),
      url: `${publicUrl}/services?agent_token=${token}`,
    };
  }

  return { resolveAccess, agentAccess, idOfReference, manageView, cancel, quote, change, register, issueAgentToken };
}

class RollbackQuote extends Error {}
class StalePlan extends Error {}

export type ManageService = ReturnType<typeof createManageService>;
