import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@parking/domain/contracts/wire';
import { requestLang } from '../../i18n/errors-i18n';

/**
 * Serves the built web app when it exists. Hashed files under /assets never change, so they
 * are cached for a year; index.html must be revalidated so a deploy is seen at once.
 * Returns whether the SPA is served (the not-found handler then falls back to index.html).
 */
export async function registerStatic(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: serving the api only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    cacheControl: false,
    // The web build writes .br and .gz beside each asset (docs/decisions/0003).
    preCompressed: true,
    setHeaders(reply, path) {
      const rel = path.slice(webDist.length).replaceAll('\\', '/');
      reply.header('cache-control', rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** The steps whose first screen the web build prerenders (apps/web/scripts/prerender.mjs). */
const PRERENDERED_STEPS = new Set(['/where-when', '/products', '/traveler-data', '/confirmation']);
/** The cookie the web app keeps beside its stored language (apps/web/src/lib/i18n.ts). */
const LANG_COOKIE = /(?:^|;\s*)lang=([A-Za-z_-]{2,16})(?:;|$)/;
/** Whether each prerendered file exists, looked up once (a build replaces the server too). */
const builtPages = new Map<string, boolean>();

/** The language a page is sent in: the app's `lang` cookie, then Accept-Language, then es. */
export function pageLang(headers: { cookie?: string; 'accept-language'?: string }): Lang {
  const fromCookie = LANG_COOKIE.exec(headers.cookie ?? '')?.[1];
  return requestLang({ lang: fromCookie }, headers['accept-language']);
}

/**
 * The HTML page for a page path (decision 0029): a prerendered step in the visitor's language
 * when the build has it, else the bare index.html. The server cannot read the browser's storage
 * (spec 1's first choice), so it reads the `lang` cookie the app writes with it, then
 * Accept-Language (the browser's languages, spec 1's second), then Spanish.
 */
export function pageFile(webDist: string, path: string, headers: { cookie?: string; 'accept-language'?: string }): string {
  const step = path.replace(/\/+$/, '');
  if (!PRERENDERED_STEPS.has(step)) return 'index.html';
  const lang = pageLang(headers);
  const file = `prerendered${step}.${lang}.html`;
  const key = join(webDist, file);
  let built = builtPages.get(key);
  if (built === undefined) builtPages.set(key, (built = existsSync(key)));
  return built ? file : 'index.html';
}
