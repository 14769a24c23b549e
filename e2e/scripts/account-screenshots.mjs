// Screenshots of the account screens (issue 10) at 375 and 1280 px for reviewers: the login
// dialog (both tabs), sign-up, recovery and its confirmation, the user menu with the business
// badge, the change-user-mode dialog, the traveller step filled from the account (the company's
// profile read-only), my reservations, the company's users, the reset-password page, the
// products and services a company user's company blocks, and the agency's menu. Like screenshots.mjs it runs the BUILT product
// (`npm run build` first) on a free port with a fresh embedded database (demo accounts
// seeded), and writes docs/screenshots/account-*.png.
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
const launch = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs };

const es = (ns) => JSON.parse(readFileSync(join(root, 'packages/domain/locales/es', `${ns}.json`), 'utf8'));
const account = es('account');
const app = es('app');
const booking = es('booking');
const traveler = es('traveler');
const offer = es('offer');

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
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

/** 'YYYY-MM-DD HH:mm:ss' Madrid wall time, `days` Madrid days from today at hour:minute. */
function madridWire(days, hour, minute) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(Date.now() + days * 86_400_000),
  );
  const get = (t) => parts.find((p) => p.type === t).value;
  const pad = (n) => String(n).padStart(2, '0');
  return `${get('year')}-${get('month')}-${get('day')} ${pad(hour)}:${pad(minute)}:00`;
}

const shot = (page, name, width) => page.screenshot({ path: join(outDir, `account-${name}-${width}.png`), animations: 'disabled' });

async function shoot(browser, base, width) {
  // A first visit with the cookie choice made (the banner would sit under the modal).
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 812 : 900 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'cookies', value: 'reject' }] }] },
  });
  const page = await context.newPage();
  await page.goto(`${base}/where-when`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: account.social.google, exact: true }).waitFor();
  await shot(page, 'login', width);
  await dialog.getByRole('tab', { name: account.login.agency }).click();
  await shot(page, 'login-agency', width);
  await dialog.getByRole('tab', { name: account.login.individual }).click();
  await dialog.getByRole('button', { name: account.login.signUp, exact: true }).click();
  await dialog.getByRole('heading', { name: account.signup.title }).waitFor();
  await dialog.getByRole('textbox', { name: account.fields.email, exact: true }).fill('marta@');
  await dialog.getByRole('textbox', { name: account.fields.name, exact: true }).focus();
  await shot(page, 'signup', width);
  await dialog.getByRole('button', { name: account.signup.login, exact: true }).click();
  await dialog.getByRole('button', { name: account.login.forgot, exact: true }).click();
  await shot(page, 'recovery', width);
  await dialog.getByRole('textbox', { name: account.fields.email, exact: true }).fill('marta.puig@example.com');
  await dialog.getByRole('button', { name: account.recovery.submit, exact: true }).click();
  await dialog.getByRole('status').waitFor();
  await shot(page, 'recovery-done', width);

  // The business demo account: user menu, logo badge, change-user-mode dialog.
  await dialog.getByRole('button', { name: account.recovery.back, exact: true }).first().click();
  await dialog.getByRole('textbox', { name: account.fields.email, exact: true }).fill('empresa@demo.parking');
  await dialog.getByRole('textbox', { name: account.fields.password, exact: true }).fill('Demo-empresa-2026');
  await dialog.getByRole('button', { name: account.login.submit, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const menuButton = page.locator('[data-account-slot] button[aria-haspopup="menu"]');
  await menuButton.click();
  await page.getByRole('menu').waitFor();
  await shot(page, 'user-menu', width);
  const switchItem = page.getByRole('menuitem', { name: new RegExp(`${account.header.toBusiness}|${account.header.toIndividual}`) });
  await switchItem.click();
  await page.getByRole('dialog', { name: account.userMode.title }).waitFor();
  await shot(page, 'user-mode', width);
  await page.getByRole('dialog').getByRole('button', { name: account.userMode.cancel, exact: true }).click();

  // The traveller step filled from the account (and its billing profile).
  const q = new URLSearchParams({ in_common_terminal_id: '1', out_common_terminal_id: '2', start_date: madridWire(40, 10, 0), end_date: madridWire(43, 12, 0) });
  await page.goto(`${base}/products?${q}`);
  await page.getByRole('button', { name: new RegExp(`^${booking.products.chooseProduct.split('{{')[0]}`) }).first().click();
  await page.waitForURL(/\/services$/);
  await page.getByRole('button', { name: app.common.continue, exact: true }).click();
  await page.waitForURL(/\/traveler-data$/);
  await page.getByRole('textbox', { name: traveler.reservation.name, exact: true }).waitFor();
  await page.waitForFunction(() => document.querySelector('input[name="name"]')?.value !== '');
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(outDir, `account-traveler-data-${width}.png`), fullPage: true, animations: 'disabled' });

  await page.goto(`${base}/my-reservations`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(500);
  await shot(page, 'my-reservations', width);

  // The company administrator's list of the company's users.
  await page.goto(`${base}/company-users`);
  await page.getByRole('list', { name: account.companyUsers.title }).waitFor();
  await shot(page, 'company-users', width);

  await page.goto(`${base}/reset-password?token=abc`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot(page, 'reset-password', width);

  // The company user: premium and washes blocked by the company (spec 6).
  await page.goto(`${base}/where-when`);
  await menuButton.click();
  await page.getByRole('menuitem', { name: account.header.logout }).click();
  const logIn = async (tab, id, password) => {
    await page.getByRole('banner').getByRole('button', { name: account.header.login, exact: true }).click();
    const d = page.getByRole('dialog');
    await d.getByRole('tab', { name: tab }).click();
    await d.getByRole('textbox', { name: tab === account.login.agency ? account.fields.alias : account.fields.email, exact: true }).fill(id);
    await d.getByRole('textbox', { name: account.fields.password, exact: true }).fill(password);
    await d.getByRole('button', { name: account.login.submit, exact: true }).click();
    await d.waitFor({ state: 'detached' });
  };
  await logIn(account.login.individual, 'empleado@demo.parking', 'Demo-empleado-2026');
  await page.goto(`${base}/products?${q}`);
  await page.getByText(offer.blocked.label).first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(outDir, `account-products-blocked-${width}.png`), fullPage: true, animations: 'disabled' });
  await page.getByRole('button', { name: new RegExp(`^${booking.products.chooseProduct.split('{{')[0]}`) }).first().click();
  await page.waitForURL(/\/services$/);
  await page.getByText(offer.blocked.label).first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(outDir, `account-services-blocked-${width}.png`), fullPage: true, animations: 'disabled' });

  // The agency: its name as the logo's badge, its menu.
  await menuButton.click();
  await page.getByRole('menuitem', { name: account.header.logout }).click();
  await logIn(account.login.agency, 'agencia-demo', 'Demo-agencia-2026');
  await menuButton.click();
  await page.getByRole('menu').waitFor();
  await shot(page, 'agency-menu', width);
  await context.close();
}

// SCREENSHOT_PORT: a fixed port (machines shared with other runs), else any free one.
const port = Number(process.env.SCREENSHOT_PORT) || (await freePort());
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'parking-account-shots-'));
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
  console.log(`account screenshots written to ${outDir}`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
