import { expect, type Page, type Response, test } from '../support/test';
import { logInViaApi } from '../support/api-setup';
import { expectNoAxeViolations } from '../support/axe';
import { LANGS, type Lang, langInitScript } from '../support/i18n';
import { DEMO_CLIENT, enterPlate, newClient, openTravelerData, uniqueEmail, v, vehicleDialog, vehicleSection } from '../support/vehicles';

// Issue 15.5 "set workshop type" (spec 3, 7; decision 0023: official | independent) and spec 4
// "Changing vehicle, km or workshop type warns first", on the built product. The warning itself
// needs a booking holding car services (issue 16's cards, not on this branch): its browser path
// with services is the car-services spec's; here the booking holds none, so the change goes
// ahead at once, and the component test (booking-vehicle.test.tsx) covers the warning.
const lang: Lang = 'es';
test.describe.configure({ timeout: 90_000 });

// The api client adds ?lang= to every call: match the path only.
const isWorkshopPut = (r: Response) => r.request().method() === 'PUT' && /^\/api\/vehicles\/\d+\/workshop_type$/.test(new URL(r.url()).pathname);
const workshopSelect = (scope: ReturnType<Page['getByRole']>, l: Lang = lang) => scope.getByRole('combobox', { name: v(l, 'workshop.label') });

async function addByPlateOnMyVehicles(page: Page, plate: string) {
  await page.getByRole('button', { name: v(lang, 'page.addPlate'), exact: true }).click();
  await enterPlate(page, lang, plate);
  await vehicleDialog(page, lang, 'found').getByRole('button', { name: v(lang, 'found.continue'), exact: true }).click();
  await vehicleDialog(page, lang, 'done').getByRole('button', { name: v(lang, 'done.accept'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('my vehicles: the owner sets the workshop type; it is kept after a reload', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const client = await newClient(api, uniqueEmail('veh-workshop', test.info().workerIndex));
  await api.dispose();
  await logInViaApi(page, client);
  await page.goto('/my-vehicles');
  await addByPlateOnMyVehicles(page, '2468 JKL');
  const card = page.getByRole('list', { name: v(lang, 'page.title') }).getByRole('listitem').filter({ hasText: '2468 JKL' });
  const select = workshopSelect(card);
  const save = card.getByRole('button', { name: v(lang, 'workshop.save'), exact: true });
  await expect(select).toHaveValue('');
  await expect(save).toBeDisabled();

  await select.selectOption({ label: v(lang, 'workshop.official') });
  await expect(save).toBeEnabled();
  const put = page.waitForResponse((r) => isWorkshopPut(r));
  await save.click();
  expect((await put).status()).toBe(200);
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(workshopSelect(page.getByRole('list', { name: v(lang, 'page.title') }).getByRole('listitem').filter({ hasText: '2468 JKL' }))).toHaveValue('official');

  // and back to "not chosen" (null clears it)
  const again = page.getByRole('list', { name: v(lang, 'page.title') }).getByRole('listitem').filter({ hasText: '2468 JKL' });
  await workshopSelect(again).selectOption({ label: v(lang, 'workshop.none') });
  const cleared = page.waitForResponse((r) => isWorkshopPut(r));
  await again.getByRole('button', { name: v(lang, 'workshop.save'), exact: true }).click();
  expect(((await (await cleared).json()) as { workshop_type: string | null }).workshop_type).toBeNull();
});

test('the booking: a client sets the workshop type of the own vehicle; with no car services neither it nor km warns', async ({ page, request, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const client = await newClient(api, uniqueEmail('veh-workshop-booking', test.info().workerIndex));
  await api.dispose();
  await logInViaApi(page, client);
  await openTravelerData(page, request, lang, 141);
  const section = vehicleSection(page, lang);
  await section.getByRole('button', { name: v(lang, 'section.add'), exact: true }).click();
  await vehicleDialog(page, lang, 'saved').getByRole('button', { name: v(lang, 'saved.add'), exact: true }).click();
  await enterPlate(page, lang, '1590 MHT');
  await vehicleDialog(page, lang, 'found').getByRole('button', { name: v(lang, 'found.continue'), exact: true }).click();
  await vehicleDialog(page, lang, 'done').getByRole('button', { name: v(lang, 'done.accept'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const select = workshopSelect(section);
  await select.selectOption({ label: v(lang, 'workshop.independent') });
  const put = page.waitForResponse((r) => isWorkshopPut(r));
  await section.getByRole('button', { name: v(lang, 'workshop.save'), exact: true }).click();
  expect((await put).status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(select).toHaveValue('independent');

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page, test.info(), `${lang}-${width}-booking-workshop`);
    if (width === 375) await page.screenshot({ path: test.info().outputPath('booking-workshop-375-es.png'), fullPage: true });
  }

  // no car services on this booking: the km change opens the km dialog, no warning first
  await section.getByRole('button', { name: v(lang, 'section.modifyKm'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: v(lang, 'km.title') })).toBeVisible();
  await expect(page.getByRole('dialog', { name: v(lang, 'title.changeKmWarning') })).toHaveCount(0);
});

for (const lang of LANGS) {
  test(`the workshop type control on my vehicles has no axe violations (${lang}, 375 and 1280 px)`, async ({ page }) => {
    await page.addInitScript(...langInitScript(lang));
    await logInViaApi(page, DEMO_CLIENT);
    await page.goto('/my-vehicles');
    const card = page.getByRole('list', { name: v(lang, 'page.title') }).getByRole('listitem').first();
    const select = workshopSelect(card, lang);
    await expect(select).toBeVisible();
    // a changed choice (not saved: the demo client's cars stay as seeded) enables the save button
    const other = (await select.inputValue()) === 'independent' ? 'workshop.official' : 'workshop.independent';
    await select.selectOption({ label: v(lang, other) });
    await expect(card.getByRole('button', { name: v(lang, 'workshop.save'), exact: true })).toBeEnabled();
    await expect(card.getByRole('group', { name: new RegExp(`^${v(lang, 'workshop.label')}: `) })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page, test.info(), `${lang}-${width}-my-vehicles-workshop`);
      if (lang === 'es') await page.screenshot({ path: test.info().outputPath(`my-vehicles-workshop-${width}-es.png`), fullPage: true });
    }
  });
}
