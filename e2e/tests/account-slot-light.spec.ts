import { expect, test } from '../support/test';

// Issue 20.1, decision 0046: the header's account slot loads on every page a second after the
// load event; its chunk used to pull the account contract's zod schemas (~100 ms of a slow
// phone's main thread, one long task Lighthouse counted in every step's Total Blocking Time).
// A returning guest who opens no account dialog must load no zod at all: the schemas come with
// the dialogs (login, sign-up), the later steps' forms and the account pages.

/** zod's schema classes are made by name (`$constructor("$ZodObject", …)`): the name survives minifying. */
const ZOD_MARK = '$ZodObject';

test('a returning guest on where-when and products loads the account slot without the zod schemas', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    // Not the Intl worker's script (decision 0059: no zod in it): the worker closes itself once
    // done, after which its response's body can no longer be read.
    if (response.request().resourceType() === 'script' && !/\/assets\/intl-warm-[\w-]+\.js$/.test(response.url())) scripts.set(response.url(), response.text());
  });
  for (const path of ['/where-when', '/products']) {
    await page.goto(path);
    // The slot's own login button (not the placeholder) is there once its chunk is in.
    await expect(page.locator('[data-account-slot]')).toBeAttached({ timeout: 15_000 });
  }
  const withZod = async () => {
    const urls: string[] = [];
    for (const [url, text] of scripts) if ((await text).includes(ZOD_MARK)) urls.push(url);
    return urls;
  };
  expect(scripts.size).toBeGreaterThan(5);
  expect(await withZod()).toEqual([]);
  // The login button still opens the dialog, whose chunk brings the schemas (which also shows
  // that the mark is found where zod is).
  await page.locator('[data-account-slot]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(async () => (await withZod()).length).toBeGreaterThan(0);
});
