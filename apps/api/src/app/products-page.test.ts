import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { backends, useApp } from '../test/build';
import { encodePage, fillProductsPage, splitProductsTemplate } from './products-page';

// Decision 0043: a products deep link naming a product gets the stay and the chosen product's
// intro in its HTML (the largest paint), in the page's language, escaped; any other products
// request gets the plain prerendered page.
const CHOSEN = (lang: string) =>
  `<html lang="${lang}"><main><p class="place">%%PLACE%%</p><dd>%%START%%</dd><dd>%%END%%</dd><p class="intro">[${lang}] chose %%PRODUCT%%.</p></main></html>`;

function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parking-web-dist-'));
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const lang of ['es', 'ca', 'en', 'fr']) {
    writeFileSync(join(dir, 'prerendered', `products.${lang}.html`), `<html lang="${lang}"><p class="intro">plain ${lang}</p></html>`);
    writeFileSync(join(dir, 'prerendered', `products.chosen.${lang}.html`), CHOSEN(lang));
  }
  return dir;
}

describe('fillProductsPage', () => {
  it('writes each text HTML-escaped where its marker was', () => {
    const page = fillProductsPage(splitProductsTemplate(CHOSEN('es')), {
      PLACE: 'A & B',
      START: '01/07/2026 10:00',
      END: '04/07/2026 18:00',
      PRODUCT: `Park <b>"Fast"</b> & 'go'`,
    });
    expect(page).toBe(
      '<html lang="es"><main><p class="place">A &amp; B</p><dd>01/07/2026 10:00</dd><dd>04/07/2026 18:00</dd>' +
        '<p class="intro">[es] chose Park &lt;b&gt;&quot;Fast&quot;&lt;/b&gt; &amp; &#39;go&#39;.</p></main></html>',
    );
  });

  it.each([
    ['br, gzip', 'gzip'],
    ['br', 'br'],
    ['gzip;q=0, br;q=0.5', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %s -> %s', (accept, encoding) => {
    const { body, encoding: got } = encodePage('<p>hola</p>', accept);
    expect(got).toBe(encoding);
    const text = got === 'br' ? brotliDecompressSync(body) : got === 'gzip' ? gunzipSync(body) : body;
    expect(text.toString()).toBe('<p>hola</p>');
  });
});

describe.each(backends)('the products deep link page on %s', (backend) => {
  const webDist = fakeWebDist();
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  // TEST_NOW is 2026-06-01; the stay is later that summer (Madrid wall time on the wire).
  const h = useApp(backend, { config: { webDist } });
  const link = (query: Record<string, string>) =>
    `/products?${new URLSearchParams({ start_date: '2026-07-01 10:00:00', end_date: '2026-07-04 18:00:00', ...query })}`;
  const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });
  const terminal = () => {
    const t = h.app.catalog.catalog('es').body.terminals.find((x) => x.commonTerminalId === 1);
    if (!t) throw new Error('seed has no common terminal 1');
    return t;
  };
  const sameTerminalPair = () => {
    const t = terminal();
    const out = h.app.catalog.catalog('es').body.terminals.find((x) => x.placeId === t.placeId && x.commonTerminalId !== 1) ?? t;
    return { in_common_terminal_id: String(t.commonTerminalId), out_common_terminal_id: String(out.commonTerminalId) };
  };

  it.each(['es', 'ca', 'en', 'fr'] as const)('names the chosen product in %s, with the stay', async (lang) => {
    const res = await get(link(sameTerminalPair()), { 'accept-language': lang });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeUndefined();
    expect(String(res.headers.vary)).toContain('Accept-Language');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const product = h.app.catalog.productIn(lang, terminal().idProduct);
    expect(product).toBeDefined();
    expect(res.body).toContain(`<p class="intro">[${lang}] chose ${product?.name}.</p>`);
    expect(res.body).toContain('<dd>01/07/2026 10:00</dd><dd>04/07/2026 18:00</dd>');
    expect(res.body).not.toContain('%%');
  });

  it('escapes the catalogue texts', async () => {
    const product = h.app.catalog.productIn('en', terminal().idProduct);
    if (!product) throw new Error('no product');
    const name = product.name;
    product.name = `Park <b>"Fast"</b> & go`;
    try {
      const res = await get(link(sameTerminalPair()), { cookie: 'lang=en' });
      expect(res.body).toContain('[en] chose Park &lt;b&gt;&quot;Fast&quot;&lt;/b&gt; &amp; go.');
      expect(res.body).not.toContain('<b>');
    } finally {
      product.name = name;
    }
  });

  it('compresses it as the browser accepts', async () => {
    const res = await get(link(sameTerminalPair()), { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('[es] chose ');
  });

  it.each([
    ['an unknown terminal', { in_common_terminal_id: '999999', out_common_terminal_id: '999999' }],
    ['no terminal', {}],
    ['terminals of two places', { in_common_terminal_id: '1', out_common_terminal_id: '999999' }],
  ])('%s: the plain prerendered page', async (_, query) => {
    const res = await get(link(query), { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<html lang="fr"><p class="intro">plain fr</p></html>');
  });

  it('a start in the past: the plain page (the app goes to where-when)', async () => {
    const res = await get(`/products?${new URLSearchParams({ ...sameTerminalPair(), start_date: '2026-05-01 10:00:00', end_date: '2026-05-04 10:00:00' })}`);
    expect(res.body).toContain('plain es');
  });
});
