import { readStorage, writeStorage } from '../../lib/storage';
import { storeSlice } from '../../shared/store';

/**
 * "Continue without registering" is remembered for a day (decision 0017), so a reload or the
 * next step of the same visit does not ask again; a new visit the next day is asked again.
 * (Here rather than in account-dialog.ts: the cookie banner on the first screen reads it.)
 */
export const GUEST_CHOICE_KEY = 'guest_choice';
export const GUEST_CHOICE_TTL_MS = 24 * 60 * 60 * 1000;

export function guestChosen(now = Date.now()): boolean {
  const at = Number(readStorage(GUEST_CHOICE_KEY));
  return at > 0 && at <= now && now - at < GUEST_CHOICE_TTL_MS;
}

export const chooseGuest = (now = Date.now()) => writeStorage(GUEST_CHOICE_KEY, String(now));

/**
 * What the start's login dialog waits for (spec 2 Entry rules, issue 17.5; the rule is
 * `startLoginDialogDue` and `cookieBannerWaits` in packages/domain/src/entry/manage-entry.ts):
 * whether the traveller has started using the page, whether the account slot has settled the
 * start's dialog, whether an account dialog is open. A slice of the one store (decision 0012),
 * written from the first screen on (the shell, the account slot, the account dialogs), read by
 * the account slot and the cookie banner.
 */
export interface StartLoginFacts {
  started: boolean;
  settled: boolean;
  dialogOpen: boolean;
}

const slice = storeSlice<StartLoginFacts>('startLogin', () => ({ started: false, settled: false, dialogOpen: false }));

export const useStartLoginFacts = () => slice.use((s) => s);
/** The facts now (outside React: a decision taken after something loaded). */
export const startLoginFacts = (): StartLoginFacts => slice.get();

function patch(partial: Partial<StartLoginFacts>): void {
  const cur = slice.get();
  if (Object.entries(partial).every(([k, v]) => cur[k as keyof StartLoginFacts] === v)) return;
  slice.set({ ...cur, ...partial });
}

export const setStartLoginSettled = () => patch({ settled: true });
export const setAccountDialogOpen = (dialogOpen: boolean) => patch({ dialogOpen });

export const markVisitStarted = () => patch({ started: true });

/** The events that say the traveller is using the page (the cookie banner's own do not count). */
const STARTING_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const;

/** Listens until the traveller starts; returns the way to stop listening. */
export function watchVisitStart(doc: Document = document, ignore = '[data-cookie-banner]'): () => void {
  const stop = () => {
    for (const type of STARTING_EVENTS) doc.removeEventListener(type, onEvent, true);
  };
  function onEvent(event: Event) {
    const target = event.target;
    if (target instanceof Element && target.closest(ignore)) return;
    markVisitStarted();
    stop();
  }
  if (slice.get().started) return stop;
  for (const type of STARTING_EVENTS) doc.addEventListener(type, onEvent, { capture: true, passive: true });
  return stop;
}

/** tests only */
export function resetStartLoginForTests(): void {
  slice.set({ started: false, settled: false, dialogOpen: false });
}
