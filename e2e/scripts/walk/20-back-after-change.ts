// Back after saving a change, and after cancelling.
import { bookExpressViaApi, madridDaysFromNow } from '../../support/booking-data';
import { open, shot } from './lib';

const EMAIL = `walk-back-${Date.now()}@example.com`;
const { browser, page, logs, request } = await open();
await bookExpressViaApi(request as never, { start: madridDaysFromNow(160, 10, 0), end: madridDaysFromNow(162, 18, 0), email: EMAIL, lang: 'es' });
const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`)).json()) as { mails: { text: string }[] };
const conf = /\/confirmation\?reservation_token=[\w-]+/.exec(mails.mails[0]!.text)![0];
await page.goto(conf);
await page.getByRole('link', { name: 'Cambiar mi reserva' }).click();
await page.waitForURL(/modify_res_token/);
await page.getByRole('button', { name: 'Añadir Lavado exterior', exact: true }).click();
await page.getByRole('button', { name: 'Quitar Lavado exterior', exact: true }).waitFor();
await page.getByRole('button', { name: 'Guardar', exact: true }).click();
await page.waitForURL(/confirmation/);
await page.waitForTimeout(1000);
page.on('framenavigated', (f) => { if (f === page.mainFrame()) console.log('nav', f.url()); }); page.on('load', () => console.log('load', page.url()));
await page.goBack();
await page.waitForTimeout(2500);
console.log('back after save →', page.url());
await shot(page, '20-back-after-save');
console.log((await page.locator('main').innerText()).slice(0, 300).replace(/\n+/g, ' | '));
console.log('remove wash', await page.getByRole('button', { name: 'Quitar Lavado exterior', exact: true }).count(), 'save enabled', await page.getByRole('button', { name: 'Guardar', exact: true }).isEnabled().catch(() => 'none'));
// save again the same? remove wash and save
if (await page.getByRole('button', { name: 'Quitar Lavado exterior', exact: true }).count()) {
  await page.getByRole('button', { name: 'Quitar Lavado exterior', exact: true }).click();
  await page.getByRole('button', { name: 'Añadir Lavado exterior', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.waitForTimeout(2500);
  console.log('after second save', page.url(), (await page.locator('main').innerText()).slice(0, 200).replace(/\n+/g, ' | '));
}
for (const l of logs) console.log(l);
await browser.close();
