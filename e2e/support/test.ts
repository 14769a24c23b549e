import { test as base } from '@playwright/test';
import { GUEST_CHOICE_KEY, guestChoiceOf } from './guest';

export * from '@playwright/test';

/**
 * Playwright's `test`, with the guest's choice (playwright.config.ts `storageState`, support/
 * guest.ts) stored by an init script instead of the storage state. Playwright restores a storage
 * state's localStorage by opening an extra page (a renderer of its own) on the origin for every
 * new context: about a second of CPU per test on these machines (decision 0045). The script
 * stores the same value under the same key before any script of the page runs, only on the
 * test server's origin and only where the key is absent, so the page sees what the storage
 * state gave it (the app never removes the key). A test that opts out (`test.use({ storageState:
 * NEW_VISITOR })`) or sets another state gets that state as before.
 */
export const test = base.extend({
  storageState: async ({ storageState }, use) => {
    await use(guestChoiceOf(storageState) === null ? storageState : undefined);
  },
  context: async ({ context, storageState, baseURL }, use) => {
    if (storageState === undefined && baseURL) {
      await context.addInitScript(
        ({ origin, key, value }) => {
          if (location.origin === origin && window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        },
        { origin: new URL(baseURL).origin, key: GUEST_CHOICE_KEY, value: guestChoiceOf(test.info().project.use.storageState) ?? String(Date.now()) },
      );
    }
    await use(context);
  },
});
