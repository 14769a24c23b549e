import { expect, test } from '../support/test';
import { formatWireDate } from '@parking/domain/time/madrid';
import { EXPRESS_PRAT, madridDaysFromNow } from '../support/booking-data';
import { type Lang, langInitScript, tr } from '../support/i18n';

// Spec 2 /confirmation: a wrong reservation_token is a clear message, never an empty page.
for (const lang of ['es', 'en'] as Lang[]) {
  test(`a wrong reservation_token shows the not-found message (${lang})`, async ({ page }) => {
    await page.addInitScript(...langInitScript(lang));
    await page.goto('/confirmation?reservation_token=PK_999999_deadbeef');
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'traveler:confirmation.notFoundTitle') })).toBeVisible();
    await expect(page.getByText(tr(lang, 'traveler:confirmation.notFoundText'))).toBeVisible();
    const start = page.getByRole('link', { name: tr(lang, 'traveler:confirmation.startBooking') });
    await expect(start).toBeVisible();
    await start.click();
    await expect(page).toHaveURL(/\/where-when/);
  });
}

test('a valid reservation_token shows the confirmation with that reference', async ({ page, request }) => {
  // Far in the future and unique to this test, so capacity and other workers never interfere.
  const start = madridDaysFromNow(61, 10, 0);
  const end = madridDaysFromNow(63, 10, 0);
  const email = `token-${Date.now()}@example.com`;
  const res = await request.post('/api/reservations', {
    headers: { 'accept-language': 'en' },
    data: {
      startDate: formatWireDate(start),
      endDate: formatWireDate(end),
      productId: EXPRESS_PRAT,
      in_terminal: 41,
      reservation: { name: 'Ana', surname: 'García López', email, phone: '+34 612 345 678', plate: '1234 BCD', flightNumber: 'IB 3101' },
      billing: { name: 'Ana García', nif: '12345678Z', address: 'Carrer de Mallorca 1', city: 'Barcelona', zip: '08001', state: 'Barcelona', country: 'ES', invoiceEmail: email },
      terms: { salesTerms: true },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { reference, reservation_token: token } = (await res.json()) as { reference: string; reservation_token: string };
  expect(reference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await page.addInitScript(...langInitScript('en'));
  await page.goto(`/confirmation?reservation_token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'confirmation:success.title') })).toBeVisible();
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
  await expect(page.getByText(email).first()).toBeVisible();

  // Issue 7.2: the booking number is not a credential. The old kind of link (the booking
  // number as the token) shows the not-found message, and no personal data.
  await page.goto(`/confirmation?reservation_token=${encodeURIComponent(reference)}`);
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'traveler:confirmation.notFoundTitle') })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  // The mail's link opens the same confirmation.
  const mails = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const [mail] = ((await mails.json()) as { mails: { text: string }[] }).mails;
  const link = /https?:\/\/\S+\/confirmation\?reservation_token=([A-Za-z0-9_-]{43})/.exec(mail!.text);
  expect(link?.[1]).toBe(token);
  await page.goto(`/confirmation?reservation_token=${link![1]}`);
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
});
