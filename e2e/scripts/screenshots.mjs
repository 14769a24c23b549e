// Full-page screenshots of every step (where-when, products, services, traveller data,
// confirmation) at 375 and 1280 px, and the confirmation mail at 375 and 800 px, for reviewers (issues 2 and 9). Runs the BUILT product (npm run screenshots builds first) on a free port with a
// fresh embedded database, like the browser tests, and writes docs/screenshots/*.png.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import chromiumArgs from '../support/chromium-args.json' with { type: 'json' };

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'docs', 'screenshots');
const WIDTHS = [375, 1280];

// Same launch options as e2e/support/browser.ts: the flags come from the shared JSON file.
const launch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};

const es = (ns) => JSON.parse(readFileSync(join(root, 'packages/domain/locales/es', `${ns}.json`), 'utf8'));
const booking = es('booking');
const app = es('app');
const traveler = es('traveler');
/** The walk's traveller: a 40-character e-mail (issue 9.5). */
const WALK_EMAIL = 'ana.maria.fernandez.torres@ejemplo-ma.es';
const escapeRe = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

/** 'YYYY-MM-DD HH:mm:ss' Madrid wall time, `days` Madrid days from today at hour:minute. */
function madridWire(days, hour, minute) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(Date.now() + days * 86_400_000));
  const get = (t) => parts.find((p) => p.type === t).value;
  const pad = (n) => String(n).padStart(2, '0');
  return `${get('year')}-${get('month')}-${get('day')} ${pad(hour)}:${pad(minute)}:00`;
}

/**
 * A full-page capture keeps fixed elements where the first viewport ended, on top of the
 * content. From 1000 px the footer is fixed (spec 2), so the viewport first grows to the
 * page's height to put it at the bottom. Below 1000 px nothing fixed is left once the
 * cookie choice is made, and growing would not settle: <main> is at least 100vh there.
 */
async function fullPage(page, width, path, { sticky = false } = {}) {
  const normal = { width, height: width < 500 ? 812 : 900 };
  // Below 1000 px services and traveller data have a bar stuck to the screen's bottom: at the
  // page end it sits in its own place after the step instead of over the middle of the shot.
  if (sticky && width < 1000) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  if (width >= 1000) {
    for (let i = 0; i < 3; i++) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (page.viewportSize()?.height === height) break;
      await page.setViewportSize({ width, height });
    }
  }
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await page.setViewportSize(normal);
}

