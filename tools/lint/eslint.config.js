// ESLint for the repository (flat config). The root eslint.config.js re-exports this file, so
// every `files` pattern below is relative to the repository root. Rules and the layer map:
// docs/decisions/0010-web-import-boundaries.md.
import Module, { createRequire } from 'node:module';

// typescript-eslint parses with TypeScript's JavaScript API, which TypeScript 7 (the project's
// `tsc`) no longer has. This workspace installs TypeScript 5.9 beside it; packages hoisted to
// the root (ts-api-utils) would still load the root's TypeScript 7, so inside the lint process
// every `require('typescript')` is pointed at the 5.9 copy. Nothing else runs in this process.
const require = createRequire(import.meta.url);
const typescriptForLint = require.resolve('typescript');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === 'typescript' ? typescriptForLint : request, ...rest);
};
const { default: js } = await import('@eslint/js');
const { default: tseslint } = await import('typescript-eslint');
const { default: reactHooks } = await import('eslint-plugin-react-hooks');
const { default: boundaries } = await import('eslint-plugin-boundaries');

const WEB = 'apps/web/src';

/*
 * Layers of apps/web/src, outermost first. A layer imports only itself and the layers after
 * it: app -> features/* -> modules/* -> shared -> lib. A feature imports only its own folder
 * (never another feature, never app). `modules/<name>` holds one business concept used by
 * several steps (booking, offers, catalog, account, ...); a module imports its own folder and
 * only the modules listed AFTER it in WEB_MODULES (so module imports form no loop by
 * construction), never a feature or app. `shared/` holds generic parts only (the store's core, server cache,
 * form kit, formatting, step frame); `components/` holds shared UI (buttons, dialogs,
 * spinners) and counts as shared; `styles/` holds global CSS and counts as lib. The files
 * directly in src (main.tsx, test-utils.tsx, test-setup.ts) belong to no layer: the rule does
 * not check them, and scripts/check-import-cycles.mjs still sees any loop through them.
 * Decision 0010 has the table.
 */
const WEB_MODULES = [
  'summary', // the booking summary column and the change-dates dialog
  'vouchers', // issue 19: the client's vouchers (summary section, banner) and points (price block, account)
  'alternative-offer', // spec 8 out-of-stock dialog
  'manage', // an existing booking opened by its modify or agent link (issue 17)
  'offers', // pricing the booking (current offer, card prices)
  'car-services', // (room for) car services while parked
  'stay', // the stay form and fields: dates, hours, terminals, passengers, flight
  'booking', // the booking's slices of the one store and their actions, entry, snapshot
  'vehicles', // (room for) the account's vehicles
  'catalog', // cities, places, products, terminals
  'account', // session, the signed-in account, account dialogs
];

const webElements = [
  { type: 'app', pattern: `${WEB}/app` },
  { type: 'feature', pattern: `${WEB}/features/*`, capture: ['feature'] },
  { type: 'module', pattern: `${WEB}/modules/*`, capture: ['module'] },
  { type: 'shared', pattern: [`${WEB}/shared`, `${WEB}/components`] },
  { type: 'lib', pattern: [`${WEB}/lib`, `${WEB}/styles`] },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

const webPolicies = [
  // Packages (react, @parking/domain, ...) are not layers of this app.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  { from: { element: { type: 'app' } }, allow: to('app', 'feature', 'module', 'shared', 'lib') },
  // A feature: its own folder, the modules, shared and lib. Never another feature.
  { from: { element: { type: 'feature' } }, allow: to('module', 'shared', 'lib') },
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
  },
  // A module: its own folder, the modules after it in WEB_MODULES, shared and lib.
  { from: { element: { type: 'module' } }, allow: to('shared', 'lib') },
  {
    from: { element: { type: 'module' } },
    allow: { to: { element: { type: 'module', captured: { module: '{{ from.captured.module }}' } } } },
  },
  ...WEB_MODULES.slice(0, -1).map((name, i) => ({
    from: { element: { type: 'module', captured: { module: name } } },
    allow: { to: { element: { type: 'module', captured: { module: WEB_MODULES.slice(i + 1) } } } },
  })),
  { from: { element: { type: 'shared' } }, allow: to('shared', 'lib') },
  { from: { element: { type: 'lib' } }, allow: to('lib') },
];

const API = 'apps/api/src';

/*
 * Layers of apps/api/src, outermost first (the table with each folder's job:
 * apps/api/README.md). A layer imports itself and the layers after it, never one before:
 *   entry (server.ts, cluster.ts: the files directly in src, which nothing imports; not
 *   checked here, the loop check still sees them) -> composition (app/, seed/) -> http
 *   (plugins/: external plugins, input guard, shutdown) -> modules -> infrastructure
 *   (config/, db/, errors/, i18n/, logging/, lib/).
 * Modules form a DAG: each may import only the modules API_MODULES lists for it (and its own
 * folder). A new module (vehicles/, car-services/) gets its line here; until then it may use
 * infrastructure only. Tests and test helpers are leaves that import what they test: not checked.
 */
