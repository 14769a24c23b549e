import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '../support/test';
import { formatDisplayDateTime } from '@parking/domain/time/madrid';
import { madridDaysFromNow, PRAT_T1, PRAT_T2, productsDeepLink } from '../support/booking-data';
import { LANGS, langInitScript, tr } from '../support/i18n';
import { openServices } from '../support/offer-flow';

// Spec 2 Layout rules and Header, spec 1 languages and time zone, spec 4 cookie choice:
// what every page shares, checked in the built product.

const PUBLIC_SITE = 'https://www.example-parking.com';
// The one version constant: the root package.json's (spec 1 started at 0.1.30; CHANGELOG.md).
const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function openWhereWhen(page: Page, lang: (typeof LANGS)[number] = 'es') {
  await page.goto('/where-when');
  await expect(h1(page)).toHaveText(tr(lang, 'booking:whereWhen.title'));
}

test.describe('footer (spec 2: fixed at 1000 px or wider, app version, translated links)', () => {
  for (const lang of LANGS) {
    test(`in ${lang}: version ${VERSION} and the privacy, legal and site-map links of that language`, async ({ page }) => {
      await page.addInitScript(...langInitScript(lang));
      await openWhereWhen(page, lang);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(tr(lang, 'app:footer.version', { version: VERSION }));
      for (const key of ['privacy', 'legal', 'sitemap'] as const) {
        const link = footer.getByRole('link', { name: tr(lang, `app:footer.${key}`), exact: true });
        await expect(link).toHaveAttribute('href', `${PUBLIC_SITE}${tr(lang, `app:footer.${key}Path`)}`);
        // The spec's examples: /es/politica-privacidad, /es/aviso-legal, /fr/politique-confidentialite ...
        expect(tr(lang, `app:footer.${key}Path`)).toMatch(new RegExp(`^/${lang}/`));
      }
    });
  }

  for (const [width, fixed] of [
    [999, false],
    [1000, true],
    [1600, true],
  ] as const) {
    test(`at ${width} px the footer is ${fixed ? 'fixed' : 'in the flow'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openWhereWhen(page);
      // Polled: once (CI, loaded machine) a single reading at 1600 px gave "not fixed" although the
      // rule is in the HTML's inlined CSS; a wrong rule still fails after the poll's 5 s.
      const footer = page.getByRole('contentinfo');
      await expect.poll(() => footer.evaluate((el) => getComputedStyle(el).position === 'fixed')).toBe(fixed);
    });
  }
});

test.describe('time zone (spec 1: times in Europe/Madrid, a warning when the browser zone differs)', () => {
  test.describe('browser in New York', () => {
    test.use({ timezoneId: 'America/New_York' });
    test('the warning shows and booking times stay on the Madrid clock', async ({ page }) => {
      const start = madridDaysFromNow(6, 9, 15);
      const end = madridDaysFromNow(8, 18, 30);
      await page.goto(productsDeepLink(start, end, PRAT_T1, PRAT_T2));
      await expect(h1(page)).toHaveText(tr('es', 'booking:products.title'));
      await expect(page.getByRole('note').filter({ hasText: tr('es', 'app:timezone.warning') })).toBeVisible();
      const stay = page.getByRole('region', { name: tr('es', 'booking:products.stay') });
      await expect(stay).toContainText(formatDisplayDateTime(start));
      await expect(stay).toContainText(formatDisplayDateTime(end));
    });
  });

  test.describe('browser in New York, a step with the summary sidebar', () => {
    test.use({ timezoneId: 'America/New_York' });
    test('the warning shows once, in the summary sidebar (spec 2), not again in the tab bar', async ({ page, request }) => {
      await openServices(page, request, 'es', madridDaysFromNow(40, 10, 0), madridDaysFromNow(42, 12, 0));
      const warning = page.getByRole('note').filter({ hasText: tr('es', 'app:timezone.warning') });
      await expect(warning).toHaveCount(1);
      await expect(page.getByRole('region', { name: tr('es', 'summary:title'), exact: true }).getByRole('note')).toHaveText(
        tr('es', 'app:timezone.warning'),
      );
      // where-when has no sidebar: the tab bar keeps it there.
      await page.getByRole('link', { name: new RegExp(tr('es', 'app:steps.where-when')) }).click();
      await expect(h1(page)).toHaveText(tr('es', 'booking:whereWhen.title'));
      await expect(warning).toHaveCount(1);
    });
  });

  test.describe('browser in Paris (same clock as Madrid all year)', () => {
    test.use({ timezoneId: 'Europe/Paris' });
    test('no warning', async ({ page }) => {
      await openWhereWhen(page);
      await expect(page.getByText(tr('es', 'app:timezone.warning'))).toHaveCount(0);
    });
  });

  test('browser in Madrid: no warning', async ({ page }) => {
    await openWhereWhen(page);
    await expect(page.getByText(tr('es', 'app:timezone.warning'))).toHaveCount(0);
  });
});

test.describe('cookie banner (spec 4: accept or reject, stored)', () => {
  const banner = (page: Page) => page.getByRole('region', { name: tr('es', 'app:cookies.label') });

  test('accept is stored and the banner stays away after a reload', async ({ page }) => {
    await openWhereWhen(page);
    await banner(page).getByRole('button', { name: tr('es', 'app:cookies.accept') }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBe('accept');
    await page.reload();
    await expect(h1(page)).toHaveText(tr('es', 'booking:whereWhen.title'));
    await expect(banner(page)).toHaveCount(0);
  });

  test('reject is stored and deletes the cookies a script can see', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: '_ga', value: 'GA1.1.42', url: baseURL as string }]);
    await openWhereWhen(page);
    expect(await page.evaluate(() => document.cookie)).toContain('_ga=');
    await banner(page).getByRole('button', { name: tr('es', 'app:cookies.reject') }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBe('reject');
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await page.reload();
    await expect(h1(page)).toHaveText(tr('es', 'booking:whereWhen.title'));
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('languages (spec 1: storage, then browser, then es; switching re-renders and re-fetches)', () => {
  test.use({ locale: 'en-GB' });

  test('the browser language is used when nothing is stored (en-GB shows English)', async ({ page }) => {
    await openWhereWhen(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a stored regional code wins over the browser, by its primary part (fr-FR shows French)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'fr-FR'));
    await openWhereWhen(page, 'fr');
  });

  test('switching language re-renders every text, fetches the catalogue again and is stored', async ({ page }) => {
    await openWhereWhen(page, 'en');
    const place = page.getByLabel(tr('en', 'booking:whereWhen.place'), { exact: true });
    await expect(place).toBeEnabled();
    const catalogue = page.waitForRequest((r) => r.url().includes('/api/catalog?lang=ca'));
    await page.getByLabel(tr('en', 'app:header.languageLabel'), { exact: true }).selectOption('ca');
    await catalogue;
    await expect(h1(page)).toHaveText(tr('ca', 'booking:whereWhen.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await expect(page.getByRole('contentinfo')).toContainText(tr('ca', 'app:footer.version', { version: VERSION }));
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ca');
    await page.reload();
    await expect(h1(page)).toHaveText(tr('ca', 'booking:whereWhen.title'));
  });
});

test('a deep link opened at the root survives a reload of /products (spec 2 entry rules)', async ({ page }) => {
  const start = madridDaysFromNow(7, 10, 0);
  const end = madridDaysFromNow(9, 12, 0);
  await page.goto(productsDeepLink(start, end, PRAT_T1, PRAT_T2, '/'));
  await expect(h1(page)).toHaveText(tr('es', 'booking:products.title'));
  await expect(page).toHaveURL(/\/products\?/);
  await page.reload();
  await expect(h1(page)).toHaveText(tr('es', 'booking:products.title'));
  const stay = page.getByRole('region', { name: tr('es', 'booking:products.stay') });
  await expect(stay).toContainText(formatDisplayDateTime(start));
  await expect(stay).toContainText(formatDisplayDateTime(end));
});

test('an unknown modify token opened at the root says so, never an empty services step, also after a reload (issue 17.5)', async ({
  page,
}) => {
  await page.goto('/?modify_res_token=MOD-123');
  await expect(h1(page)).toHaveText(tr('es', 'manage:problem_not_found_title'));
  await expect(page.getByRole('button', { name: tr('es', 'app:common.continue'), exact: true })).toHaveCount(0);
  await page.reload();
  await expect(h1(page)).toHaveText(tr('es', 'manage:problem_not_found_title'));
});
