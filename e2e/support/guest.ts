import { expect, type Page } from '@playwright/test';

/**
 * Spec 2 Entry rules: the main page opens the login dialog at start when there is no session.
 * A guest who chose "Continue without registering" is not asked again for a day (web key
 * `guest_choice`, the time of the choice in ms). Every browser test starts as such a guest
 * (playwright.config.ts `storageState`), so booking specs book without the dialog; the
 * accounts specs start as a new visitor instead.
 */
export const GUEST_CHOICE_KEY = 'guest_choice';

export function guestStorageState(origin: string) {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: GUEST_CHOICE_KEY, value: String(Date.now()) }] }],
  };
}

/** A first visit: nothing stored (use with `test.use({ storageState: NEW_VISITOR })`). */
export const NEW_VISITOR = { cookies: [], origins: [] };

/** Leaves the login dialog the start opened, the way a guest does. */
export async function continueAsGuest(page: Page, name: string | RegExp = /Continuar sin registrarme|Continue without registering|Continua sense registrar-me|Continuer sans m'inscrire/) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name }).click();
  await expect(dialog).toHaveCount(0);
}

/** The guest's state as `guestStorageState` makes it: the guest's choice's time, else null. */
export function guestChoiceOf(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const { cookies, origins } = state as { cookies?: unknown[]; origins?: { localStorage?: { name: string; value: string }[] }[] };
  if (cookies?.length || origins?.length !== 1) return null;
  const items = origins[0]?.localStorage ?? [];
  return items.length === 1 && items[0]?.name === GUEST_CHOICE_KEY ? items[0].value : null;
}
