import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { bookExpressViaApi, displayDay, euros, madridDaysFromNow } from '../support/booking-data';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';
import { bookPaidByCard, mailedConfirmationLink, uniqueEmail } from '../support/manage';
import { ADMIN_TOKEN, openSummary } from '../support/offer-flow';

// Issue 17.2 and 17.4: the "change my booking" link of the mail's confirmation opens the booking
// in modify mode; a later pick-up costs more and the difference is paid by the sandbox card.
// The agent's link opens ERP mode: Continue reads Save, the header has the ERP cancel link.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const m = (lang: Lang, key: string, vars?: Record<string, string>) => tr(lang, `manage:${key}`, vars);

async function laterPickUp(page: Page, lang: Lang, day: Date) {
  const summary = await openSummary(page, lang);
  await summary.getByRole('button', { name: `${tr(lang, 'summary:modify')} ${tr(lang, 'summary:modifyHint')}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: tr(lang, 'summary:dates.title') });
  await dialog.getByLabel(tr(lang, 'booking:whereWhen.exitDate'), { exact: true }).fill(displayDay(day));
  const flight = dialog.getByLabel(tr(lang, 'booking:whereWhen.flight'), { exact: true });
  if ((await flight.count()) && (await flight.inputValue()) === '') await flight.fill('IB 3101');
  await dialog.getByRole('button', { name: tr(lang, 'summary:dates.confirm'), exact: true }).click();
  await expect(dialog).toBeHidden();
}

for (const [i, lang] of LANGS.entries()) {
  test(`change the dates from the mail's link and pay the difference by sandbox card (${lang})`, async ({ page, request }, testInfo) => {
    await page.addInitScript(...langInitScript(lang));
    const email = uniqueEmail(`change-${lang}`, testInfo.workerIndex);
    const start = madridDaysFromNow(70 + 3 * i, 10, 0);
    const { reference } = await bookPaidByCard(request, { start, end: madridDaysFromNow(72 + 3 * i, 18, 0), email, lang });

    await page.goto(await mailedConfirmationLink(request, email));
    await expect(h1(page)).toHaveText(tr(lang, 'confirmation:success.title'));
    await page.getByRole('link', { name: m(lang, 'change_link') }).click();

    // Modify mode: the booking from the server, on services, Save disabled until something changes.
    await expect(page).toHaveURL(/\/services\?modify_res_token=/);
    await expect(h1(page)).toHaveText(tr(lang, 'app:services.title'));
    await expect(page.getByTestId('manage-notice')).toContainText(reference);
    const save = page.getByRole('button', { name: m(lang, 'save_button'), exact: true });
    await expect(save).toBeDisabled();
    await expect(page.getByText(m(lang, 'save_unchanged'), { exact: false })).toBeVisible();
    // Spec 4: Continue disabled in modify mode while the booking has no service.
    await expect(page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true })).toBeDisabled();

    await laterPickUp(page, lang, madridDaysFromNow(75 + 3 * i, 18, 0));
    await expect(save).toBeEnabled();
    await save.click();

    const card = page.getByRole('dialog', { name: m(lang, 'change_pay_title') });
    await expect(card).toBeVisible();
    if (i === 0) await expectNoAxeViolations(page, testInfo, 'change card dialog 1280');
    await card.getByRole('textbox', { name: tr(lang, 'traveler:card.number') }).fill('4242 4242 4242 4242');
    await card.getByRole('textbox', { name: tr(lang, 'traveler:card.expMonth') }).fill('12');
    await card.getByRole('textbox', { name: tr(lang, 'traveler:card.expYear') }).fill(String(new Date().getFullYear() + 2));
    await card.getByRole('textbox', { name: tr(lang, 'traveler:card.cvc') }).fill('123');
    await card.getByRole('button', { name: tr(lang, 'traveler:card.pay') }).click();

    await expect(page).toHaveURL(/\/confirmation\?reservation_token=/);
    await expect(h1(page)).toHaveText(tr(lang, 'confirmation:success.title'));
    const note = page.getByTestId('change-saved');
    await expect(note).toBeVisible();
    // What the server charged, as the page says it.
    const token = new URL(page.url()).searchParams.get('reservation_token')!;
    const view = (await (await request.get('/api/reservation/manage', { headers: { 'X-Reservation-Token': token } })).json()) as {
      history: { kind: string; charged: number }[];
      reservation: { endDate: string };
    };
    const charged = view.history.find((h) => h.kind === 'change')?.charged ?? 0;
    expect(charged).toBeGreaterThan(0);
    await expect(note).toHaveText(m(lang, 'change_saved_charged', { amount: euros(charged, lang) }));
    expect(view.reservation.endDate.slice(0, 10)).toBe(madridDaysFromNow(75 + 3 * i, 18, 0).toISOString().slice(0, 10));
  });
}

test('the agent link: ERP mode, Continue reads Save and saves, the header links to the ERP reservation view', async ({ page, request }, testInfo) => {
  const { reference } = await bookExpressViaApi(request, {
    start: madridDaysFromNow(90, 10, 0),
    end: madridDaysFromNow(92, 18, 0),
    email: uniqueEmail('agent', testInfo.workerIndex),
    lang: 'es',
  });
  const issued = await request.post('/api/admin/agent-tokens', { headers: { 'x-admin-token': ADMIN_TOKEN }, data: { reference, agent: 'erp-user-7' } });
  expect(issued.status(), await issued.text()).toBe(201);
  const { agent_token } = (await issued.json()) as { agent_token: string };

  await page.goto(`/?agent_token=${encodeURIComponent(agent_token)}`);
  await expect(h1(page)).toHaveText(tr('es', 'app:services.title'));
  await expect(page.getByTestId('manage-notice')).toContainText(m('es', 'agent_notice', { reference }));
  const erp = page.getByRole('banner').getByRole('link', { name: m('es', 'agent_cancel_link') });
  await expect(erp).toHaveAttribute('href', /\/erp\/reservation\/view\/\d+$/);
  // Spec 4: ERP mode labels Continue as Save; nothing changed yet.
  const save = page.getByRole('button', { name: m('es', 'save_button'), exact: true });
  await expect(save).toBeDisabled();
  await expect(page.getByRole('button', { name: tr('es', 'app:common.continue'), exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, testInfo, 'agent mode services 1280');

  // A later pick-up on a booking paid at the car park: no card, saved at once.
  await laterPickUp(page, 'es', madridDaysFromNow(93, 18, 0));
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByTestId('manage-notice')).toContainText(m('es', 'agent_saved', { reference }));
  await expect(save).toBeDisabled();
  await page.screenshot({ path: '/tmp/manage-agent-1280.png' });

  const view = (await (await request.get('/api/reservation/manage', { headers: { 'X-Agent-Token': agent_token } })).json()) as {
    history: { kind: string; actor: string; agent: string | null }[];
  };
  expect(view.history.find((h) => h.kind === 'change')).toMatchObject({ actor: 'agent', agent: 'erp-user-7' });
});
