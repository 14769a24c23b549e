import { DomainError } from '@parking/domain/errors/codes';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../errors/error-handler';
import { translateError } from '../i18n/errors-i18n';
import { isEmpty } from '../lib/is-empty';
import { routeUrl } from '../lib/route-url';

/** C0 controls but tab and line breaks, DEL, and the C1 block. */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** In a URL (path parameters, query) not even a tab or a line break has a place. */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_URL = /[\u0000-\u001f\u007f-\u009f]/;

/** Half of a surrogate pair: not Unicode text (PostgreSQL refuses it inside JSON). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const MAX_NODES = 10_000;


/** The dotted path of the first string holding a control character or a lone surrogate, or null. */
export function firstControlCharacter(root: unknown, pattern: RegExp, prefix: string): string | null {
  // nothing to look at (no body, a route without parameters or query): no allocation
  if (root === undefined || root === null || (typeof root === 'object' && isEmpty(root))) return null;
  const stack: [unknown, string][] = [[root, prefix]];
  let seen = 0;
  while (stack.length > 0 && seen++ < MAX_NODES) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (pattern.test(value) || LONE_SURROGATE.test(value)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        // a key is text the database may see too
        if (pattern.test(key) || LONE_SURROGATE.test(key)) return path;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/**
 * Issue 7.4: text with a NUL (or another control character) never reaches a route, whatever
 * its schema: PostgreSQL refuses a NUL in text with an error that was a 500. The form schemas
 * (packages/domain/src/validation/forms.ts) refuse control characters in traveller and
 * billing text with the form's own message; this guard is the net under every other route:
 * a 400 API_ERROR_VALIDATION naming the field, in the request's language.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Issue 18.6: a body labelled gzip (or any encoding) was read as plain JSON, and a real gzip
  // body answered 400. No route reads an encoded body: 415 before the body is parsed.
  // Both hooks are synchronous (issue 20.3: they run on every request); a throw is the error answer.
  app.addHook('onRequest', (req, _reply, done) => {
    const encoding = req.headers['content-encoding'];
    if (encoding === undefined || encoding.trim().toLowerCase() === 'identity') return done();
    const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
    if (hasBody) throw Object.assign(new Error('unsupported Content-Encoding'), { statusCode: 415, code: 'FST_ERR_CONTENT_ENCODING' });
    done();
  });
  // After the route's schema: a field with a rule of its own (the forms) gives its own message.
  app.addHook('preHandler', (req, _reply, done) => {
    // a path nothing serves is a 404 whatever its query, and static files read no query
    const route = routeUrl(req);
    if (req.is404 || !route || route.includes('*')) return done();
    const field =
      firstControlCharacter(req.params, CONTROL_IN_URL, '') ??
      firstControlCharacter(req.query, CONTROL_IN_URL, '') ??
      firstControlCharacter(req.body, CONTROL_IN_TEXT, '');
    if (field === null) return done();
    const name = field || 'body';
    const reason = translateError(langOf(req), 'field_control_chars', { field: name });
    throw new DomainError('API_ERROR_VALIDATION', [{ field: name, code: 'control_characters', reason }], {
      key: 'field_control_chars',
      params: { field: name },
    });
  });
}
