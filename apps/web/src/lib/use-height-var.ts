import { type RefObject, useEffect } from 'react';

/**
 * Publishes the element's height as the CSS variable `name` on the root while it is shown
 * (the fixed footer, the cookie banner, the sticky booking bar), so the page can pad or scroll
 * clear of it. Rounded up: offsetHeight rounds 171.4 down to 171, which would leave a sliver
 * covered. Removed when the element goes.
 */
export function useHeightVar(ref: RefObject<HTMLElement | null>, name: string, shown = true): void {
  useEffect(() => {
    const el = ref.current;
    if (!shown || !el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const ro = new ResizeObserver(() => root.style.setProperty(name, `${Math.ceil(el.getBoundingClientRect().height)}px`));
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name, shown]);
}
