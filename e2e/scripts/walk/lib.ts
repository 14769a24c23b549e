// Exploration helpers for the traveller walk (manual scripts against a running server, WALK_PORT).
import { chromium, type Page } from '@playwright/test';
import args from '../../support/chromium-args.json' with { type: 'json' };
export const BASE = `http://127.0.0.1:${process.env.WALK_PORT ?? 3615}`;
export const OUT = process.env.WALK_OUT ?? '/tmp/walk';
export async function open({ width = 375, height = 812, storage = guest() as unknown, locale = 'es-ES' } = {}) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
  const context = await browser.newContext({ viewport: { width, height }, baseURL: BASE, storageState: storage as never, timezoneId: 'Europe/Madrid', locale });
  const page = await context.newPage();
  const logs: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`[${m.type()}] ${m.text()}`); });
  page.on('pageerror', (e) => logs.push(`[pageerror] ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) logs.push(`[http ${r.status()}] ${r.request().method()} ${r.url()}`); });
  return { browser, context, page, logs, request: context.request };
}
export const shot = (page: Page, name: string, full = false) => page.screenshot({ path: `${OUT}/${name}.png`, fullPage: full });
export function guest() { return { cookies: [], origins: [{ origin: BASE, localStorage: [{ name: 'guest_choice', value: String(Date.now()) }, { name: 'cookies', value: 'reject' }] }] }; }
export const NEW = { cookies: [], origins: [] };
export const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
