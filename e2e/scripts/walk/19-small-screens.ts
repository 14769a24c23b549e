// The start's login dialog on short screens (375x667, 320x568): can the guest reach "Continuar sin registrarme"?
import { NEW, open, shot } from './lib';
for (const [w, h] of [[375, 667], [320, 568]]) {
  const { browser, page } = await open({ width: w, height: h, storage: NEW });
  await page.goto('/where-when');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await shot(page, `19-${w}x${h}`);
  const guest = dialog.getByRole('button', { name: 'Continuar sin registrarme' });
  console.log(w, h, 'guest in viewport before scroll', await guest.evaluate((e) => { const r = e.getBoundingClientRect(); return r.bottom <= innerHeight; }));
  await guest.click();
  console.log('closed', (await page.getByRole('dialog').count()) === 0);
  await page.keyboard.press('Escape');
  await browser.close();
}
// Escape on the dialog
const { browser, page } = await open({ storage: NEW });
await page.goto('/where-when');
await page.getByRole('dialog').waitFor();
await page.keyboard.press('Escape');
await page.waitForTimeout(500);
console.log('after Escape dialogs:', await page.getByRole('dialog').count(), 'focused:', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 100)));
for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
console.log('after 12 tabs focus inside dialog:', await page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))));
await browser.close();
