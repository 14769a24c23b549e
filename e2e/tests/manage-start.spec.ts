import { expect, type Page, test } from '../support/test';
import { madridDaysFromNow, productsDeepLink } from '../support/booking-data';
import { NEW_VISITOR } from '../support/guest';
import { LANGS, langInitScript, tr } from '../support/i18n';

// Issue 17.5 and 17.6, as a truly new visitor (nothing stored: no guest choice, no cookie choice).

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const loginTitle = tr('es', 'account:login.title');

test.describe('a first visit (nothing stored)', () => {
  test.use({ storageState: NEW_VISITOR });

  test('at 375 px the login dialog and the cookie banner show one at a time: the dialog first, the banner once it is closed', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/where-when');
    const dialog = page.getByRole('dialog', { name: loginTitle });
    const banner = page.getByRole('region', { name: tr('es', 'app:cookies.label') });
    await expect(dialog).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.screenshot({ path: '/tmp/manage-first-visit-375.png' });
    await dialog.getByRole('button', { name: tr('es', 'account:login.continueGuest') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banner).toBeVisible();
    // The banner's buttons work (nothing modal over them).
    await banner.getByRole('button', { name: tr('es', 'app:cookies.accept') }).click();
    await expect(banner).toHaveCount(0);
  });

  test('once the traveller has started, the login dialog never opens (no dialog over a form in use); the banner then shows', async ({ page }) => {
    await page.goto('/where-when');
    // Start at once, before the account slot's chunk arrives (~1 s after load): as soon as the
    // field works. The prerendered field is disabled until the app has taken the page over
    // (decision 0038 starts the app after the first paint); focusing it before that did nothing,
    // so the dialog opened and the test failed now and then.
    const place = page.getByLabel(tr('es', 'booking:whereWhen.place'), { exact: true });
    await expect(place).toBeEnabled();
    await place.focus();
    await expect(place).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('region', { name: tr('es', 'app:cookies.label') })).toBeVisible();
    await expect(page.locator('[data-account-slot]')).toHaveCount(1);
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog', { name: loginTitle })).toHaveCount(0);
  });

  test('a deep link to products opened by a new visitor: the dialog shows over products before any use, never after a step change', async ({ page }) => {
    await page.goto(productsDeepLink(madridDaysFromNow(12, 10, 0), madridDaysFromNow(14, 10, 0)));
    await expect(page.getByRole('dialog', { name: loginTitle })).toBeVisible();
  });
});

for (const lang of LANGS) {
  test(`after a step change focus is on the new step's heading and the title names the step (${lang})`, async ({ page }) => {
    await page.addInitScript(...langInitScript(lang));
    await page.goto(productsDeepLink(madridDaysFromNow(15, 10, 0), madridDaysFromNow(17, 10, 0)));
    await expect(h1(page)).toHaveText(tr(lang, 'booking:products.title'));
    await expect(page).toHaveTitle(tr(lang, 'app:meta.stepTitle', { step: tr(lang, 'app:steps.products'), n: 2, total: 5 }));
    const choose = page.getByRole('button', { name: new RegExp(`^${tr(lang, 'booking:products.chooseProduct', { name: 'x' }).replace('x', '').trim()}`) }).first();
    await expect(choose).toBeEnabled();
    await choose.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(h1(page)).toHaveText(tr(lang, 'app:services.title'));
    await expect(h1(page)).toBeFocused();
    await expect(page).toHaveTitle(tr(lang, 'app:meta.stepTitle', { step: tr(lang, 'app:steps.services'), n: 3, total: 5 }));
    // Back with the step bar: where-when's heading takes the focus.
    await page.getByRole('link', { name: tr(lang, 'app:steps.where-when') }).click();
    await expect(h1(page)).toHaveText(tr(lang, 'booking:whereWhen.title'));
    await expect(h1(page)).toBeFocused();
    await expect(page).toHaveTitle(tr(lang, 'app:meta.stepTitle', { step: tr(lang, 'app:steps.where-when'), n: 1, total: 5 }));
  });
}
