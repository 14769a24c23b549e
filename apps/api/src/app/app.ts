import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CatalogCache } from '../catalog/catalog-cache';
import { catalogRoutes } from '../catalog/catalog-routes';
import { type AppConfig, assertNoSandboxInProduction, loadConfig } from '../config/config';
import { type Database, type Db, openDatabase } from '../db/client';
import { prepareDatabase } from '../seed/prepare';
import { handleError, notFoundError } from '../errors/error-handler';
import { healthRoutes } from '../health/health-routes';
import { registerMetrics } from '../metrics/metrics';
import { registerHelmet } from '../plugins/external/helmet';
import { registerInputGuard } from '../plugins/input-guard';
import { clientErrorHandler } from '../plugins/client-error';
import { registerRateLimit } from '../plugins/external/rate-limit';
import { routedPath } from '../lib/routed-path';
import { pageFile, pageLang, registerStatic } from '../plugins/external/static';
import { encodePage, fillProductsPage, loadProductsTemplates, productsStay } from './products-page';
import { SUPPORTED_LANGS } from '@parking/domain/contracts/wire';
import { registerSwagger } from '../plugins/external/swagger';
import { offerRoutes } from '../pricing/offer-routes';
import { reservationRoutes } from '../reservations/reservation-routes';
import { paymentRoutes } from '../payments/payment-routes';
import { outboxRoutes } from '../mail/outbox-routes';
import { CARD_REDACT_PATHS, LOG_REDACT_PATHS, serializeError, serializeRequest } from '../logging/log-redaction';
import { asyncStdout, OneLinePerRequest, requestId } from '../logging/request-log';
import { lazyChildren } from '../logging/lazy-child-logger';
import { adminRoutes } from '../admin/admin-routes';
import { businessRoutes } from '../business/business-routes';
import { VehicleCatalogue } from '../vehicles/vehicle-catalogue';
import { vehicleRoutes } from '../vehicles/vehicle-routes';
import { manageRoutes } from '../manage/manage-routes';
import { pointsRoutes } from '../points/points-routes';
import { voucherAdminRoutes, voucherRoutes } from '../vouchers/voucher-routes';
import { ExtrasCache } from '../extras/extras-cache';
import { CarServicesCache } from '../car-services/car-services-cache';
import { carServiceRoutes } from '../car-services/car-services-routes';
import { PromoCache } from '../promos/promo-cache';
import { AvailabilityCache } from '../availability/availability-cache';
import { listenForAvailability } from '../availability/availability-listener';
import type pg from 'pg';
import { registerSessions } from '../auth/session';
import { authRoutes } from '../auth/auth-routes';
import { createServices } from './services';
import { registerJobs } from './jobs';
import { refuseWhileClosing } from '../plugins/shutdown';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    catalog: CatalogCache;
    /** extras and promo codes in memory (issue 3); invalidate() after editing them */
    extras: ExtrasCache;
    promos: PromoCache;
    /** the car-service catalogue and estimates in memory (issue 16) */
    carServices: CarServicesCache;
    /** daily capacity in memory (docs/decisions/0006); writers call invalidate() and notify() */
    availability: AvailabilityCache;
    /** the vehicle catalogue in memory (issue 15, the make/model cache) */
    vehicleCatalogue: VehicleCatalogue;
    /** the clock every time-dependent rule receives; tests pin it */
    now: () => Date;
  }
}

export interface BuildAppOptions {
  config?: AppConfig;
  /** an open, migrated database; when absent the app opens, migrates and seeds its own */
  db?: Database;
  now?: () => Date;
  /** where the logs go (tests capture them to check nothing secret is written) */
  logStream?: NodeJS.WritableStream;
}

/**
 * The whole boot, in order: external plugins (one file each under plugins/external), then
 * the database and the in-memory caches, then the services (app/services.ts, each built once)
 * and their timers (app/jobs.ts), then the feature routes, which only read `app.services`.
 */
