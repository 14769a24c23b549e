import { expect, test } from '../support/test';
import { madridDaysFromNow } from '../support/booking-data';
import { tr } from '../support/i18n';
import { openServices } from '../support/offer-flow';
import { acceptSalesTerms, fillReservationForm } from '../support/traveler';


// Issue 4: a guest books with 'Pay in parking', reads the reference and finds the e-mail.
test('a guest books with pay in parking and gets the confirmation and the e-mail', async ({ page, request }) => {
  const lang = 'es';
  const email = `guest-${Date.now()}-${test.info().workerIndex}@example.com`;
  await openServices(page, request, lang, madridDaysFromNow(81, 10, 0), madridDaysFromNow(84, 12, 0));
  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/traveler-data$/);

  await fillReservationForm(page, lang, email);
  await expect(page.getByRole('radio', { name: tr(lang, 'traveler:payment.parking') })).toBeChecked();

  const book = page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true });
  await expect(book).toBeDisabled();
  await acceptSalesTerms(page, lang);
  await expect(book).toBeEnabled();
  await book.click();

  await expect(page).toHaveURL(/\/confirmation/);
  const ref = page.getByTestId('reservation-reference');
  await expect(ref).toHaveText(/^[2-9A-HJ-NP-Z]{8}$/);
  const reference = (await ref.textContent())!.trim();
  await expect(page.getByText(email).first()).toBeVisible();
  // The server stores the plate normalised (no space).
  await expect(page.getByText(/^1234 ?BCD$/).first()).toBeVisible();

  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { mails } = (await res.json()) as { mails: { subject: string; text: string }[] };
      return mails.some((m) => `${m.subject} ${m.text}`.includes(reference));
    })
    .toBe(true);
});

// Issue 4 Book: a double click in the real browser stores one reservation (one request, or
// the same Idempotency-Key answered with the same reservation), so one confirmation mail.
test('a double-clicked Book makes one reservation', async ({ page, request }) => {
  const lang = 'es';
  const email = `double-${Date.now()}-${test.info().workerIndex}@example.com`;
  await openServices(page, request, lang, madridDaysFromNow(87, 10, 0), madridDaysFromNow(89, 12, 0));
  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await fillReservationForm(page, lang, email);
  await acceptSalesTerms(page, lang);

  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/reservations') keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true }).dblclick();
  await expect(page).toHaveURL(/\/confirmation/);
  const reference = (await page.getByTestId('reservation-reference').textContent())!.trim();

  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).not.toBe('');
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await res.json()) as { mails: { subject: string }[] };
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toContain(reference);
});
