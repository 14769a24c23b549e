// Switch language mid-flow (es → ca → en → fr) on services with a wash, and on traveller data:
// do the server's names (product, extras, car services) follow?
import { madridDaysFromNow, productsDeepLink } from '../../support/booking-data';
import { open, shot } from './lib';

const { browser, page, logs } = await open();
await page.goto(productsDeepLink(madridDaysFromNow(140, 10, 0), madridDaysFromNow(142, 12, 0)));
await page.getByRole('button', { name: /^Elegir Parking Express/ }).click();
await page.getByRole('button', { name: 'Añadir Lavado exterior', exact: true }).click();
await page.getByRole('button', { name: 'Quitar Lavado exterior', exact: true }).waitFor();
await page.getByRole('button', { name: 'Ver resumen', exact: true }).click();
const words = ['Lavado', 'Aeropuerto', 'Parking Express', 'Quitar', 'Añadir', 'Plaza', 'Servicios', 'Precio', 'Entrega', 'Recogida', 'Pasajeros'];
for (const l of ['ca', 'en', 'fr']) {
  await page.locator('header select').first().selectOption(l);
  await page.waitForTimeout(2000);
  const text = await page.locator('body').innerText();
  const left = words.filter((w) => text.includes(w));
  console.log(l, 'spanish words left:', left);
  for (const w of left) console.log('   ', w, '→', text.split('\n').filter((line) => line.includes(w)).slice(0, 4));
  await shot(page, `16-services-${l}`, true);
}
await page.getByRole('button', { name: 'Continue', exact: true }).or(page.getByRole('button', { name: 'Continuer', exact: true })).first().click();
await page.waitForURL(/traveler-data/);
await page.waitForTimeout(1500);
const text = await page.locator('body').innerText();
console.log('td fr spanish words:', words.filter((w) => text.includes(w)));
for (const l of logs) console.log(l);
await browser.close();
