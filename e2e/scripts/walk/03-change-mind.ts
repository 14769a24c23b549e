// Change your mind: product + extra, back to where-when, change car park and dates, continue.
import { displayDay, madridDaysFromNow, productsDeepLink } from '../../support/booking-data';
import { open, shot } from './lib';

const { browser, page, logs } = await open();
const calcs: string[] = [];
page.on('request', (r) => { if (r.url().includes('/api/offers/calculate')) calcs.push(r.postData() ?? ''); });
await page.goto(productsDeepLink(madridDaysFromNow(40, 10, 0), madridDaysFromNow(43, 12, 0)));
await page.getByRole('button', { name: /^Elegir Parking Express/ }).click();
await page.waitForURL(/services/);
await page.getByRole('button', { name: 'Añadir Lavado exterior', exact: true }).click();
await page.getByRole('button', { name: 'Añadir Plaza cubierta reservada', exact: true }).click();
await page.waitForTimeout(1000);
await shot(page, '03-services-1');
// back to where-when by the step bar
await page.getByRole('link', { name: 'Dónde y cuándo' }).click();
await page.waitForURL(/where-when/);
await page.waitForTimeout(800);
await page.getByLabel('Aparcamiento', { exact: true }).selectOption({ label: 'Aeropuerto Adolfo Suárez Madrid-Barajas' });
await page.waitForTimeout(300);
console.log('products', await page.getByLabel('Tipo de parking', { exact: true }).locator('option').allInnerTexts());
// Barajas sells one product today: it is chosen on its own; pick the second only when there is one.
const productOptions = await page.getByLabel('Tipo de parking', { exact: true }).locator('option:not([disabled])').count();
if (productOptions > 1) await page.getByLabel('Tipo de parking', { exact: true }).selectOption({ index: 1 });
await page.getByLabel('Fecha de entrada', { exact: true }).fill(displayDay(madridDaysFromNow(50, 10, 0)));
await page.getByLabel('Fecha de salida', { exact: true }).fill(displayDay(madridDaysFromNow(52, 10, 0)));
await page.keyboard.press('Tab');
const flight = page.getByLabel('Número de vuelo de vuelta', { exact: true });
if (await flight.count()) { console.log('flight value', await flight.inputValue()); if (!(await flight.inputValue())) await flight.fill('IB123'); }
await shot(page, '03-ww-changed', true);
await page.getByRole('button', { name: 'Ver precios' }).click();
await page.waitForURL(/products/);
await page.waitForTimeout(1500);
await shot(page, '03-products-2', true);
console.log('choose', await page.getByRole('button', { name: /^Elegir/ }).evaluateAll((b) => b.map((x) => x.getAttribute('aria-label') ?? x.textContent)));
await page.getByRole('button', { name: /^Elegir/ }).first().click();
await page.waitForURL(/services/);
await page.waitForTimeout(1500);
await shot(page, '03-services-2');
console.log('remove buttons', await page.getByRole('button', { name: /^Quitar/ }).evaluateAll((b) => b.map((x) => x.getAttribute('aria-label') ?? x.textContent)));
console.log('tabbar', await page.getByRole('region', { name: /pasos|Pasos/ }).innerText().catch(() => '?'));
console.log('calcs:'); for (const c of calcs) console.log(c);
for (const l of logs) console.log(l);
await browser.close();
