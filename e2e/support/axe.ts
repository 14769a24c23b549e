import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core on the page as it is now and fails on any violation, whatever its impact
 * (the issue asks for no serious or critical one; the house budget is zero). The message
 * lists id, impact and target selectors so the web helpers can find the element.
 */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo, label: string) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const lines = results.violations.flatMap((v) => [
    `${v.id} [${v.impact ?? 'n/a'}] ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'})`,
    ...v.nodes.slice(0, 8).map((n) => `    ${n.target.join(' >> ')}${n.failureSummary ? ` :: ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
  ]);
  if (lines.length) {
    await testInfo.attach(`axe-${label}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
    console.log(`axe violations on ${label}:\n${lines.join('\n')}`);
  }
  expect(lines, `axe violations on ${label}:\n${lines.join('\n')}`).toEqual([]);
}
