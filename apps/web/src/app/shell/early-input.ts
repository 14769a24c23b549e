/**
 * A tap on a button or a choice in a list made on the prerendered HTML before the app could
 * answer it (decision 0061). The loader (apps/web/scripts/after-paint.js) keeps it on <html> as
 * a key: the element's name, which of the elements so named it was, and whether it was in
 * <main>, since React replaces that HTML rather than hydrating it (prerendered-main.tsx) and the
 * element the traveller touched is gone by then. The app finds the element that stands in its
 * place and gives it the tap or the choice. (Until the app has started, main shows a copy of
 * that HTML, prerendered-main.tsx: a tap on it reaches the loader like one on the HTML.)
 */
export interface EarlyKey {
  name: string;
  n: number;
  inMain: boolean;
  /** a list's chosen value */
  value?: string;
}

export const EARLY_CLICK_ATTR = 'data-early-click';
export const EARLY_CHANGE_ATTR = 'data-early-change';
/** Marks main's copy of the HTML (prerendered-main.tsx), shown while a step's page loads: inert markup. */
export const PRERENDERED_COPY_ATTR = 'data-prerendered-copy';
/** How long the app waits for the element to appear (a step's page still loading). */
const WAIT_MS = 5000;

/** The name after-paint.js gives an element (the same rule, written there again: it imports nothing). */
export function earlyNameOf(el: Element): string {
  const labels = (el as HTMLSelectElement).labels;
  const label = el.getAttribute('aria-label') || (labels && labels.length > 0 ? labels[0]!.textContent : el.textContent);
  return (label ?? '').replace(/\s+/g, ' ').trim();
}

function inMainOf(el: Element, doc: Document): boolean {
  return doc.querySelector('main')?.contains(el) ?? false;
}

function parseKey(text: string | null): EarlyKey | null {
  if (text === null) return null;
  try {
    const k = JSON.parse(text) as Partial<EarlyKey> | null;
    if (!k || typeof k.name !== 'string' || typeof k.n !== 'number' || typeof k.inMain !== 'boolean') return null;
    return { name: k.name, n: k.n, inMain: k.inMain, ...(typeof k.value === 'string' ? { value: k.value } : {}) };
  } catch {
    return null;
  }
}

/** The element the key names (never one of main's inert copy), if it is there and enabled. */
export function findEarlyTarget<T extends HTMLButtonElement | HTMLSelectElement>(selector: 'button' | 'select', key: EarlyKey, doc: Document = document): T | null {
  let n = 0;
  for (const el of doc.querySelectorAll<T>(selector)) {
    if (el.closest(`[${PRERENDERED_COPY_ATTR}]`) || earlyNameOf(el) !== key.name || inMainOf(el, doc) !== key.inMain) continue;
    if (n++ === key.n) return el.disabled ? null : el;
  }
  return null;
}

/** Runs `act` on the key's element now or once it appears (enabled), for up to WAIT_MS. */
function whenThere<T extends HTMLButtonElement | HTMLSelectElement>(selector: 'button' | 'select', key: EarlyKey, act: (el: T) => void, doc: Document): void {
  const now = findEarlyTarget<T>(selector, key, doc);
  if (now) return act(now);
  const observer = new MutationObserver(() => {
    const el = findEarlyTarget<T>(selector, key, doc);
    if (!el) return;
    stop();
    act(el);
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
}

/** Once the app has started: the list choice, then the tap, the loader kept. */
export function replayEarlyInput(doc: Document = document): void {
  const root = doc.documentElement;
  const change = parseKey(root.getAttribute(EARLY_CHANGE_ATTR));
  const click = parseKey(root.getAttribute(EARLY_CLICK_ATTR));
  root.removeAttribute(EARLY_CHANGE_ATTR);
  root.removeAttribute(EARLY_CLICK_ATTR);
  if (change?.value !== undefined) {
    const value = change.value;
    whenThere<HTMLSelectElement>(
      'select',
      change,
      (s) => {
        if (s.value === value || ![...s.options].some((o) => o.value === value)) return;
        s.value = value;
        s.dispatchEvent(new Event('change', { bubbles: true }));
      },
      doc,
    );
  }
  if (click) whenThere<HTMLButtonElement>('button', click, (b) => b.click(), doc);
}

