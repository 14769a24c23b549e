// A first visit with nothing stored at 375 px on /, /where-when and /products: when do the
// login dialog and the cookie banner show (screenshots at 0.3, 1, 2.5 and 5 s).
import { NEW, open, shot } from './lib';

for (const path of ['/', '/where-when', '/products']) {
  const { browser, page, logs } = await open({ storage: NEW });
  const t0 = Date.now();
  await page.goto(path);
  const tag = path.replace(/\W/g, '') || 'root';
  for (const ms of [300, 1000, 2500, 5000]) {
    await page.waitForTimeout(Math.max(0, ms - (Date.now() - t0)));
    const dialog = await page.getByRole('dialog').isVisible();
    const banner = await page.getByRole('region', { name: 'Aviso de cookies' }).isVisible();
    console.log(path, ms, page.url(), 'dialog', dialog, 'cookie banner', banner);
    await shot(page, `01-${tag}-${ms}`);
  }
  for (const l of logs) console.log(l);
  await browser.close();
}
