import { expect, test } from '../support/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtWidths } from '../support/axe';
import { formatWireDate } from '@parking/domain/time/madrid';
import { EXPRESS_PRAT, madridDaysFromNow } from '../support/booking-data';
import { LANGS, langInitScript, tr } from '../support/i18n';
import { openServices } from '../support/offer-flow';

// Two widths' scans per test: a slower budget than 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

// Issue 4: zero axe violations (any impact) on services, traveller data and confirmation,
// each page state built once and scanned at 375 and 1280 px.
for (const lang of LANGS)
  test(`services and traveller data have no axe violations (${lang}, 375 and 1280 px)`, async ({ page, request }, testInfo) => {
    await page.addInitScript(...langInitScript(lang));
    const offset = 90 + LANGS.indexOf(lang) * 4;
    await openServices(page, request, lang, madridDaysFromNow(offset, 10, 0), madridDaysFromNow(offset + 2, 12, 0));
    await expectNoAxeViolationsAtWidths(page, testInfo, `services ${lang}`);
    await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'app:travelerData.title'));
    await expectNoAxeViolationsAtWidths(page, testInfo, `traveler-data ${lang}`);
  });

for (const lang of ['es', 'en'] as const)
  test(`the not-found confirmation has no axe violations (${lang})`, async ({ page }, testInfo) => {
    await page.addInitScript(...langInitScript(lang));
    await page.goto('/confirmation?reservation_token=PK_999999_deadbeef');
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'traveler:confirmation.notFoundTitle') })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `confirmation not found ${lang}`);
  });

// Issue 4: the confirmation of a stored reservation (reference, reservation data, billing
// profile, price block) in all four languages at both widths.
for (const lang of LANGS)
  test(`a confirmation has no axe violations (${lang}, 375 and 1280 px)`, async ({ page, request }, testInfo) => {
    const offset = 140 + LANGS.indexOf(lang) * 4;
    const email = `axe-${lang}-${Date.now()}@example.com`;
    const res = await request.post('/api/reservations', {
      data: {
        startDate: formatWireDate(madridDaysFromNow(offset, 10, 0)),
        endDate: formatWireDate(madridDaysFromNow(offset + 2, 12, 0)),
        productId: EXPRESS_PRAT,
        in_terminal: 41,
        out_terminal: 42,
        in_passengers: 2,
        out_passengers: 2,
        reservation: { name: 'Ana', surname: 'García López', email, phone: '+34 612 345 678', plate: '1234 BCD', flightNumber: 'IB 3101' },
        billing: { name: 'Ana García', nif: '12345678Z', address: 'Carrer de Mallorca 1', city: 'Barcelona', zip: '08001', state: 'Barcelona', country: 'ES', invoiceEmail: null },
        terms: { salesTerms: true },
        lang,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { reference, reservation_token: token } = (await res.json()) as { reference: string; reservation_token: string };
    await page.addInitScript(...langInitScript(lang));
    await page.goto(`/confirmation?reservation_token=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'confirmation:success.title') })).toBeVisible();
    // Issue 9.1: the spec's Parking title stays on the summary card.
    await expect(page.getByRole('heading', { level: 2, name: tr(lang, 'summary:titleConfirmation'), exact: true })).toBeVisible();
    await expectNoAxeViolationsAtWidths(page, testInfo, `confirmation ${lang}`);
  });
