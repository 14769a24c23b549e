import { catalogQuery } from '@parking/domain/contracts/catalog';
import { DEFAULT_LANG, type Lang, primaryLang } from '@parking/domain/contracts/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../i18n/errors-i18n';

/** A well-formed but unsupported ?lang (e.g. de) is Spanish; no ?lang follows Accept-Language. */
export function catalogLang(lang: string | undefined, acceptLanguage: string | undefined): Lang {
  if (lang !== undefined) return primaryLang(lang) ?? DEFAULT_LANG;
  return requestLang(undefined, acceptLanguage);
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/catalog',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Cities with their places and products, and the static terminal list, in one language',
        description: 'Shaped as CatalogResponse (packages/domain/src/contracts/catalog.ts).',
        querystring: catalogQuery,
      },
    },
    async (req, reply) => {
      const lang = catalogLang(req.query.lang, req.headers['accept-language']);
      const entry = app.catalog.catalog(lang);
      // Changes only when the catalogue is edited; the ETag lets clients revalidate cheaply.
      reply.header('cache-control', 'public, max-age=300, must-revalidate');
      reply.header('etag', entry.etag);
      if (!req.query.lang) reply.header('vary', 'accept-language');
      if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.json);
    },
  );
};