async function shoot(browser, base, width) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 812 : 900 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // A guest who already chose "Continue without registering" (web key guest_choice, as in
    // e2e/support/guest.ts): the login dialog the start opens lazily (spec 2) would otherwise
    // land over the walk at a moment that depends on the machine's load. The account
    // screenshots (account-screenshots.mjs) show that dialog.
    storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'guest_choice', value: String(Date.now()) }] }] },
  });
  const page = await context.newPage();

  // where-when with El Prat chosen, so terminals, passengers and flight are on the page.
  await page.goto(`${base}/where-when`);
  const place = page.getByLabel(booking.whereWhen.place, { exact: true });
  await place.waitFor();
  await page.waitForFunction((el) => !el.disabled, await place.elementHandle());
  // What a first visit sees: the viewport with the cookie banner. Then the banner is answered
  // so it does not hide part of the full-page shots.
  await page.screenshot({ path: join(outDir, `first-visit-${width}.png`), animations: 'disabled' });
  await page.getByRole('button', { name: app.cookies.reject, exact: true }).click();
  await place.selectOption('1');
  await page.getByLabel(booking.whereWhen.flight, { exact: true }).waitFor();
  await fullPage(page, width, join(outDir, `where-when-${width}.png`));

  // The same with the drop-off hour picker open.
  await page.getByRole('button', { name: new RegExp(`^${booking.whereWhen.entryTime}`) }).click();
  await page.getByRole('group', { name: booking.hourPicker.startTitle }).waitFor();
  // The picker scrolls to the chosen hour 100 ms after opening: wait until it shows.
  await page.waitForFunction(() => {
    const chosen = document.querySelector('[aria-pressed="true"]');
    const box = chosen?.parentElement?.parentElement;
    if (!chosen || !box) return false;
    return box.scrollTop > 0 || chosen.offsetTop + chosen.offsetHeight <= box.clientHeight;
  });
  await fullPage(page, width, join(outDir, `where-when-hour-picker-${width}.png`));

  // The same with the stay's two-month calendar open instead (issue 9.3).
  await page.getByRole('button', { name: new RegExp(`^${booking.whereWhen.entryTime}`) }).click();
  await page.getByRole('button', { name: booking.datePicker.openStart, exact: true }).click();
  await page.getByRole('group', { name: booking.datePicker.title }).getByRole('grid').nth(1).waitFor();
  await fullPage(page, width, join(outDir, `where-when-calendar-${width}.png`));

  // products through a valid deep link (El Prat T1 -> T2), once every price has arrived.
  const q = new URLSearchParams({
    in_common_terminal_id: '1',
    out_common_terminal_id: '2',
    start_date: madridWire(4, 10, 0),
    end_date: madridWire(7, 18, 30),
  });
  await page.goto(`${base}/products?${q}`);
  await page.getByRole('heading', { level: 1, name: booking.products.title }).waitFor();
  await page.getByRole('article').first().waitFor();
  await page.waitForFunction(() => {
    const cards = [...document.querySelectorAll('article')];
    return cards.length > 0 && cards.every((c) => c.getAttribute('aria-busy') === 'false');
  });
  await fullPage(page, width, join(outDir, `products-${width}.png`));

  // services: the first product chosen, once its extras are priced.
  const choosePrefix = booking.products.chooseProduct.replace(/\{\{\s*name\s*\}\}.*$/, '');
  await page.getByRole('button', { name: new RegExp(`^${escapeRe(choosePrefix)}`) }).first().click();
  await page.getByRole('heading', { level: 1, name: app.services.title }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('main [aria-busy="true"]').length === 0 && document.querySelectorAll('main article, main li').length > 0);
  await page.waitForTimeout(300);
  await fullPage(page, width, join(outDir, `services-${width}.png`), { sticky: true });

  // traveller data, filled in with a long e-mail and the terms accepted.
  await page.getByRole('button', { name: app.common.continue, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: app.travelerData.title }).waitFor();
  const box = (key) => page.getByRole('textbox', { name: traveler.reservation[key], exact: true });
  await box('name').fill('Ana');
  await box('surname').fill('García López');
  await box('email').fill(WALK_EMAIL);
  await box('phone').fill('+34 612 345 678');
  await box('plate').fill('1234 BCD');
  if ((await box('flightNumber').count()) > 0) await box('flightNumber').fill('IB 3101');
  await page.getByRole('checkbox', { name: new RegExp(`^${escapeRe(traveler.terms.salesBefore)}`) }).check();
  await fullPage(page, width, join(outDir, `traveler-data-${width}.png`), { sticky: true });

  // confirmation of that booking.
  await page.getByRole('button', { name: traveler.buttons.book, exact: true }).click();
  await page.getByTestId('reservation-reference').waitFor();
  // The QR code (its package loads on demand) and the arrival guide (after the catalogue).
  await page.locator('main svg[role="img"]').waitFor();
  await page.locator('main ol li').first().waitFor();
  await page.waitForTimeout(300);
  await fullPage(page, width, join(outDir, `confirmation-${width}.png`));
  await context.close();
}

// E2E_PORT pins the port (a shared machine gives each worktree its own range); else a free one.
/**
 * The confirmation mail of the walk's last booking as a mail client draws it: its HTML part
 * from the development outbox, at a phone's width and a desktop client's 800 px.
 */
async function shootMail(browser, base) {
  const res = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(WALK_EMAIL)}&limit=1`);
  const [mail] = (await res.json()).mails;
  if (!mail?.html) throw new Error('no confirmation mail in the outbox');
  for (const width of [375, 800]) {
    const context = await browser.newContext({ viewport: { width, height: 812 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setContent(mail.html, { waitUntil: 'load' });
    await page.screenshot({ path: join(outDir, `mail-confirmation-es-${width}.png`), fullPage: true, animations: 'disabled' });
    await context.close();
  }
}

const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'parking-shots-'));
const server = spawn(process.execPath, [join(root, 'e2e/support/serve.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let browser;
try {
  await waitForHealth(base, server);
  mkdirSync(outDir, { recursive: true });
  browser = await chromium.launch(launch);
  for (const width of WIDTHS) await shoot(browser, base, width);
  await shootMail(browser, base);
  console.log(`screenshots written to ${outDir}`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
