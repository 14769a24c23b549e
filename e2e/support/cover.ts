import { expect, type Locator, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Asserts that none of `covers` (fixed elements: the cookie banner, the fixed footer) lies over
 * `target` where it is on screen now. Boxes are viewport coordinates.
 */
export async function expectNotCovered(target: Locator, covers: Locator[], what: string): Promise<void> {
  const box = await target.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  for (const cover of covers) {
    if ((await cover.count()) === 0) continue;
    const c = await cover.boundingBox();
    if (!c) continue;
    expect(intersects(box as Box, c), `${what} is under ${await cover.evaluate((el) => el.getAttribute('aria-labelledby') ? 'the cookie banner' : el.tagName)}`).toBe(false);
  }
}

/** Scrolls so the top of `target` sits `fromBottom` px above the viewport's bottom edge. */
export async function scrollTopTo(page: Page, target: Locator, fromBottom: number): Promise<void> {
  await target.evaluate((el, px) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.top - (window.innerHeight - px));
  }, fromBottom);
}

export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}
