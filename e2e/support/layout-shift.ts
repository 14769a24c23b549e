import type { Page } from '@playwright/test';

/** Sums the page's layout shifts not caused by input (CLS as the tests read it); before goto. */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** A largest-contentful-paint entry as the tests read it: the element's text and when. */
export interface LargestPaint {
  text: string;
  time: number;
}

/** Layout shifts (as above) and every largest-contentful-paint entry, recorded from the first paint; before goto. */
export async function observeShiftsAndLargestPaints(page: Page): Promise<void> {
  await observeLayoutShifts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: { text: string; time: number }[] };
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { element: Element | null; startTime: number }[]) {
        w.__lcp.push({ text: e.element?.textContent ?? '', time: e.startTime });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** What observeShiftsAndLargestPaints recorded, and when the framework chunk was asked for (NaN: not yet). */
export function shiftsAndLargestPaints(page: Page): Promise<{ cls: number; lcp: LargestPaint[]; framework: number }> {
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __lcp: { text: string; time: number }[] };
    const f = performance.getEntriesByType('resource').find((r) => r.name.includes('/assets/framework-'));
    return { cls: w.__cls, lcp: w.__lcp, framework: f?.startTime ?? NaN };
  });
}
