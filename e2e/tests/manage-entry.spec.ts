import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { bookExpressViaApi, madridDaysFromNow } from '../support/booking-data';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';
import { ADMIN_TOKEN } from '../support/offer-flow';

// Issue 17.5: a modify link, an agent link and the billing focus with a token that opens no
// booking give a clear message and a way to a new booking, never a step with nothing to book
// (before: the services step with default dates, Continue enabled, then an empty traveller form).

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const m = (lang: Lang, key: string) => tr(lang, `manage:${key}`);

const BAD_LINKS = [
  ['modify_res_token', '/?modify_res_token=not-a-real-token', 'problem_not_found_text'],
  ['agent_token', '/?agent_token=not-a-real-agent-token', 'problem_agent_not_found_text'],
  ['agent_res_token', '/services?agent_res_token=expired-or-unknown', 'problem_agent_not_found_text'],
  ['focus=billing_data with a modify token', '/?focus=billing_data&modify_res_token=not-a-real-token', 'problem_not_found_text'],
] as const;

for (const lang of LANGS) {
  test.describe(`a link with a bad token (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(...langInitScript(lang));
    });

    for (const [name, url, textKey] of BAD_LINKS) {
      test(`${name}: a message and a new booking, no step`, async ({ page }) => {
        await page.goto(url);
        await expect(h1(page)).toHaveText(m(lang, 'problem_not_found_title'));
        await expect(page.getByText(m(lang, textKey), { exact: true })).toBeVisible();
        // No step to go on with: no step bar, no Continue.
        await expect(page.getByRole('navigation', { name: tr(lang, 'app:steps.label') })).toHaveCount(0);
        await expect(page.getByRole('button', { name: tr(lang, 'app:common.continue') })).toHaveCount(0);
        await expect(page).toHaveTitle(new RegExp(m(lang, 'problem_not_found_title')));
        await page.getByRole('button', { name: m(lang, 'problem_start_new') }).click();
        await expect(page).toHaveURL(/\/where-when$/);
        await expect(h1(page)).toHaveText(tr(lang, 'booking:whereWhen.title'));
        // The new booking is a plain one: Continue on where-when leads to products, not to a
        // modify mode of a booking that was never opened.
        await page.reload();
        await expect(h1(page)).toHaveText(tr(lang, 'booking:whereWhen.title'));
      });
    }
  });
}

test.describe('a link to a booking that can no longer be changed', () => {
  for (const lang of LANGS) {
    test(`a cancelled booking's modify link says so and still leads to the booking (${lang})`, async ({ page, request }) => {
      await page.addInitScript(...langInitScript(lang));
      const { reference, token } = await bookExpressViaApi(request, {
        start: madridDaysFromNow(30, 10, 0),
        end: madridDaysFromNow(32, 10, 0),
        email: `cancelled-link-${lang}@example.com`,
        lang,
      });
      const cancel = await request.post(`/api/reservations/${reference}/cancel`, { headers: { 'X-Reservation-Token': token }, data: {} });
      expect(cancel.status(), await cancel.text()).toBe(200);

      await page.goto(`/?modify_res_token=${encodeURIComponent(token)}`);
      await expect(h1(page)).toHaveText(m(lang, 'problem_cancelled_title'));
      await expect(page.getByText(m(lang, 'problem_cancelled_text'), { exact: true })).toBeVisible();
      await page.getByRole('link', { name: m(lang, 'problem_view_booking') }).click();
      await expect(page).toHaveURL(/\/confirmation\?reservation_token=/);
      await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
    });
  }

  test('an agent link to a cancelled booking says so (es)', async ({ page, request }) => {
    const { reference, token } = await bookExpressViaApi(request, {
      start: madridDaysFromNow(31, 10, 0),
      end: madridDaysFromNow(33, 10, 0),
      email: 'cancelled-agent@example.com',
      lang: 'es',
    });
    const issued = await request.post('/api/admin/agent-tokens', { headers: { 'x-admin-token': ADMIN_TOKEN }, data: { reference, agent: 'erp-user-7' } });
    expect(issued.status(), await issued.text()).toBe(201);
    const { agent_token } = (await issued.json()) as { agent_token: string };
    const cancel = await request.post(`/api/reservations/${reference}/cancel`, { headers: { 'X-Reservation-Token': token }, data: {} });
    expect(cancel.status()).toBe(200);
    await page.goto(`/?agent_token=${encodeURIComponent(agent_token)}`);
    await expect(h1(page)).toHaveText(m('es', 'problem_cancelled_title'));
    await expect(page.getByRole('button', { name: m('es', 'problem_start_new') })).toBeVisible();
  });
});

test('the problem page has no axe violations at 375 and 1280 px', async ({ page }, testInfo) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?modify_res_token=not-a-real-token');
    await expect(h1(page)).toHaveText(m('es', 'problem_not_found_title'));
    await expectNoAxeViolations(page, testInfo, `link problem ${width}`);
    await page.screenshot({ path: `/tmp/manage-problem-${width}.png`, fullPage: true });
  }
});
