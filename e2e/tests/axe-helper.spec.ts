import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { AXE_TAGS, analyzeAxe, axeBuilder, expectNoAxeViolations, expectNoAxeViolationsAtWidths } from '../support/axe';

type Results = Awaited<ReturnType<typeof analyzeAxe>>;
const signature = (r: Results) => r.violations.map((v) => `${v.id}:${v.impact}:${v.nodes.map((n) => n.target.join('>')).join(',')}`).sort();

// The shared axe helper runs axe the quicker way (in the page, violations only, axe injected
// once per document): it must find exactly what @axe-core/playwright's default finds, in the
// page and in a same-origin frame, scan the page as it is at each call (not an earlier state,
// not an earlier document), and the checks built on it must fail on a fault.
test('the axe helper finds what the default axe run finds, and fails on it', async ({ page }, testInfo) => {
  // A still page of our own (no app rendering between the two runs), served by the product so
  // it has its origin and the pages' security headers (an API answer's CSP loads nothing, not
  // even an inline style or a frame: decision 0055), with faults in the page and in a
  // same-origin frame.
  await page.goto('/api/docs/json');
  await page.setContent(
    '<!doctype html><html lang="es"><head><title>axe</title></head><body><main><h1>Prueba</h1>' +
      '<img src="x.png"><button></button><input type="text"><div role="bogus">x</div><a href="#"></a>' +
      '<p style="color:#aaa;background:#fff">low</p><iframe srcdoc="<img src=y.png><button></button>"></iframe></main></body></html>',
  );
  await expect(page.frameLocator('iframe').locator('button')).toBeAttached();
  const quick = signature(await analyzeAxe(page));
  expect(quick).toEqual(signature(await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()));
  expect(quick).toEqual(signature(await axeBuilder(page).analyze()));
  // Scanned again (axe already in the page and the frame): the same.
  expect(signature(await analyzeAxe(page))).toEqual(quick);
  expect(quick.map((s) => s.split(':')[0])).toEqual(expect.arrayContaining(['button-name', 'image-alt', 'label', 'link-name', 'aria-roles', 'color-contrast']));
  expect(quick.find((s) => s.startsWith('image-alt'))).toContain('iframe>img');

  await expect(expectNoAxeViolations(page, testInfo, 'helper self-check')).rejects.toThrow(/image-alt/);
  await expect(expectNoAxeViolationsAtWidths(page, testInfo, 'helper self-check')).rejects.toThrow(/at 375 px:[\s\S]*at 1280 px:/);

  // The page changed after the scans: the next scan sees the change, not the last results.
  await page.evaluate(() => {
    document.querySelector('img')!.setAttribute('alt', 'x');
    document.querySelector('iframe')!.remove();
  });
  const fixed = signature(await analyzeAxe(page));
  expect(fixed.some((s) => s.startsWith('image-alt'))).toBe(false);
  expect(fixed.map((s) => s.split(':')[0])).toEqual(expect.arrayContaining(['button-name', 'link-name']));
  expect(fixed).toEqual(signature(await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()));

  // A new document (no axe in it yet): injected again and scanned; a clean page passes.
  await page.goto('/api/docs/json');
  await page.setContent('<!doctype html><html lang="es"><head><title>axe</title></head><body><main><h1>Prueba</h1><p>Bien</p></main></body></html>');
  expect(await page.evaluate(() => 'axe' in window)).toBe(false);
  await expectNoAxeViolations(page, testInfo, 'helper self-check, clean page');
  await page.setContent('<!doctype html><html lang="es"><head><title>axe</title></head><body><main><h1>Prueba</h1><img src="z.png"></main></body></html>');
  expect(signature(await analyzeAxe(page))).toEqual(signature(await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()));
  await expect(expectNoAxeViolations(page, testInfo, 'helper self-check, new document')).rejects.toThrow(/image-alt/);
});
