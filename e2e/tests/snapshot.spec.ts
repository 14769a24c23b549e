import { expect, test } from '../support/test';
import { madridDaysFromNow } from '../support/booking-data';
import { tr } from '../support/i18n';
import { openServices, openSummary } from '../support/offer-flow';

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
