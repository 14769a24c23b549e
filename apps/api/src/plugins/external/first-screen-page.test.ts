import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFile } from './static';

// Decision 0029: which HTML a page path gets. Spec 1: the language from storage (the app's
// `lang` cookie, which the server can read), then the browser (Accept-Language), then es.
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(dist, 'prerendered'));
for (const step of ['where-when', 'products', 'traveler-data', 'confirmation']) {
  for (const lang of ['es', 'ca', 'en', 'fr']) writeFileSync(join(dist, 'prerendered', `${step}.${lang}.html`), '<html></html>');
}

describe('pageFile (the first screen in the visitor language)', () => {
  it.each([
    ['/where-when', {}, 'prerendered/where-when.es.html'],
    ['/where-when/', { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' }, 'prerendered/where-when.fr.html'],
    ['/where-when', { 'accept-language': 'de-DE, en;q=0.5, ca;q=0.7' }, 'prerendered/where-when.ca.html'],
    ['/where-when', { 'accept-language': 'de-DE' }, 'prerendered/where-when.es.html'],
    ['/products', { cookie: 'a=1; lang=en; b=2', 'accept-language': 'fr' }, 'prerendered/products.en.html'],
    ['/products', { cookie: 'lang=en-GB', 'accept-language': 'fr' }, 'prerendered/products.en.html'],
    ['/products', { cookie: 'lang=de', 'accept-language': 'ca' }, 'prerendered/products.ca.html'],
    ['/products', { cookie: 'xlang=en', 'accept-language': 'ca' }, 'prerendered/products.ca.html'],
    ['/products', { cookie: 'lang=%E0%A4%A', 'accept-language': 'fr' }, 'prerendered/products.fr.html'],
    ['/traveler-data', { cookie: 'lang=fr' }, 'prerendered/traveler-data.fr.html'],
    // Decision 0047: the e-mail's link (its token is in the query, not in the path or the file).
    ['/confirmation', { 'accept-language': 'ca-ES' }, 'prerendered/confirmation.ca.html'],
    ['/services', { cookie: 'lang=fr' }, 'index.html'],
    ['/my-reservations', {}, 'index.html'],
    ['/', {}, 'index.html'],
  ])('%s %o -> %s', (path, headers, file) => {
    expect(pageFile(dist, path, headers)).toBe(file);
  });

  it('the bare index.html when the build has no prerendered pages', () => {
    const bare = mkdtempSync(join(tmpdir(), 'web-dist-'));
    expect(pageFile(bare, '/where-when', { 'accept-language': 'fr' })).toBe('index.html');
  });
});
