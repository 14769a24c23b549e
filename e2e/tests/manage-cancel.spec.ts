import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { euros, madridDaysFromNow } from '../support/booking-data';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';
import { bookPaidByCard, mailedConfirmationLink, uniqueEmail } from '../support/manage';

// Issue 17.1: a traveller cancels from the confirmation the mail's link opens; the dialog states
// the terms in words and what goes back; the page then says cancelled, with the refund.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const m = (lang: Lang, key: string, vars?: Record<string, string>) => tr(lang, `manage:${key}`, vars);

for (const [i, lang] of LANGS.entries()) {
  test(`cancel a card booking from the mail's link, inside the free window: all is refunded (${lang})`, async ({ page, request }, testInfo) => {
    await page.addInitScript(...langInitScript(lang));
    const email = uniqueEmail(`cancel-${lang}`, testInfo.workerIndex);
    const { reference, token } = await bookPaidByCard(request, { start: madridDaysFromNow(50 + i, 10, 0), end: madridDaysFromNow(52 + i, 18, 0), email, lang });
    type Manage = { cancellation: { paid: number; refund_now: number; terms: { free_until: string } } };
    let manage: Manage = { cancellation: { paid: 0, refund_now: 0, terms: { free_until: '' } } };
    await expect
      .poll(async () => {
        manage = (await (await request.get('/api/reservation/manage', { headers: { 'X-Reservation-Token': token } })).json()) as Manage;
        return manage.cancellation.paid;
      })
      .toBeGreaterThan(0);

    const mailLink = await mailedConfirmationLink(request, email);
    const mailToken = new URLSearchParams(mailLink.split('?')[1]).get('reservation_token');
    await page.goto(mailLink);
    await expect(h1(page)).toHaveText(tr(lang, 'confirmation:success.title'));
    const actions = page.getByRole('region', { name: m(lang, 'actions_heading') });
    const [d, t] = manage.cancellation.terms.free_until.split(' ');
    const [y, mo, da] = d!.split('-');
    const freeUntil = `${da}/${mo}/${y} ${t!.slice(0, 5)}`;
    await expect(actions).toContainText(m(lang, 'terms_free_until', { date: freeUntil }));
    await expect(actions.getByRole('link', { name: m(lang, 'change_link') })).toHaveAttribute('href', `/services?modify_res_token=${mailToken}`);
    // The price block says the same terms.
    await expect(page.getByText(m(lang, 'terms_free_until', { date: freeUntil })).first()).toBeVisible();

    await actions.getByRole('button', { name: m(lang, 'cancel_button') }).click();
    const dialog = page.getByRole('dialog', { name: m(lang, 'cancel_dialog_title', { reference }) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(m(lang, 'terms_free_until', { date: freeUntil }));
    await expect(dialog).toContainText(m(lang, 'cancel_refund_all', { amount: euros(manage.cancellation.paid, lang) }));
    if (i === 0) {
      await page.screenshot({ path: `/tmp/manage-cancel-dialog-1280.png` });
      await expectNoAxeViolations(page, testInfo, 'cancel dialog 1280');
    }
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: m(lang, 'cancel_keep') }).click();
    await expect(dialog).toHaveCount(0);
    await actions.getByRole('button', { name: m(lang, 'cancel_button') }).click();
    await dialog.getByRole('button', { name: m(lang, 'cancel_confirm') }).click();

    await expect(h1(page)).toHaveText(m(lang, 'cancelled_title'));
    await expect(page.getByTestId('cancel-refund')).toHaveText(m(lang, 'cancelled_refund', { amount: euros(manage.cancellation.paid, lang) }));
    await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
    // The server agrees, and a second cancel answers the cancelled booking without a second refund.
    const again = await request.post(`/api/reservations/${reference}/cancel`, { headers: { 'X-Reservation-Token': token }, data: {} });
    expect(again.status()).toBe(200);
    const body = (await again.json()) as { cancelled_now: boolean; refunded: number; reservation: { status: string; refunded: number } };
    expect(body.cancelled_now).toBe(false);
    expect(body.refunded).toBe(0);
    expect(body.reservation.status).toBe('cancelled');
    expect(body.reservation.refunded).toBe(manage.cancellation.paid);
    // The reload still says it.
    await page.reload();
    await expect(h1(page)).toHaveText(m(lang, 'cancelled_title'));
  });
}

test('the cancel dialog has no axe violations at 375 px (es)', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = uniqueEmail('cancel-axe', testInfo.workerIndex);
  const { token, reference } = await bookPaidByCard(request, { start: madridDaysFromNow(60, 10, 0), end: madridDaysFromNow(61, 10, 0), email, lang: 'es' });
  await page.goto(`/confirmation?reservation_token=${token}`);
  const actions = page.getByRole('region', { name: m('es', 'actions_heading') });
  // axe after the page rendered (it ran on the loading document, with no main and no h1, when the machine was slow)
  await expect(actions).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'confirmation with manage actions 375');
  await actions.getByRole('button', { name: m('es', 'cancel_button') }).click();
  await expect(page.getByRole('dialog', { name: m('es', 'cancel_dialog_title', { reference }) })).toBeVisible();
  await page.screenshot({ path: '/tmp/manage-cancel-dialog-375.png' });
  await expectNoAxeViolations(page, testInfo, 'cancel dialog 375');
});
