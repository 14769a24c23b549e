import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../config/version';

/**
 * Operations routes (admin, behind a token) and development helpers are not part of the
 * public contract: the public document never lists them (issue 7.1).
 */
export function isHiddenFromOpenApi(url: string): boolean {
  return /^\/api\/(admin|dev)(\/|$)/.test(url) || url === '/metrics';
}

/** OpenAPI from the zod route schemas: UI at /api/docs, the document at /api/docs/json. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parking booking API',
        description: 'Catalogue, prices and bookings. Errors: { code, reason, details? }.',
        version: APP_VERSION,
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      return isHiddenFromOpenApi(input.url) ? { ...out, schema: { ...(out.schema as object), hide: true } } : out;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
