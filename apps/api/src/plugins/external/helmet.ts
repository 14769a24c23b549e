import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP lets the built SPA and the Swagger UI run from 'self' only
 * (both load external script files; inline styles are allowed because React Aria positions
 * popovers with style attributes). Map tiles for the later Leaflet dialog come from
 * OpenStreetMap. `upgrade-insecure-requests` is dropped: the demo is served over plain
 * http on localhost and LAN addresses, where it would break every asset; TLS ends at a
 * proxy in production, which sets its own policy.
 */
export async function registerHelmet(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https://*.tile.openstreetmap.org'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    // The SPA may embed a card-challenge page from the payment provider later (spec 2).
    crossOriginEmbedderPolicy: false,
  });
}
