import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { AXE_TAGS, axeBuilder, expectNoAxeViolations, expectNoAxeViolationsAtWidths } from '../support/axe';

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;
const signature = (r: Results) => r.violations.map((v) => `${v.id}:${v.impact}:${v.nodes.map((n) => n.target.join('>')).join(',')}`).sort();

// The shared axe helper runs axe the quicker way (in the page, violations only): it must find
// exactly what @axe-core/playwright's default finds, in the page and in a same-origin frame,
// and the checks built on it must fail on a fault.
test('the axe helper finds what the default axe run finds, and fails on it', async ({ page }, testInfo) => {
  // A still page of our own (no app rendering between the two runs), served by the product so
  // it has its origin, with faults in the page and in a same-origin frame.
  await page.goto('/api/health');
  await page.setContent(
    '<!doctype html><html lang="es"><head><title>axe</title></head><body><main><h1>Prueba</h1>' +
      '<img src="x.png"><button></button><input type="text"><div role="bogus">x</div><a href="#"></a>' +
      '<p style="color:#aaa;background:#fff">low</p><iframe srcdoc="<img src=y.png><button></button>"></iframe></main></body></html>',
  );
  await expect(page.frameLocator('iframe').locator('button')).toBeAttached();
  const quick = signature(await axeBuilder(page).analyze());
  expect(quick).toEqual(signature(await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()));
  expect(quick.map((s) => s.split(':')[0])).toEqual(expect.arrayContaining(['button-name', 'image-alt', 'label', 'link-name', 'aria-roles', 'color-contrast']));
  expect(quick.find((s) => s.startsWith('image-alt'))).toContain('iframe>img');

  await expect(expectNoAxeViolations(page, testInfo, 'helper self-check')).rejects.toThrow(/image-alt/);
  await expect(expectNoAxeViolationsAtWidths(page, testInfo, 'helper self-check')).rejects.toThrow(/at 375 px:[\s\S]*at 1280 px:/);
});
