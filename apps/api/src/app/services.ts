import type { FastifyInstance } from 'fastify';
import { type AccountService, createAccountService } from '../auth/account-service';
import { socialProviders } from '../auth/social/index';
import { type BusinessService, createBusinessService } from '../business/business-service';
import { createMailer, type Mailer } from '../mail/mailer';
import { createConfirmedMail } from '../payments/confirmed-mail';
import type { PaymentProvider } from '../payments/payment-provider';
import { createPaymentService, type PaymentService } from '../payments/payment-service';
import { createSandboxProvider } from '../payments/sandbox-provider';
import { createOfferService, type OfferService } from '../pricing/offer-service';
import { createCarServicesService, type CarServicesService } from '../car-services/car-services-service';
import { createReservationService, type ReservationService } from '../reservations/reservation-service';
import { plateRegistryFor } from '../vehicles/plate-registry';
import { createVehicleService, type VehicleService } from '../vehicles/vehicle-service';
import { createManageService, type ManageService } from '../manage/manage-service';
import { createPointsService, type PointsService } from '../points/points-service';
import { createVoucherService, type VoucherService } from '../vouchers/voucher-service';

/**
 * The app's services, each built once here and hung on the app as `app.services`: route
 * plugins only read them. Built after the in-memory caches (catalogue, extras, promo codes,
 * availability) and the database are on the app.
 */
export interface AppServices {
  /** prices a stay (the calculate route, and again every booking) */
  offers: OfferService;
  /** sends outbox rows after a commit; its relay runs from app/jobs.ts */
  mailer: Mailer;
  reservations: ReservationService;
  /** card payments behind `paymentProvider` (the sandbox unless one is given) */
  payments: PaymentService;
  paymentProvider: PaymentProvider;
  accounts: AccountService;
  /** billing profiles, user mode, company, "my reservations" */
  business: BusinessService;
  /** car services (issue 16): the services for a car, estimates, workshop orders */
  carServices: CarServicesService;
  /** issue 15: vehicles, the make/model cache's answers and the plate register (sandbox unless PLATE_REGISTRY_URL) */
  vehicles: VehicleService;
  /** issue 17: cancel, change, link, agent tokens (manage/) */
  manage: ManageService;
  /** issue 19: the client's points ledger (points/) */
  points: PointsService;
  /** issue 19: promotion vouchers (vouchers/, docs/decisions/0032) */
  vouchers: VoucherService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export function createServices(app: FastifyInstance, paymentProvider: PaymentProvider = createSandboxProvider()): AppServices {
  const { db, config, catalog, extras, promos, availability, now, vehicleCatalogue } = app;
  const vehicles = createVehicleService({ db, catalogue: vehicleCatalogue, registry: plateRegistryFor(config.plateRegistry), now, log: app.log });
  const mailer = createMailer(db, config.mail.smtpUrl, config.mail.from, app.log, { now });
  const carServices = createCarServicesService({ db, cache: app.carServices, catalog, deliver: (id: number) => mailer.deliver(id), publicUrl: config.publicUrl });
  const points = createPointsService({ db, now });
  const business = createBusinessService({ db, catalog, now });
  const vouchers = createVoucherService({ db, businessModeOf: async (userId) => (await business.clientBusiness(userId)).businessMode });
  const offers = createOfferService({ catalog, extras, promos, availability, carServices, vouchers });
  const reservations = createReservationService({
    db,
    catalog,
    offers,
    extras,
    promos,
    mailer,
    publicUrl: config.publicUrl,
    writer: config.bookingWriter,
    carServices: { service: carServices, cache: app.carServices },
    points,
  });
  // Issue 9.1: confirming a pending card booking writes its confirmation mail (card paid, or
  // paying at the car park) and sends it after the commit.
  const payments = createPaymentService(db, paymentProvider, {
    queueConfirmedMail: createConfirmedMail({ catalog, extras, publicUrl: config.publicUrl, vehicleOf: (tx, id) => vehicles.reservationVehicle(id, tx) }),
    deliver: (id: number) => mailer.deliver(id),
  });
  const accounts = createAccountService({
    db,
    mailer,
    social: socialProviders(config.social),
    publicUrl: config.publicUrl,
    scryptLog2N: config.scryptLog2N,
    // auth sits below business (layers: apps/api/README.md): the client's profiles come in here
    clientBusiness: business.clientBusiness,
    clientPointsCents: points.availableCents,
    now,
  });
  const manage = createManageService({ db, catalog, extras, promos, offers, mailer, provider: paymentProvider, reservations, vehicles, publicUrl: config.publicUrl });
  return { offers, mailer, reservations, payments, paymentProvider, accounts, business, carServices, vehicles, manage, points, vouchers };
}
