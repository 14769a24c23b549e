import { expect, type Locator } from '@playwright/test';

/**
 * Waits until `locator` is fully inside the nearest scrolling box around it (not the page).
 * The hour picker scrolls its grid to the chosen time 100 ms after opening (spec 4); a click
 * before that scroll can land where a slot no longer is.
 */
export async function expectInsideScrollBox(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((el) => {
        let box = el.parentElement;
        while (box && box !== document.body && box.scrollHeight <= box.clientHeight) box = box.parentElement;
        if (!box || box === document.body || box === document.documentElement) return true;
        const a = el.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        return a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
      }),
    )
    .toBe(true);
}
