import { expect, type Locator } from '@playwright/test';

/**
 * What the browser would hit just inside the middle of each edge of `target` and at its centre:
 * all must be the element itself, something inside it, or its label. A fixed footer, a cookie
 * banner or a sticky bar lying over any part of it fails. The target must be in the viewport.
 */
export async function expectOnTop(target: Locator, what: string): Promise<void> {
  const misses = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inset = Math.min(2, r.width / 4, r.height / 4);
    // Edge midpoints (rounded corners are not the element for hit testing) and the centre.
    const [mx, my] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
    const points: [number, number][] = [
      [r.left + inset, my],
      [r.right - inset, my],
      [mx, r.top + inset],
      [mx, r.bottom - inset],
      [mx, my],
    ];
    const out: string[] = [];
    for (const [x, y] of points) {
      if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) {
        out.push(`(${Math.round(x)},${Math.round(y)}) is off screen`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      const ok = hit !== null && (hit === el || el.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === el));
      if (!ok) {
        const who = hit ? `${hit.tagName.toLowerCase()}${hit.closest('footer') ? ' in the footer' : ''}${hit.closest('section[aria-labelledby]') ? ' in a section' : ''}${hit.closest('[role="group"]') ? ' in a group' : ''}` : 'nothing';
        out.push(`(${Math.round(x)},${Math.round(y)}) hits ${who}: ${hit ? hit.outerHTML.slice(0, 120) : ''}`);
      }
    }
    return out;
  });
  expect(misses, `${what} is fully visible`).toEqual([]);
}
