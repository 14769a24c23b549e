import { expect, test } from '../support/test';
import { madridDaysFromNow } from '../support/booking-data';
import { tr } from '../support/i18n';
import { openServices } from '../support/offer-flow';
import { acceptSalesTerms, fillReservationForm } from '../support/traveler';


// Issue 4 card path: the sandbox 3-D Secure card passes the challenge frame.
test('the 3-D Secure sandbox card passes the challenge frame and confirms', async ({ page, request }) => {
  const lang = 'es';
  const email = `card-${Date.now()}-${test.info().workerIndex}@example.com`;
  await openServices(page, request, lang, madridDaysFromNow(121, 10, 0), madridDaysFromNow(123, 12, 0));
  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await fillReservationForm(page, lang, email);
  await page.getByRole('radio', { name: tr(lang, 'traveler:payment.card') }).check();
  await acceptSalesTerms(page, lang);
  await page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true }).click();

  const card = page.getByRole('dialog');
  await card.getByRole('textbox', { name: tr(lang, 'traveler:card.number') }).fill('4000 0000 0000 3220');
  await card.getByRole('textbox', { name: tr(lang, 'traveler:card.expMonth') }).fill('12');
  await card.getByRole('textbox', { name: tr(lang, 'traveler:card.expYear') }).fill(String(new Date().getFullYear() + 2));
  await card.getByRole('textbox', { name: tr(lang, 'traveler:card.cvc') }).fill('123');
  await card.getByRole('button', { name: tr(lang, 'traveler:card.pay') }).click();

  const frame = page.getByTitle(tr(lang, 'traveler:challenge.frameTitle'));
  await expect(frame).toBeVisible();
  expect((await frame.boundingBox())?.height).toBe(500);
  await page.frameLocator(`iframe[title="${tr(lang, 'traveler:challenge.frameTitle')}"]`)
    .getByRole('button', { name: tr(lang, 'payment:authorise') })
    .click();
  await expect(page).toHaveURL(/\/confirmation/);
  await expect(page.getByTestId('reservation-reference')).toHaveText(/^[2-9A-HJ-NP-Z]{8}$/);
});

// A card that fails (sandbox 4000 0000 0000 0002): the dialog says so and keeps the traveller
// in it; a second card that passes confirms the booking as paid by card, in the page and in the
// one mail sent (issue 9.1: the mail says how it is paid).
test('a declined card says so in the dialog; another card then pays and the confirmation and its mail say "paid by card"', async ({ page, request }) => {
  const lang = 'es';
  const email = `declined-${Date.now()}-${test.info().workerIndex}@example.com`;
  await openServices(page, request, lang, madridDaysFromNow(125, 10, 0), madridDaysFromNow(127, 12, 0));
  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await fillReservationForm(page, lang, email);
  await page.getByRole('radio', { name: tr(lang, 'traveler:payment.card') }).check();
  await acceptSalesTerms(page, lang);
  await page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true }).click();

  const card = page.getByRole('dialog', { name: tr(lang, 'traveler:card.title') });
  const pay = async (number: string) => {
    await card.getByRole('textbox', { name: tr(lang, 'traveler:card.number') }).fill(number);
    await card.getByRole('textbox', { name: tr(lang, 'traveler:card.expMonth') }).fill('12');
    await card.getByRole('textbox', { name: tr(lang, 'traveler:card.expYear') }).fill(String(new Date().getFullYear() + 2));
    await card.getByRole('textbox', { name: tr(lang, 'traveler:card.cvc') }).fill('123');
    await card.getByRole('button', { name: tr(lang, 'traveler:card.pay') }).click();
  };
  await pay('4000 0000 0000 0002');
  await expect(card.getByText(tr(lang, 'traveler:card.declined'))).toBeVisible();
  await expect(page).toHaveURL(/\/traveler-data$/);

  await pay('4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/confirmation/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'confirmation:success.title'));
  await expect(page.getByTestId('payment-status')).toHaveText(tr(lang, 'confirmation:payment.card'));
  const reference = (await page.getByTestId('reservation-reference').textContent())!.trim();
  const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { mails: { subject: string; text: string }[] };
  expect(mails.mails.map((m) => m.subject)).toEqual([`Reserva confirmada ${reference}`]);
  expect(mails.mails[0]!.text).toContain('Pagado con tarjeta.');
});
