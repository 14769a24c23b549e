import { expect, test } from '../support/test';
import { euros, madridDaysFromNow } from '../support/booking-data';
import { tr } from '../support/i18n';
import { addButton, firstOfKind, openServices, openSummary, removeButton } from '../support/offer-flow';

// Spec 4 Snapshot (features/snapshot/snapshot.ts): only a reload within 15 minutes restores
// what was typed; a fresh navigation discards it.
test('a reload on traveller data keeps what was typed; a fresh visit does not', async ({ page, request }) => {
  const lang = 'es';
  await openServices(page, request, lang, madridDaysFromNow(71, 10, 0), madridDaysFromNow(74, 12, 0));
  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/traveler-data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'app:travelerData.title'));

  const name = page.getByRole('textbox', { name: tr(lang, 'traveler:reservation.name'), exact: true });
  const plate = page.getByRole('textbox', { name: tr(lang, 'traveler:reservation.plate'), exact: true });
  await name.fill('Snapshot');
  await plate.fill('4321 XYZ');
  // The form saves with a debounce: wait until the snapshot holds the plate, not a fixed time.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('state_snapshot') ?? '')).toContain('4321 XYZ');

  await page.reload();
  await expect(name).toHaveValue('Snapshot');
  await expect(plate).toHaveValue('4321 XYZ');

  // Same storage, but a navigation rather than a reload: the snapshot is not restored.
  await page.goto('/traveler-data');
  // Without a restored booking there is no product to fill data for: the guest starts again.
  await expect(page).toHaveURL(/\/where-when/);
  await expect(page.getByRole('textbox', { name: tr(lang, 'traveler:reservation.name'), exact: true })).toHaveCount(0);
});

// Choosing a product continues the flow as Continue does: the snapshot is saved there too.
test('a reload on services right after choosing a product keeps the booking', async ({ page, request }) => {
  const lang = 'es';
  const { product } = await openServices(page, request, lang, madridDaysFromNow(75, 10, 0), madridDaysFromNow(77, 12, 0));
  await page.reload();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'app:services.title'));
  const summary = await openSummary(page, lang);
  await expect(summary).toContainText(product.name);
});

// A wash chosen on services and then a reload (before Continue): the wash is still chosen and
// priced, as a product, voucher or points choice is (services-page.tsx saves on each choice).
test('a reload on services after adding a wash keeps the wash', async ({ page, request }) => {
  const lang = 'es';
  const { extras } = await openServices(page, request, lang, madridDaysFromNow(240, 10, 0), madridDaysFromNow(242, 12, 0));
  const wash = firstOfKind(extras, 'wash');
  await addButton(page, lang, wash).click();
  await expect(removeButton(page, lang, wash)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('state_snapshot') ?? '')).toContain(`"extras":[${wash.id}]`);
  await page.reload();
  await expect(page).toHaveURL(/\/services$/);
  await expect(removeButton(page, lang, wash)).toBeVisible();
  // The summary prices it again (its line is the kind's, 'Lavado', with the wash's price).
  const summary = await openSummary(page, lang);
  await expect(summary).toContainText(euros(wash.price, lang));
});
