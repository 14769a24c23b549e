import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { formatWireDate } from '@parking/domain/time/madrid';
import { fetchCatalog, findProduct, madridDaysFromNow } from './booking-data';
import { type Lang, tr } from './i18n';
import { enterPlate, v, vehicleDialog } from './vehicles';

// Issue 16: car services on the services step, on the built product, the sandbox plate
// register (4821 KMN is a Golf VII, README) and the seeded car-service catalogue.
export const cs = (lang: Lang, key: string, vars?: Record<string, string>) => tr(lang, `carServices:${key}`, vars);
export const SERVICE = { es: 'Revisión oficial del fabricante', ca: 'Revisió oficial del fabricant', en: "Manufacturer's scheduled service", fr: 'Révision constructeur' } as const;

export const card = (page: Page, lang: Lang) => page.getByRole('article', { name: SERVICE[lang], exact: true });

/** On the services step: identify the car from the card's prompt and give today's km. */
export async function identifyCar(page: Page, lang: Lang) {
  await card(page, lang).getByRole('button', { name: cs(lang, 'identify_car_first'), exact: true }).click();
  await expect(vehicleDialog(page, lang, 'plate')).toBeVisible();
  await enterPlate(page, lang, '4821 KMN');
  await vehicleDialog(page, lang, 'found').getByRole('button', { name: v(lang, 'found.continue'), exact: true }).click();
  // Spec 5: the service needs today's kilometres: the dialog's extra-data view asks for them.
  const extra = vehicleDialog(page, lang, 'extra');
  await expect(extra).toBeVisible();
  await extra.getByRole('spinbutton', { name: v(lang, 'extra.km') }).fill('45000');
  await extra.getByRole('button', { name: v(lang, 'extra.submit'), exact: true }).click();
  await vehicleDialog(page, lang, 'done').getByRole('button', { name: v(lang, 'done.accept'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card(page, lang).getByRole('button', { name: new RegExp(`^${cs(lang, 'add')}`) })).toBeEnabled();
}


export const PUERTO = 3;

/**
 * Where-when for the Port of Barcelona (its cruise terminals are not in the static terminal
 * list a products deep link reads): the dates come from the URL (ship check-in 9:15, pick-up
 * 10:00), the car park is chosen in the form, then Choose on products lands on /services.
 */
export async function openPortServices(page: Page, request: APIRequestContext, lang: Lang, daysAhead: number) {
  const { place, product } = findProduct(await fetchCatalog(request, lang), PUERTO);
  const q = new URLSearchParams({ start_date: formatWireDate(madridDaysFromNow(daysAhead, 9, 15)), end_date: formatWireDate(madridDaysFromNow(daysAhead + 3, 10, 0)) });
  await page.goto(`/where-when?${q}`);
  await page.getByLabel(tr(lang, 'booking:whereWhen.place'), { exact: true }).selectOption({ label: place.name });
  await page.getByRole('button', { name: tr(lang, 'booking:whereWhen.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/products/);
  await page.getByRole('button', { name: tr(lang, 'booking:products.chooseProduct', { name: product.name }) }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'app:services.title'));
  return product;
}
