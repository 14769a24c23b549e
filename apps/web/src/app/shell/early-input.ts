/**
 * A tap on a button, a choice in a list or text typed into a field on the prerendered HTML
 * before the app could answer it (decision 0061). The loader (apps/web/scripts/after-paint.js) keeps it on <html> as
 * a key: the element's name, which of the elements so named it was, and whether it was in
 * <main>, since React replaces that HTML rather than hydrating it (prerendered-main.tsx) and the
 * element the traveller touched is gone by then. The app finds the element that stands in its
 * place and gives it the tap, the choice or the text. (Until the app has started, main shows a copy of
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
/** The element that had the focus (with its tag: input, select or button). */
export const EARLY_FOCUS_ATTR = 'data-early-focus';
/** A list of keys, each with the text typed into that field. */
export const EARLY_INPUT_ATTR = 'data-early-input';
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

function asKey(value: unknown): EarlyKey | null {
  const k = value as Partial<EarlyKey> | null;
  if (!k || typeof k.name !== 'string' || typeof k.n !== 'number' || typeof k.inMain !== 'boolean') return null;
  return { name: k.name, n: k.n, inMain: k.inMain, ...(typeof k.value === 'string' ? { value: k.value } : {}) };
}

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The element the key names (never one of main's inert copy), if it is there and enabled. */
type Target = HTMLButtonElement | HTMLSelectElement | HTMLInputElement;

export function findEarlyTarget<T extends Target>(selector: 'button' | 'select' | 'input', key: EarlyKey, doc: Document = document): T | null {
  let n = 0;
  for (const el of doc.querySelectorAll<T>(selector)) {
    if (el.closest(`[${PRERENDERED_COPY_ATTR}]`) || earlyNameOf(el) !== key.name || inMainOf(el, doc) !== key.inMain) continue;
    if (n++ === key.n) return el.disabled ? null : el;
  }
  return null;
}

/** Runs `act` on the key's element now or once it appears (enabled), for up to WAIT_MS. */
function whenThere<T extends Target>(selector: 'button' | 'select' | 'input', key: EarlyKey, act: (el: T) => void, doc: Document): void {
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

/**
 * A field's text set as if typed: through the value setter of HTMLInputElement itself (React
 * tracks the value its own setter was given) and an `input` event, which React's onChange hears.
 */
function typeInto(input: HTMLInputElement, text: string): void {
  if (input.value === text || input.readOnly) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Once the app has started: the focus, the text typed, the list choice, then the tap, the loader kept. */
export function replayEarlyInput(doc: Document = document): void {
  const root = doc.documentElement;
  const typed = parsed(root.getAttribute(EARLY_INPUT_ATTR));
  const change = asKey(parsed(root.getAttribute(EARLY_CHANGE_ATTR)));
  const click = asKey(parsed(root.getAttribute(EARLY_CLICK_ATTR)));
  const focusRaw = parsed(root.getAttribute(EARLY_FOCUS_ATTR)) as { tag?: unknown } | null;
  const focus = asKey(focusRaw);
  const focusTag = focusRaw?.tag;
  for (const attr of [EARLY_INPUT_ATTR, EARLY_CHANGE_ATTR, EARLY_CLICK_ATTR, EARLY_FOCUS_ATTR]) root.removeAttribute(attr);
  // The focus first, where nothing else has taken it (the start's dialog would have).
  if (focus && (focusTag === 'input' || focusTag === 'select' || focusTag === 'button'))
    whenThere<Target>(
      focusTag,
      focus,
      (el) => {
        if (doc.activeElement === null || doc.activeElement === doc.body) el.focus();
      },
      doc,
    );
  for (const key of Array.isArray(typed) ? typed.map(asKey) : []) {
    const text = key?.value;
    if (key && text !== undefined) whenThere<HTMLInputElement>('input', key, (input) => typeInto(input, text), doc);
  }
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
