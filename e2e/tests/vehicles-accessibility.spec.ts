import { expect, type Page, test } from '../support/test';
import { logInViaApi } from '../support/api-setup';
import { expectNoAxeViolations } from '../support/axe';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';
import { DEMO_CLIENT, enterPlate, logInFromHeader, openTravelerData, v, vehicleDialog, vehicleSection } from '../support/vehicles';

// Issue 15: axe-core finds nothing on every view of the vehicle dialog and on the modify-km
// dialog, in the four languages, at 375 px and 1280 px. (The requested-extra-data view opens
// only for car services that require body, engine or km: issue 16 brings them.)
// The guest's dialog is walked at each width (scanning one walk at both widths was tried: the
// plate view's dialog was gone after the resize to 1280 px); the logged-in views log in through
// the api in the saved-vehicles test (the header's login, in each language, stays in the
// my-vehicles test).
const WIDTHS = [375, 1280] as const;
// Each test walks several views (and logs in, or runs axe several times): a slower budget than 30 s.
test.describe.configure({ timeout: 90_000 });

async function walkGuestViews(page: Page, lang: Lang, label: string) {
  const axe = (view: string) => expectNoAxeViolations(page, test.info(), `${label}-${view}`);
  const section = vehicleSection(page, lang);
  await section.getByRole('button', { name: v(lang, 'section.add'), exact: true }).click();
  await expect(vehicleDialog(page, lang, 'plate')).toBeVisible();
  await axe('plate');
  await enterPlate(page, lang, 'ABC');
  await expect(page.getByRole('dialog').getByText(tr(lang, 'validation:invalid_plate'))).toBeVisible();
  await axe('plate-error');

  await enterPlate(page, lang, '9999 BBB');
  await expect(vehicleDialog(page, lang, 'notRecognised')).toBeVisible();
  await axe('not-recognised');
  await page.getByRole('dialog').getByRole('button', { name: v(lang, 'notRecognised.continue'), exact: true }).click();

  const selectors = vehicleDialog(page, lang, 'selectors');
  await selectors.getByRole('combobox', { name: v(lang, 'selectors.make') }).selectOption({ label: 'VOLKSWAGEN' });
  await selectors.getByRole('combobox', { name: v(lang, 'selectors.model') }).selectOption({ label: 'GOLF VII' });
  await expect(selectors.getByRole('combobox', { name: v(lang, 'selectors.year') })).toBeVisible();
  await axe('selectors-year');

  await selectors.getByRole('button', { name: v(lang, 'selectors.notFound'), exact: true }).click();
  const notFound = vehicleDialog(page, lang, 'notFound');
  await notFound.getByRole('button', { name: v(lang, 'notFound.submit'), exact: true }).click();
  await expect(notFound.getByText(tr(lang, 'validation:required')).first()).toBeVisible();
  await axe('not-found');
  await notFound.getByRole('button', { name: v(lang, 'selectors.missingModel'), exact: true }).click();
  await expect(vehicleDialog(page, lang, 'missingModel')).toBeVisible();
  await axe('missing-model');

  // back to the plate entry with the arrow (three views back)
  for (let i = 0; i < 4; i += 1) await page.getByRole('dialog').getByRole('button', { name: v(lang, 'back'), exact: true }).click();
  await expect(vehicleDialog(page, lang, 'plate')).toBeVisible();
  await enterPlate(page, lang, '4821 KMN');
  await expect(vehicleDialog(page, lang, 'found')).toBeVisible();
  await axe('found');
  await page.getByRole('dialog').getByRole('button', { name: v(lang, 'found.continue'), exact: true }).click();
  await expect(vehicleDialog(page, lang, 'done')).toBeVisible();
  await axe('done');
  await page.getByRole('dialog').getByRole('button', { name: v(lang, 'done.accept'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await axe('section');

  await section.getByRole('button', { name: v(lang, 'section.change'), exact: true }).click();
  await expect(vehicleDialog(page, lang, 'changeWarning')).toBeVisible();
  await axe('change-warning');
  await page.getByRole('dialog').getByRole('button', { name: v(lang, 'changeWarning.cancel'), exact: true }).click();

  await section.getByRole('button', { name: v(lang, 'section.modifyKm'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: v(lang, 'km.title') })).toBeVisible();
  await axe('km');
  await page.getByRole('dialog').getByRole('button', { name: v(lang, 'close'), exact: true }).click();
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`vehicle dialog views have no axe violations (${lang}, ${width} px)`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.addInitScript(...langInitScript(lang));
      await openTravelerData(page, request, lang, 111 + LANGS.indexOf(lang) * 2 + (width === 375 ? 1 : 0));
      await page.setViewportSize({ width, height: 800 });
      await walkGuestViews(page, lang, `${lang}-${width}`);
      if (width === 375 && lang === 'es') await page.screenshot({ path: test.info().outputPath('traveler-vehicle-375-es.png'), fullPage: true });
    });
  }

  test(`the my-vehicles page has no axe violations (${lang}, 375 and 1280 px)`, async ({ page }) => {
    await page.addInitScript(...langInitScript(lang));
    await page.goto('/my-vehicles');
    // The header's login in every language stays tested here; the saved-vehicles test below logs in through the api.
    await logInFromHeader(page, DEMO_CLIENT, lang);
    await expect(page.getByRole('list', { name: v(lang, 'page.title') }).getByRole('listitem').first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page, test.info(), `${lang}-${width}-my-vehicles`);
    }
  });

  test(`the saved-vehicles view has no axe violations (${lang}, 375 and 1280 px)`, async ({ page, request }) => {
    await page.addInitScript(...langInitScript(lang));
    await logInViaApi(page, DEMO_CLIENT);
    await openTravelerData(page, request, lang, 131 + LANGS.indexOf(lang));
    await vehicleSection(page, lang).getByRole('button', { name: v(lang, 'section.add'), exact: true }).click();
    await expect(vehicleDialog(page, lang, 'saved')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page, test.info(), `${lang}-${width}-saved`);
    }
  });
}
