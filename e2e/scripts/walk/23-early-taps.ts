// Decision 0061: "Iniciar sesión" tapped and a date typed at once on a slow phone (the app's
// scripts held back 2 s), at 375 px: the dialog opens and the date stays once the app starts.
import { open, shot } from './lib';

const { browser, page, logs } = await open();
await page.route(/\/assets\/(?!after-paint-)[\w-]+\.js$/, async (route) => {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await route.continue();
});
await page.goto('/where-when');
const entry = page.getByLabel('Fecha de entrada', { exact: true });
await entry.pressSequentially('12/03/2027');
await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
await shot(page, '23-before-start');
await page.getByRole('dialog').waitFor({ timeout: 15_000 });
await page.waitForTimeout(500);
await shot(page, '23-after-start');
console.log('dialog', await page.getByRole('dialog').isVisible(), 'entry', await entry.inputValue());
await page.keyboard.press('Escape');
await page.getByRole('button', { name: 'Continuar sin registrarme' }).click().catch(() => {});
await page.waitForTimeout(500);
console.log('entry after closing', await entry.inputValue(), 'focused', await page.evaluate(() => document.activeElement?.tagName + ' ' + (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.slice(0, 30))));
await shot(page, '23-after-close');
for (const l of logs) console.log(l);
await browser.close();
