// Traveller data with the plate and flight left empty: what does the bar say?
import { madridDaysFromNow, productsDeepLink } from '../../support/booking-data';
import { open, shot } from './lib';
const { browser, page } = await open();
await page.goto(productsDeepLink(madridDaysFromNow(95, 10, 0), madridDaysFromNow(97, 12, 0)));
await page.getByRole('button', { name: /^Elegir Parking Express/ }).click();
await page.getByRole('button', { name: 'Continuar', exact: true }).click();
await page.waitForURL(/traveler-data/);
const box = (n: string) => page.getByRole('textbox', { name: n, exact: true });
await box('Nombre').fill('Ana');
await box('Apellidos').fill('García López');
await box('Correo electrónico').fill('ana@example.com');
await box('Teléfono').fill('+34 612 345 678');
await page.getByRole('checkbox', { name: /^Acepto las condiciones de venta/ }).check();
await shot(page, '09-hint');
for (const l of ['fr']) { await page.locator('select').first().selectOption(l); await page.waitForTimeout(1000); await shot(page, `09-hint-${l}`); }
await browser.close();
