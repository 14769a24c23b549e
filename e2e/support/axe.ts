import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The two layouts every page is checked at (spec 9: 375 px to wide). */
export const AXE_WIDTHS = [375, 1280] as const;

/** The viewport height the accessibility specs use at a width. */
export const heightFor = (width: number) => (width < 500 ? 812 : 900);

/**
 * axe as the suites run it. `setLegacyMode()` runs `axe.run` in the page (and its same-origin
 * frames; the product has no cross-origin ones) instead of the default runPartial +
 * finishRun, which opens a second page for every scan; `resultTypes: ['violations']` keeps
 * the full list of violations and stops serialising every passing node. Same rules, same
 * violations (e2e/tests/axe-helper.spec.ts compares both on a page with faults), about a
 * third of the time: 0.8 s against 2.6-5.6 s per scan on the loaded machine
 * (docs/performance.md, "Test time").
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** What `axeBuilder(page)` passes to `axe.run`: the same tags, violations only. */
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
/** What `axeBuilder(page)` configures in every frame after injecting axe (legacy mode). */
const CONFIGURE = `;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: 'playwright' } })`;

/**
 * `axeBuilder(page).analyze()`, without injecting axe-core again for every scan: AxeBuilder
 * evaluates axe's 0.5 MB source in the page twice per scan (and configures it again), which
 * took about twice as long as the scan itself (docs/performance.md, decision 0050). Here axe
 * is injected and configured once per document (a frame keeps `window.axe` until it
 * navigates; a new document gets it again), in the page and in every frame as AxeBuilder
 * does, then `axe.run` runs in the page with AxeBuilder's own context and options: same axe,
 * same rules, same results (e2e/tests/axe-helper.spec.ts compares it with AxeBuilder's default
 * run, and checks that a changed page and a new document are scanned afresh).
 */
export async function analyzeAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    // As AxeBuilder's inject: a frame that cannot take the script (detached, not answering
    // within a second) is left out; the page's own run then reports what it cannot reach.
    const injected = (async () => {
      const present = await frame.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
      if (present) return;
      await frame.evaluate(axe.source);
      await frame.evaluate(CONFIGURE);
    })();
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Script Timeout')), 1000));
    await Promise.race([injected, timeout]).catch(() => undefined);
  }
  const outcome = await page.evaluate(
    ({ options }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run({ exclude: [], include: [] } as unknown as Document, options)
        .then((results) => ({ error: null, results }))
        .catch((err: Error) => ({ error: err.message, results: null })),
    { options: RUN_OPTIONS },
  );
  if (outcome.error || !outcome.results) throw new Error(outcome.error ?? 'axe gave no results');
  return outcome.results as AxeResults;
}

async function violationLines(page: Page, testInfo: TestInfo, label: string): Promise<string[]> {
  const results = await analyzeAxe(page);
  const lines = results.violations.flatMap((v) => [
    `${v.id} [${v.impact ?? 'n/a'}] ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'})`,
    ...v.nodes.slice(0, 8).map((n) => `    ${n.target.join(' >> ')}${n.failureSummary ? ` :: ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
  ]);
  if (lines.length) {
    await testInfo.attach(`axe-${label}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
    console.log(`axe violations on ${label}:\n${lines.join('\n')}`);
  }
  return lines;
}

/**
 * Runs axe-core on the page as it is now and fails on any violation, whatever its impact
 * (the issue asks for no serious or critical one; the house budget is zero). The message
 * lists id, impact and target selectors so the web helpers can find the element.
 */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo, label: string) {
  const lines = await violationLines(page, testInfo, label);
  expect(lines, `axe violations on ${label}:\n${lines.join('\n')}`).toEqual([]);
}

/**
 * One page state, scanned at several widths: resizes the viewport, lets the layout settle
 * (CSS and the matchMedia hooks answer a resize live), runs `ready` (assert here that what
 * you scan is still there, e.g. an open dialog), scans, and at the end puts the first size
 * back. Use it instead of one test per width that builds the same state again: the setup
 * (deep link, offer, dialog walk) is most of an accessibility test's time. Every width is
 * scanned even when one fails; the message lists them all.
 */
export async function expectNoAxeViolationsAtWidths(
  page: Page,
  testInfo: TestInfo,
  label: string,
  { widths = AXE_WIDTHS, height = heightFor, ready }: { widths?: readonly number[]; height?: (width: number) => number; ready?: (width: number) => Promise<void> } = {},
) {
  const before = page.viewportSize();
  const failures: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: height(width) });
    // Two frames: the resize's media-query change, then React's render of it.
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
    if (ready) await ready(width);
    const lines = await violationLines(page, testInfo, `${label} ${width}`);
    if (lines.length) failures.push(`at ${width} px:`, ...lines);
  }
  if (before) await page.setViewportSize(before);
  expect(failures, `axe violations on ${label}:\n${failures.join('\n')}`).toEqual([]);
}
