import { expect, type Locator, type Page, test } from '../support/test';
import { formatDisplayDateTime, madridParts } from '@parking/domain/time/madrid';
import { expectNoAxeViolations } from '../support/axe';
import { bookExpressViaApi, displayDay, EXPRESS_PRAT, fetchCatalog, madridDay, madridDaysFromNow } from '../support/booking-data';
import { expectNotCovered } from '../support/cover';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';
import { openServices, openSummary, termValue } from '../support/offer-flow';
import { expectOnTop } from '../support/on-top';

// Issue 9.3 "Dates as the traveller writes them": DD/MM/YYYY in es, ca and fr and the UK form
// in en, whatever the browser's own locale. The browser here is American on purpose: a
// Spanish page used to show 11/24/2026 in its native date inputs.
test.use({ locale: 'en-US' });

const DD_MM_YYYY = /^\d{2}\/\d{2}\/\d{4}$/;

/** The first day from `from` days ahead whose day of the month is above 12: DD/MM and MM/DD cannot be confused. */
function unambiguousDaysAhead(from: number): number {
  for (let n = from; ; n++) if (madridParts(madridDaysFromNow(n, 10, 0)).day > 12) return n;
}

const field = (page: Page | Locator, lang: Lang, which: 'entryDate' | 'exitDate') =>
  page.getByLabel(tr(lang, `booking:whereWhen.${which}`), { exact: true });
const calendarButton = (page: Page | Locator, lang: Lang, which: 'openStart' | 'openEnd') =>
  page.getByRole('button', { name: tr(lang, `booking:datePicker.${which}`), exact: true });
const calendar = (page: Page | Locator, lang: Lang) => page.getByRole('group', { name: tr(lang, 'booking:datePicker.title') });
/** A day of the calendar by its Madrid date (the cell's data-day, 'YYYY-MM-DD'). */
const dayButton = (cal: Locator, d: Date) => cal.locator(`td[data-day="${madridDay(d)}"] button`);
const tabBar = (page: Page, lang: Lang) => page.getByRole('region', { name: tr(lang, 'app:tabbar.label') });

async function openWhereWhen(page: Page, lang: Lang) {
  await page.addInitScript(...langInitScript(lang));
  await page.goto('/where-when');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'booking:whereWhen.title'));
  await expect(page.getByLabel(tr(lang, 'booking:whereWhen.place'), { exact: true })).toBeEnabled();
}

async function openCalendar(page: Page, lang: Lang, which: 'openStart' | 'openEnd' = 'openStart'): Promise<Locator> {
  await calendarButton(page, lang, which).click();
  const cal = calendar(page, lang);
  await expect(cal.getByRole('grid')).toHaveCount(2);
  return cal;
}