export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = opts.config ?? loadConfig();
  // issue 18.3: a sandbox that mints any identity never runs in production, whoever built the config
  assertNoSandboxInProduction(config);
  const now = opts.now ?? (() => new Date());
  const logStream = opts.logStream ?? asyncStdout();
  const app = Fastify({
    // JSON lines (pino), each request's carrying its reqId, also sent back as x-request-id (issue 7.11);
    // one line per request, built by hand and written to stdout in batches, asynchronously
    // (issue 20.3, logging/request-log.ts, decision 0037)
    logger: { level: config.logLevel, redact: { paths: [...CARD_REDACT_PATHS, ...LOG_REDACT_PATHS], censor: '[redacted]' }, serializers: { err: serializeError, req: serializeRequest }, stream: logStream },
    logController: new OneLinePerRequest(logStream as { write(line: string): unknown }, !config.trustProxy),
    requestIdHeader: false,
    // behind balancers (TRUST_PROXY): req.ip, which the rate limit keys on, is the traveller's
    trustProxy: config.trustProxy ?? false,
    genReqId: requestId,
    // `//api/health` is /api/health, not a path the static files refuse (issue 7.4)
    routerOptions: { ignoreDuplicateSlashes: true },
    // Slow clients are cut off (issue 7.5): the whole request within `request`, an idle socket
    // after `connection`; Node checks its sockets every second instead of every 30 s.
    requestTimeout: config.timeouts.request,
    connectionTimeout: config.timeouts.connection,
    keepAliveTimeout: config.timeouts.keepAlive,
    http: { headersTimeout: Math.min(10_000, config.timeouts.request), connectionsCheckingInterval: 1000 },
    // Requests arriving during a graceful shutdown get a 503 and Connection: close, in our
    // error shape (the hook below), not Fastify's own body.
    return503OnClosing: false,
    // A URL the router cannot decode (`/api/reservations/%zz`) goes through the one handler too.
    // Answered before any hook runs: the security headers and the request id are added here.
    frameworkErrors: (err, req, reply) => {
      addSecurityHeaders(req, reply);
      return handleError.call(req.server, err, req, reply);
    },
    // 431 and the other errors before a request exists: no body on HEAD (issue 18.6)
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // each request's logger (with its reqId) made only when something logs through it, by
  // Fastify's default child factory (decision 0058: no check of each child's methods)
  lazyChildren(app.log);
  // synchronous hooks on every request (issue 20.3): no promise and no microtask per hook.
  // First: the security headers and the request id (x-request-id, issue 7.11), in one step, on
  // every answer given from here on (decision 0052); no onSend hook on any request.
  const addSecurityHeaders = registerHelmet(app);
  refuseWhileClosing(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  registerInputGuard(app);

  await registerRateLimit(app, config);
  await registerSwagger(app);
  const spa = await registerStatic(app, config.webDist);
  const productsTemplates = spa ? loadProductsTemplates(config.webDist, SUPPORTED_LANGS) : new Map();

  let database = opts.db;
  if (!database) {
    database = await openDatabase(config.database);
    const owned = database;
    app.addHook('onClose', async () => owned.close());
    await prepareDatabase(database, now(), { demoAccounts: config.demoAccounts });
  }
  // Pool errors (a dropped idle connection) go to the app's log (issue 7.9).
  database.setLogger(app.log);
  const catalog = new CatalogCache(database.db);
  await catalog.load();
  const extras = new ExtrasCache(database.db);
  const promos = new PromoCache(database.db);
  const carServices = new CarServicesCache(database.db);
  // issue 15: the make/model cache
  const vehicleCatalogue = new VehicleCatalogue(database.db);
  await Promise.all([extras.load(), promos.load(), carServices.load(), vehicleCatalogue.load()]);
  const availability = new AvailabilityCache(database.db, database.kind);
  if (database.kind === 'postgres') {
    // Other nodes' writes arrive by NOTIFY on a connection of its own, same server and user.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const listener = await listenForAvailability({ ...pool.options, max: undefined } as pg.ClientConfig, availability, app.log);
    app.addHook('onClose', async () => listener.close());
  }
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('catalog', catalog);
  app.decorate('extras', extras);
  app.decorate('promos', promos);
  app.decorate('carServices', carServices);
  app.decorate('availability', availability);
  app.decorate('vehicleCatalogue', vehicleCatalogue);
  app.decorate('now', now);
  // Every service once (offers, mailer, reservations, payments, accounts): app/services.ts.
  app.decorate('services', createServices(app));
  // The outbox relay, the payment sweep and the auth clean-up run while the app is up.
  registerJobs(app);
  // request.account() and the CSRF check (issue 10), before every route that may read them
  registerSessions(app);

  await registerMetrics(app, { adminToken: config.adminToken });
  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(offerRoutes);
  await app.register(reservationRoutes);
  await app.register(paymentRoutes);
  if (config.devRoutes) await app.register(outboxRoutes);
  await app.register(adminRoutes);
  await app.register(authRoutes);
  await app.register(businessRoutes);
  await app.register(carServiceRoutes);
  await app.register(vehicleRoutes);
  await app.register(manageRoutes);
  await app.register(pointsRoutes);
  await app.register(voucherRoutes);
  await app.register(voucherAdminRoutes);

  // Unmatched /api paths count against the limit too (guessing by 404s is guessing).
  const limitUnmatched = app.hasDecorator('rateLimit') ? app.rateLimit() : async () => {};
  app.setNotFoundHandler({ preHandler: limitUnmatched }, (req, reply) => {
    // decoded like the router does: `/%61pi/x` is an api path, not a page
    const path = routedPath(req.url);
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api') && !path.startsWith('/assets/');
    // The client router owns every other path and shows its own translated not-found page.
    if (spa && isPage) {
      // Where-when, products and traveller data arrive prerendered in the visitor's language (0029, 0043).
      const file = pageFile(config.webDist, path, req.headers);
      // A products deep link naming a product: the stay and the product's intro in the HTML (0043).
      const lang = file.startsWith('prerendered/products.') ? pageLang(req.headers) : null;
      const template = lang ? productsTemplates.get(lang) : undefined;
      const stay = lang && template && productsStay(catalog.catalog(lang).body, req.query as Record<string, string>, now());
      if (template && stay) {
        const { body, encoding } = encodePage(fillProductsPage(template, stay), req.headers['accept-encoding']);
        // Built per request from the query and the day: revalidated, no ETag (nothing to compare).
        reply.code(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
        reply.header('vary', 'Accept-Language, Cookie, Accept-Encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(body);
      }
      return reply.code(200).header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie').sendFile(file);
    }
    // /api paths and missing hashed assets: a real 404, so a stale bundle fails loudly.
    throw notFoundError();
  });

  return app;
}