const API_MODULES = {
  // routes of their own, on top
  metrics: ['reservations', 'mail'],
  admin: ['availability', 'capacity', 'catalog', 'extras', 'car-services'],
  health: [],
  // issue 17: after booking (cancel, change, link, agent tokens), above payments (refunds, charges)
  manage: ['payments', 'reservations', 'business', 'auth', 'pricing', 'mail', 'availability', 'capacity', 'catalog', 'extras', 'promos', 'car-services', 'vehicles', 'points', 'vouchers'],
  payments: ['reservations', 'mail', 'availability', 'capacity', 'catalog', 'extras', 'promos', 'car-services', 'points', 'vouchers'],
  // booking: prices, owner, mail; vehicles/ and car-services/ go below it, beside pricing
  reservations: ['business', 'auth', 'pricing', 'vehicles', 'mail', 'availability', 'capacity', 'catalog', 'extras', 'promos', 'car-services', 'points', 'vouchers'],
  business: ['auth', 'catalog', 'extras'],
  auth: ['mail'],
  pricing: ['availability', 'catalog', 'extras', 'promos', 'car-services', 'vouchers'],
  availability: ['capacity'],
  // issue 15: the vehicle catalogue (below reservations, which will name a booking's vehicle)
  vehicles: [],
  // issue 16: car services, estimates, workshop orders (below reservations, beside pricing)
  'car-services': ['vehicles', 'catalog', 'mail'],
  // issue 19: the points ledger (below reservations, manage and payments, which spend and give back points)
  points: [],
  // issue 19: promotion vouchers (below pricing, which prices the chosen code, and reservations, which record its use)
  vouchers: ['auth'],
  // leaves
  mail: [],
  capacity: [],
  catalog: [],
  extras: [],
  promos: [],
};
const apiModule = (name) => `api-module-${name}`;
const API_INFRA = ['api-infra'];

const apiElements = [
  { type: 'api-composition', pattern: [`${API}/app`, `${API}/seed`] },
  { type: 'api-http', pattern: `${API}/plugins` },
  { type: 'api-infra', pattern: [`${API}/config`, `${API}/db`, `${API}/errors`, `${API}/i18n`, `${API}/logging`, `${API}/lib`] },
  ...Object.keys(API_MODULES).map((name) => ({ type: apiModule(name), pattern: `${API}/${name}` })),
  // any other folder: a module not yet in API_MODULES (infrastructure only)
  { type: 'api-module-new', pattern: `${API}/*` },
];

const allApiModules = [...Object.keys(API_MODULES).map(apiModule), 'api-module-new'];

const apiPolicies = [
  // Packages (fastify, drizzle-orm, @parking/domain, node:*, the root package.json) are not layers of this tree.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  { from: { element: { type: 'api-composition' } }, allow: to('api-composition', 'api-http', ...allApiModules, ...API_INFRA) },
  { from: { element: { type: 'api-http' } }, allow: to('api-http', ...API_INFRA) },
  ...Object.entries(API_MODULES).map(([name, uses]) => ({
    from: { element: { type: apiModule(name) } },
    allow: to(apiModule(name), ...uses.map(apiModule), ...API_INFRA),
  })),
  {
    from: { element: { type: 'api-module-new' } },
    allow: { to: { element: { type: 'api-module-new', captured: { elementName: '{{ from.captured.elementName }}' } } } },
  },
  { from: { element: { type: 'api-module-new' } }, allow: to(...API_INFRA) },
  { from: { element: { type: 'api-infra' } }, allow: to(...API_INFRA) },
];

const DOMAIN = 'packages/domain/src';

/*
 * Layers of packages/domain/src, lowest first (the layers decision record of issue 14 copies this table).
 * A folder imports its own files and the folders of LOWER layers only: never a folder of its
 * own layer, never one above, so the folders form a DAG by construction. Rules never import
 * contracts: the wire schemas are built from the rules, not the other way round.
 *   base       time, errors, money: facts that need nothing else of the domain
 *   reference  i18n, calendar, catalog: languages and formats, calendar files, the catalogue model
 *   rules      validation, auth, business, payments, entry, vouchers: independent rules
 *   vehicles   (next issue) the traveller's vehicle: may use the field validators (plate)
 *   services   car-services (next issue): what a car service needs and costs, from vehicles
 *   pricing    the price of a stay: tariff, extras, promo, vouchers, points, the price block
 *   booking    the stay being booked: dates form, hour slots, passengers, terminals; points
 *              (issue 19: what a booking earns, the balance of the records; its tests use the price block)
 *   contracts  the wire schemas (zod) and types of every route, from all of the above
 */
const domainLayers = [
  ['time', 'errors', 'money'],
  ['i18n', 'calendar', 'catalog'],
  ['validation', 'auth', 'business', 'payments', 'entry', 'vouchers'],
  ['vehicles'],
  ['car-services'],
  ['pricing'],
  ['booking', 'points'],
  ['contracts'],
];

const domainElements = domainLayers.flat().map((folder) => ({ type: `domain/${folder}`, pattern: `${DOMAIN}/${folder}` }));

const domainPolicies = [
  // Packages (zod, @internationalized/date) are not layers of the domain.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  ...domainLayers.flatMap((layer, i) => {
    const below = domainLayers.slice(0, i).flat();
    return layer.map((folder) => ({ from: { element: { type: `domain/${folder}` } }, allow: to(`domain/${folder}`, ...below.map((f) => `domain/${f}`)) }));
  }),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'apps/web/dist/**', 'apps/api/dist/**', 'coverage/**', 'data/**', 'test-results/**', 'playwright-report/**'],
  },
  {
    // Light rules for every TypeScript file of the three workspaces: ESLint's and
    // typescript-eslint's recommended sets (the rules that need no type information).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.css'] } },
      'boundaries/elements': webElements,
      // `import type` and `export ... from` count too: a loop of types is still a loop.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'boundaries/dependencies': ['error', { default: 'disallow', policies: webPolicies }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**', 'apps/api/src/**/test-*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
      'boundaries/elements': apiElements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: apiPolicies }],
    },
  },
  {
    files: [`${DOMAIN}/**/*.ts`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts'] } },
      'boundaries/elements': domainElements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: domainPolicies }],
      // Every file sits in a folder of domainLayers: a new folder gets its layer before its first file.
      'boundaries/no-unknown-files': 'error',
    },
  },
);
