// Reload in the middle of the traveller form, with an extra, invoice and card chosen; then language switch es→ca→en→fr.
import { madridDaysFromNow, productsDeepLink } from '../../support/booking-data';
import { open, shot, widthOf } from './lib';

const { browser, page, logs } = await open();
await page.goto(productsDeepLink(madridDaysFromNow(60, 10, 0), madridDaysFromNow(63, 12, 0)));
await page.getByRole('button', { name: /^Elegir Parking Express/ }).click();
await page.waitForURL(/services/);
await page.getByRole('button', { name: 'Añadir Lavado exterior', exact: true }).click();
await page.getByRole('button', { name: 'Quitar Lavado exterior', exact: true }).waitFor();
await page.getByRole('button', { name: 'Continuar', exact: true }).click();
await page.waitForURL(/traveler-data/);
const box = (n: string) => page.getByRole('textbox', { name: n, exact: true });
await box('Nombre').fill('Ana');
await box('Apellidos').fill('García López');
await box('Correo electrónico').fill('ana.garcia@example.com');
await box('Teléfono').fill('+34 612 345 678');
await box('Matrícula').fill('1234 BCD');
await page.getByRole('checkbox', { name: 'Necesito factura' }).check();
await box('Nombre y apellidos o razón social').fill('Ana García López');
await box('NIF o número de IVA europeo').fill('12345678Z');
await box('Dirección').fill('Calle Mayor 1');
await box('Ciudad').fill('Barcelona');
await box('Código postal').fill('08001');
await page.getByRole('radio', { name: 'Pagar ahora con tarjeta' }).check();
await page.getByRole('checkbox', { name: /^Acepto las condiciones de venta/ }).check();
await shot(page, '04-before-reload', true);
const dump = async () => page.evaluate(() => [...document.querySelectorAll('main input, main select, main textarea')].map((e) => {
  const i = e as HTMLInputElement; const label = i.labels?.[0]?.textContent?.trim() ?? i.name;
  return `${label}=${i.type === 'checkbox' || i.type === 'radio' ? i.checked : i.value}`; }).join(' | '));
console.log('before:', await dump());
await page.reload();
await page.waitForTimeout(2500);
console.log('url', page.url());
console.log('after :', await dump());
await shot(page, '04-after-reload', true);
console.log('tab bar:', await page.locator('header, [role=region]').first().innerText().catch(() => ''));
// language switch
for (const l of ['ca', 'en', 'fr']) {
  await page.locator('select').first().selectOption(l);
  await page.waitForTimeout(1500);
  await shot(page, `04-lang-${l}`, true);
  console.log(l, 'after:', await dump());
  console.log(l, 'width', await widthOf(page));
}
// any Spanish left in fr?
const text = await page.locator('body').innerText();
console.log('FR PAGE TEXT:\n', text);
for (const l of logs) console.log(l);
await browser.close();
