import { expect, type Page, test } from '../support/test';
import { displayDay, madridDaysFromNow } from '../support/booking-data';
import { tr } from '../support/i18n';

// The first screen paints as HTML before the app has loaded (decisions 0038, 0061). A tap on
// one of its buttons, or a choice in its language list, made before the app has started used to
// do nothing at all: the HTML has no handlers, and React replaces it rather than hydrating it.
// The loader keeps the tap or the choice and the app gives it to the button or list that stands
// in its place once it has started. The app's scripts are held back 2 s here (a slow phone).
const lang = 'es';

async function slowApp(page: Page) {
  await page.route(/\/assets\/(?!after-paint-)[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: tr(lang, 'booking:whereWhen.title') });

test('"Log in" tapped before the app has started opens the login dialog once it has', async ({ page }) => {
  await slowApp(page);
  await page.goto('/where-when');
  await expect(heading(page)).toBeVisible();
  await page.getByRole('button', { name: tr(lang, 'app:header.login'), exact: true }).click();
  // Still the HTML: nothing answers yet.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog').getByRole('textbox', { name: new RegExp(tr(lang, 'account:fields.email')) })).toBeVisible();
});

test('the calendar button tapped before the app has started opens the calendar once it has', async ({ page }) => {
  await slowApp(page);
  await page.goto('/where-when');
  await expect(heading(page)).toBeVisible();
  await page.getByRole('button', { name: tr(lang, 'booking:datePicker.openStart'), exact: true }).click();
  await expect(page.getByRole('group', { name: tr(lang, 'booking:datePicker.title') })).toBeVisible({ timeout: 15_000 });
});

test('a language chosen before the app has started is the one it starts in', async ({ page }) => {
  await slowApp(page);
  await page.goto('/where-when');
  await expect(heading(page)).toBeVisible();
  await page.getByRole('combobox', { name: tr(lang, 'app:header.languageLabel') }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'booking:whereWhen.title') })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('combobox', { name: tr('en', 'app:header.languageLabel') })).toHaveValue('en');
});

test('a date typed before the app has started is still in its field once it has', async ({ page }) => {
  await slowApp(page);
  await page.goto('/where-when');
  await expect(heading(page)).toBeVisible();
  const day = displayDay(madridDaysFromNow(45, 10, 0));
  const entry = page.getByLabel(tr(lang, 'booking:whereWhen.entryDate'), { exact: true });
  await entry.pressSequentially(day);
  await expect(entry).toHaveValue(day);
  // The app has started once the place list is enabled (the catalogue loaded): the field is the app's now.
  await expect(page.getByLabel(tr(lang, 'booking:whereWhen.place'), { exact: true })).toBeEnabled({ timeout: 15_000 });
  await expect(entry).toHaveValue(day);
  // The focus is back in the field: the next keys land there.
  await expect(entry).toBeFocused();
  await entry.blur();
  await expect(entry).toHaveValue(day);
});

test('without a tap before the start, nothing opens by itself', async ({ page }) => {
  await slowApp(page);
  await page.goto('/where-when');
  await expect(page.getByRole('combobox', { name: tr(lang, 'app:header.languageLabel') })).toBeEnabled();
  // The app has started once the place list is enabled (the catalogue loaded).
  await expect(page.getByLabel(tr(lang, 'booking:whereWhen.place'), { exact: true })).toBeEnabled({ timeout: 15_000 });
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('group', { name: tr(lang, 'booking:datePicker.title') })).toHaveCount(0);
});