test.describe('dates as the traveller writes them', () => {
  test('a Spanish page in an en-US browser shows DD/MM/YYYY in the where-when fields, the step bar, the products step, the summary and the dates dialog', async ({
    page,
    request,
  }) => {
    const n = unambiguousDaysAhead(20);
    const start = madridDaysFromNow(n, 10, 0);
    const end = madridDaysFromNow(n + 3, 18, 0);
    expect(displayDay(start)).toMatch(DD_MM_YYYY);

    // where-when: the fields and the step bar (which shows the dates as they are typed).
    await openWhereWhen(page, 'es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(field(page, 'es', 'entryDate')).toHaveValue(DD_MM_YYYY);
    await expect(field(page, 'es', 'exitDate')).toHaveValue(DD_MM_YYYY);
    await field(page, 'es', 'entryDate').fill(displayDay(start));
    await expect(field(page, 'es', 'entryDate')).toHaveValue(displayDay(start));
    // Spec 4: a new entry resets the exit to the next day.
    await expect(field(page, 'es', 'exitDate')).toHaveValue(displayDay(madridDaysFromNow(n + 1, 10, 0)));
    await expect(tabBar(page, 'es')).toContainText(displayDay(start));

    // products, services, the summary and the change-dates dialog.
    await openServices(page, request, 'es', start, end);
    await expect(tabBar(page, 'es')).toContainText(formatDisplayDateTime(start));
    await expect(tabBar(page, 'es')).toContainText(formatDisplayDateTime(end));
    const summary = await openSummary(page, 'es');
    await expect(termValue(summary, tr('es', 'summary:checkIn'))).toHaveText(formatDisplayDateTime(start));
    await expect(termValue(summary, tr('es', 'summary:checkOut'))).toHaveText(formatDisplayDateTime(end));
    await summary.getByRole('button', { name: new RegExp(tr('es', 'summary:modify')) }).click();
    const dialog = page.getByRole('dialog', { name: tr('es', 'summary:dates.title') });
    await expect(field(dialog, 'es', 'entryDate')).toHaveValue(displayDay(start));
    await expect(field(dialog, 'es', 'exitDate')).toHaveValue(displayDay(end));
    // The American form of the same day is nowhere on the page.
    const p = madridParts(start);
    const american = `${String(p.month).padStart(2, '0')}/${String(p.day).padStart(2, '0')}/${p.year}`;
    await expect(page.locator('body')).not.toContainText(american);
  });

  test('the confirmation of a Spanish booking in an en-US browser writes its days DD/MM/YYYY (ticket, arrival, summary)', async ({ page, request }) => {
    const n = unambiguousDaysAhead(600);
    const start = madridDaysFromNow(n, 10, 0);
    const end = madridDaysFromNow(n + 3, 18, 0);
    const { token } = await bookExpressViaApi(request, { start, end, email: `dates-${Date.now()}@example.com`, lang: 'es' });
    await page.addInitScript(...langInitScript('es'));
    await page.goto(`/confirmation?reservation_token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('es', 'confirmation:success.title'));
    const ticket = page.getByRole('region', { name: tr('es', 'confirmation:ticket.heading') });
    await expect(ticket).toContainText(formatDisplayDateTime(start));
    await expect(ticket).toContainText(formatDisplayDateTime(end));
    await expect(page.getByRole('region', { name: tr('es', 'confirmation:arrival.heading') })).toContainText(displayDay(start));
    const p = madridParts(start);
    const american = `${p.month}/${p.day}/${p.year}`;
    await expect(page.locator('body')).not.toContainText(american);
    await expect(page.locator('body')).not.toContainText(`${String(p.month).padStart(2, '0')}/${String(p.day).padStart(2, '0')}/${p.year}`);
  });

  test('en shows the UK form: DD/MM/YYYY, British month names, Monday first', async ({ page }) => {
    await openWhereWhen(page, 'en');
    await expect(field(page, 'en', 'entryDate')).toHaveValue(DD_MM_YYYY);
    const n = unambiguousDaysAhead(3);
    const start = madridDaysFromNow(n, 10, 0);
    await field(page, 'en', 'entryDate').fill(displayDay(start));
    await expect(field(page, 'en', 'entryDate')).toHaveValue(displayDay(start));
    await expect(tabBar(page, 'en')).toContainText(displayDay(start));
    const cal = await openCalendar(page, 'en');
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(start);
    await expect(cal.getByRole('grid').first()).toHaveAttribute('aria-label', month);
    await expect(cal.locator('th').first()).toHaveText('Mon');
    // en-GB writes the full date day first ("Tuesday 24 November 2026"), not "Tuesday, November 24".
    const label = (await dayButton(cal, start).getAttribute('aria-label')) ?? '';
    expect(label).toContain(`${madridParts(start).day} ${new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'Europe/Madrid' }).format(start)}`);
  });

  test('picking a range with the mouse: entry, then exit; the calendar closes and the fields, the hours and the step bar follow', async ({
    page,
  }) => {
    await openWhereWhen(page, 'es');
    const start = madridDaysFromNow(3, 10, 0);
    const end = madridDaysFromNow(6, 10, 0);
    const button = calendarButton(page, 'es', 'openStart');
    const cal = await openCalendar(page, 'es');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(cal.getByText(tr('es', 'booking:datePicker.pickStart'))).toBeVisible();
    await dayButton(cal, start).click();
    await expect(cal.getByText(tr('es', 'booking:datePicker.pickEnd', { start: displayDay(start) }))).toBeVisible();
    await dayButton(cal, end).click();
    await expect(cal).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(field(page, 'es', 'entryDate')).toHaveValue(displayDay(start));
    await expect(field(page, 'es', 'exitDate')).toHaveValue(displayDay(end));
    await expect(tabBar(page, 'es')).toContainText(displayDay(start));
    await expect(tabBar(page, 'es')).toContainText(displayDay(end));

    // From the exit field, the entry stays and one click picks the exit.
    const later = madridDaysFromNow(8, 10, 0);
    const cal2 = await openCalendar(page, 'es', 'openEnd');
    await expect(cal2.getByText(tr('es', 'booking:datePicker.pickEnd', { start: displayDay(start) }))).toBeVisible();
    await dayButton(cal2, later).click();
    await expect(cal2).toBeHidden();
    await expect(field(page, 'es', 'entryDate')).toHaveValue(displayDay(start));
    await expect(field(page, 'es', 'exitDate')).toHaveValue(displayDay(later));
  });

  test('picking a range with the keyboard alone', async ({ page }) => {
    await openWhereWhen(page, 'es');
    const entry = field(page, 'es', 'entryDate');
    const before = (await entry.inputValue()).split('/').map(Number) as [number, number, number];
    const button = calendarButton(page, 'es', 'openStart');
    // Tab from the typed field reaches the calendar button.
    await entry.focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const cal = calendar(page, 'es');
    // Focus goes to the entry day of the stay.
    const focused = cal.locator('button:focus');
    await expect(focused).toHaveCount(1);
    await expect(focused).toHaveText(String(before[0]));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(cal).toBeHidden();
    await expect(button).toBeFocused();
    const first = new Date(Date.UTC(before[2], before[1] - 1, before[0]));
    const dmy = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    const plus = (days: number) => new Date(first.getTime() + days * 86_400_000);
    await expect(entry).toHaveValue(dmy(plus(2)));
    await expect(field(page, 'es', 'exitDate')).toHaveValue(dmy(plus(9)));

    // Escape closes it without a change and gives focus back.
    await page.keyboard.press('Enter');
    await expect(cal.getByRole('grid')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(cal).toBeHidden();
    await expect(button).toBeFocused();
    await expect(entry).toHaveValue(dmy(plus(2)));
  });

  test('past days are disabled, and the month before this one cannot be shown', async ({ page }) => {
    await openWhereWhen(page, 'es');
    const cal = await openCalendar(page, 'es');
    const today = madridDay(new Date());
    // Every day shown (the other months' days in the grid are hidden and have no button).
    const days = await cal.locator('td[data-day]:has(button)').evaluateAll((cells) =>
      cells.map((c) => ({ day: c.getAttribute('data-day') ?? '', disabled: c.querySelector('button')?.disabled ?? null })),
    );
    expect(days.length).toBeGreaterThan(50);
    for (const d of days) expect(d.disabled, `${d.day} (today ${today})`).toBe(d.day < today);
    await expect(cal.getByRole('button', { name: tr('es', 'booking:datePicker.previous') })).toHaveAttribute('aria-disabled', 'true');
  });

  test('the hour pickers open fully in view above the fixed footer at 1280x900', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openWhereWhen(page, 'es');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCSS('position', 'fixed');
    const banner = page.getByRole('region', { name: tr('es', 'app:cookies.label') });
    for (const [toggleKey, titleKey] of [
      ['entryTime', 'startTitle'],
      ['exitTime', 'endTitle'],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: new RegExp(`^${tr('es', `booking:whereWhen.${toggleKey}`)}`) }).click();
      const card = page.getByRole('group', { name: tr('es', `booking:hourPicker.${titleKey}`) });
      await expect(card).toBeVisible();
      // Let the opening scroll settle, then the whole card must be on screen and on top.
      await expect(async () => {
        await expectNotCovered(card, [footer, banner], `the ${titleKey} hour picker`);
        await expectOnTop(card, `the ${titleKey} hour picker`);
      }).toPass({ timeout: 3_000 });
      const box = await card.boundingBox();
      const footerBox = await footer.boundingBox();
      expect(box && footerBox && box.y + box.height <= footerBox.y, 'card above the footer').toBe(true);
      await page.getByRole('button', { name: new RegExp(`^${tr('es', `booking:whereWhen.${toggleKey}`)}`) }).click();
      await expect(card).toBeHidden();
    }
  });
});

test.describe('axe with the calendar open', () => {
  for (const width of [375, 1280] as const) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: width < 500 ? 812 : 900 } });
      for (const lang of LANGS) {
        test(`where-when in ${lang} with the calendar open has no axe violations`, async ({ page, request }, testInfo) => {
          await openWhereWhen(page, lang);
          // A product chosen, so the whole form is there around the calendar.
          const catalog = await fetchCatalog(request, lang);
          const place = catalog.cities.flatMap((c) => c.places).find((p) => p.products.some((x) => x.id === EXPRESS_PRAT));
          if (!place) throw new Error('El Prat missing from the catalogue');
          await page.getByLabel(tr(lang, 'booking:whereWhen.place'), { exact: true }).selectOption({ label: place.name });
          const cal = await openCalendar(page, lang);
          // Mid-selection too: the entry picked, the exit still to choose.
          await dayButton(cal, madridDaysFromNow(2, 10, 0)).click();
          await expect(cal.getByText(tr(lang, 'booking:datePicker.pickEnd', { start: displayDay(madridDaysFromNow(2, 10, 0)) }))).toBeVisible();
          await expectNoAxeViolations(page, testInfo, `where-when calendar ${lang} ${width}`);
          // The months fit the screen: nothing scrolls sideways.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        });
      }
    });
  }
});
