// Does a double-click push the next step twice (Back then stays on the same step)?
import { madridDaysFromNow, productsDeepLink } from '../../support/booking-data';
import { open } from './lib';
const { browser, page } = await open();
await page.goto(productsDeepLink(madridDaysFromNow(104, 10, 0), madridDaysFromNow(106, 12, 0)));
const h = () => page.evaluate(() => history.length);
console.log('on products', await h());
await page.getByRole('button', { name: /^Elegir Parking Express/ }).dblclick();
await page.waitForURL(/services/);
await page.waitForTimeout(800);
console.log('after choose dblclick', await h());
await page.getByRole('button', { name: 'Continuar', exact: true }).dblclick();
await page.waitForURL(/traveler-data/);
await page.waitForTimeout(800);
console.log('after continue dblclick', await h());
for (let i = 0; i < 3; i++) { await page.goBack(); await page.waitForTimeout(800); console.log('back', i, page.url()); }
await browser.close();
