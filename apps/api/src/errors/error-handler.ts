import { type ApiErrorBody, DomainError, type ErrorCode } from '@parking/domain/errors/codes';
import type { Lang } from '@parking/domain/contracts/wire';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isValidationMessageKey, toValidationMessage } from '@parking/domain/validation/messages';
import type * as z from 'zod';
import { type ErrorTextKey, isErrorTextKey, requestLang, translateError } from '../i18n/errors-i18n';
import { translateValidation } from '../i18n/validation-i18n';

export function langOf(req: FastifyRequest): Lang {
  return requestLang(req.query, req.headers['accept-language']);
}

export function errorBody(lang: Lang, code: ErrorCode, details?: unknown, reason?: string): ApiErrorBody {
  const body: ApiErrorBody = { code, reason: reason ?? translateError(lang, code) };
  if (details !== undefined) body.details = details;
  return body;
}

export interface FieldIssue {
  field: string;
  code: string;
  reason: string;
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The value at a JSON-pointer-like path, to tell a missing field from a wrong one. */
function valueAt(root: unknown, path: string[]): unknown {
  let cur = root;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** Schema messages set in packages/domain/src/contracts (e.g. { message: 'invalid_wire_date' }). */
const MESSAGE_KEYS: Record<string, ErrorTextKey> = {
  invalid_wire_date: 'field_wire_date',
  invalid_lang: 'field_lang',
  invalid_id_list: 'field_id_list',
};

function reasonKey(issue: ValidationIssue, value: unknown): ErrorTextKey {
  const byMessage = issue.message ? MESSAGE_KEYS[issue.message] : undefined;
  if (byMessage) return byMessage;
  if (value === undefined) return 'field_required';
  const origin = issue.params?.origin;
  switch (issue.keyword) {
    case 'invalid_type':
      return 'field_type';
    case 'too_big':
      return origin === 'string' || origin === 'array' ? 'field_too_long' : 'field_out_of_range';
    case 'too_small':
      return origin === 'string' || origin === 'array' ? 'field_too_short' : 'field_out_of_range';
    default:
      return 'field_invalid';
  }
}

/**
 * The words the browser form shows for this issue, when it comes from a shared form schema
 * (packages/domain/src/validation/forms.ts: every message there is a `validation` key). A
 * form's own container (`reservation`, `billing`, `terms` missing or not an object) has no
 * field in the form to show 'invalid_value' under, so it keeps the api's wording.
 */
function formReason(lang: Lang, issue: ValidationIssue, path: string[]): string | null {
  const message = issue.message;
  if (!message || !isValidationMessageKey(message)) return null;
  if (message === 'invalid_value' && path.length <= 1) return null;
  const zodIssue = { ...issue.params, code: issue.keyword, message, path } as unknown as z.core.$ZodIssue;
  return translateValidation(lang, toValidationMessage(zodIssue));
}

export function fieldIssues(lang: Lang, issues: ValidationIssue[], input: unknown, context: string): FieldIssue[] {
  return issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    // An empty path means the whole body or query is wrong (e.g. no body at all).
    const field = path.length > 0 ? path.join('.') : context;
    const reason =
      formReason(lang, issue, path) ?? translateError(lang, reasonKey(issue, path.length > 0 ? valueAt(input, path) : input), { field });
    return { field, code: issue.keyword, reason };
  });
}

/** The `reason` of a DomainError's first field detail (an array's first entry, or the object). */
function detailReason(details: unknown): string | undefined {
  const first: unknown = Array.isArray(details) ? details[0] : details;
  if (first && typeof first === 'object' && 'reason' in first && typeof first.reason === 'string' && first.reason !== '') {
    return first.reason;
  }
  return undefined;
}

/**
 * The top-level `reason` of a DomainError, which is what the web app shows: its own reason
 * (an `errors` key, translated here into the request's language), else the reason of its
 * first field detail (services that refuse a field say why there), else the code's text.
 */
export function domainErrorReason(lang: Lang, err: DomainError): string {
  if (err.reason && isErrorTextKey(err.reason.key)) return translateError(lang, err.reason.key, err.reason.params);
  return detailReason(err.details) ?? translateError(lang, err.code);
}

function inputOf(req: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return req.query;
  if (context === 'params') return req.params;
  if (context === 'headers') return req.headers;
  return req.body;
}

/** Fastify's own 4xx errors (body parsing, content type), mapped to our shape. */
function frameworkClientError(err: FastifyError, lang: Lang): { status: number; body: ApiErrorBody } {
  const status = err.statusCode ?? 400;
  if (status === 429) return { status, body: errorBody(lang, 'API_ERROR_RATE_LIMITED') };
  if (status === 404) return { status, body: errorBody(lang, 'API_ERROR_NOT_FOUND') };
  const key: ErrorTextKey =
    status === 415
      ? 'body_unsupported'
      : status === 413
        ? 'field_too_long'
        : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'field_required'
          : 'body_invalid';
  const reason = translateError(lang, key, { field: 'body' });
  return { status, body: errorBody(lang, 'API_ERROR_VALIDATION', [{ field: 'body', code: err.code, reason }], reason) };
}

/**
 * The one error handler (design.md 3): every error leaves as { code, reason, details? } with
 * the reason in the request's language. Bad input is a 400 naming the field, never a 500;
 * anything unexpected is a logged 500 with the standard text.
 */
export function handleError(this: FastifyInstance, err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(req);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const context = err.validationContext ?? 'body';
    const details = fieldIssues(lang, err.validation, inputOf(req, context), context);
    return reply.code(400).send(errorBody(lang, 'API_ERROR_VALIDATION', details, details[0]?.reason));
  }
  if (err instanceof DomainError) {
    return reply.code(err.status).send(errorBody(lang, err.code, err.details, domainErrorReason(lang, err)));
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const mapped = frameworkClientError(err, lang);
    return reply.code(mapped.status).send(mapped.body);
  }
  req.log.error({ err }, 'unexpected error');
  return reply.code(500).send(errorBody(lang, 'API_ERROR_INTERNAL', undefined, translateError(lang, 'standard')));
}

export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody(langOf(req), 'API_ERROR_NOT_FOUND'));
}
