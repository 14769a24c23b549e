// The links in the confirmation mail: view, modify (change dates), cancel.
import { open, shot, widthOf } from './lib';

const EMAIL = process.env.EMAIL ?? 'ana.maria.fernandez.torres@ejemplo-ma.es';
const { browser, page, logs, request } = await open({ storage: { cookies: [], origins: [] } });
const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`)).json()) as { mails: { subject: string; text: string }[] };
const text = mails.mails[0]!.text;
const links = [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).filter((u) => u.includes('localhost'));
console.log(links);
const fix = (u: string) => u.replace('http://localhost:3615', '');
await page.goto(fix(links[0]!));
await page.waitForTimeout(2500);
console.log('view ->', page.url(), 'dialogs', await page.getByRole('dialog').count());
await shot(page, '06-view');
console.log((await page.locator('main').innerText()).slice(0, 400));
await page.goto(fix(links[1]!));
await page.waitForTimeout(3000);
console.log('modify ->', page.url(), 'dialogs', await page.getByRole('dialog').count());
await shot(page, '06-modify', true);
console.log((await page.locator('body').innerText()).slice(0, 1500));
for (const l of logs) console.log(l);
await browser.close();
