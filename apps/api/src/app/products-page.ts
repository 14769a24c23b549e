import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CatalogResponse } from '@parking/domain/contracts/catalog';
import { findPlaceEntry } from '@parking/domain/catalog/catalog';
import { resolveEntry } from '@parking/domain/entry/entry-rules';
import { formatDisplayDateTime } from '@parking/domain/time/madrid';
import type { Lang } from '@parking/domain/contracts/wire';

/**
 * Decision 0043: a products deep link (`/products?in_common_terminal_id=…&start_date=…`) gets
 * its first screen with the stay and the chosen product's intro already in the HTML, so the
 * largest paint is the HTML's, not the app's. The web build writes
 * `prerendered/products.chosen.<lang>.html` with markers (apps/web/scripts/prerender.mjs, same
 * markers); this module splits each once and fills in the texts the app itself shows first, from
 * the same catalogue and the same entry rules (packages/domain), HTML-escaped.
 */
const MARKER = /%%(PLACE|START|END|PRODUCT)%%/;
type Field = 'PLACE' | 'START' | 'END' | 'PRODUCT';

/** The page cut at its markers: text, field, text, field, …, text. */
export type ProductsTemplate = string[];

export function splitProductsTemplate(html: string): ProductsTemplate {
  return html.split(MARKER);
}

/** The templates of the build, by language (empty when the build has none). */
export function loadProductsTemplates(webDist: string, langs: readonly Lang[]): Map<Lang, ProductsTemplate> {
  const out = new Map<Lang, ProductsTemplate>();
  for (const lang of langs) {
    const file = join(webDist, 'prerendered', `products.chosen.${lang}.html`);
    if (existsSync(file)) out.set(lang, splitProductsTemplate(readFileSync(file, 'utf8')));
  }
  return out;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/**
 * What the products page shows first for this query, as the app decides it (spec 2 entry rules
 * with the catalogue's terminals, `now`): null unless the link lands on products with a product
 * the catalogue knows in the terminal's place (then the app draws the comparing intro, which the
 * plain prerendered page already holds).
 */
export function productsStay(
  catalog: CatalogResponse,
  query: Record<string, string | undefined>,
  now: Date,
): Record<Field, string> | null {
  const decision = resolveEntry({ query, now, terminals: catalog.terminals, hasAccessToken: false, path: '/products' });
  if (decision.route !== '/products') return null;
  const place = findPlaceEntry(catalog, decision.booking.placeId)?.place;
  const chosen = place?.products.find((p) => p.id === decision.booking.productId);
  if (!place || !chosen) return null;
  return {
    PLACE: place.name,
    START: formatDisplayDateTime(decision.booking.startDate),
    END: formatDisplayDateTime(decision.booking.endDate),
    PRODUCT: chosen.name,
  };
}

export function fillProductsPage(template: ProductsTemplate, stay: Record<Field, string>): string {
  return template.map((part, i) => (i % 2 === 1 ? escapeHtml(stay[part as Field]) : part)).join('');
}

/** The page compressed the way the client accepts (the plain prerendered files come as .br and .gz). */
export function encodePage(html: string, acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase().split(/\s*;\s*q=/))
      .filter(([, q]) => q === undefined || Number(q) > 0)
      .map(([name]) => name),
  );
  const accepts = (name: string) => accepted.has(name);
  // gzip first: per request, level 6 costs ~0.4 ms of CPU for this ~18 KB page and is ~5.3 KB;
  // brotli comes out the same size only at quality 4, for twice the CPU (decision 0043).
  if (accepts('gzip')) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  if (accepts('br')) return { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: 'br' };
  return { body: Buffer.from(html), encoding: null };
}
