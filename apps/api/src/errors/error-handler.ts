import { type ApiErrorBody, DomainError, type ErrorCode } from '@parking/domain/errors/codes';
import type { Lang } from '@parking/domain/contracts/wire';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isValidationMessageKey, toValidationMessage } from '@parking/domain/validation/messages';
import type * as z from 'zod';
import { type ErrorTextKey, isErrorTextKey, requestLang, translateError } from '../i18n/errors-i18n';
import { translateValidation } from '../i18n/validation-i18n';
import { ValidationFailure } from './validation-failure';

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

/**
 * The one map from an error code to its HTTP status (issue 8.6): services raise a code,
 * only this handler knows HTTP. A new code does not compile until it has a status here.
 */
export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  API_ERROR_VALIDATION: 400,
  API_ERROR_BAD_REQUEST: 400,
  API_ERROR_UNKNOWN_PRODUCT: 400,
  API_ERROR_UNKNOWN_TERMINAL: 400,
  API_ERROR_DATES_IN_PAST: 400,
  API_ERROR_END_BEFORE_START: 400,
  API_ERROR_CLOSED_HOURS: 400,
  API_ERROR_UNAUTHORIZED: 401,
  API_ERROR_NOT_FOUND: 404,
  API_ERROR_RESERVATION_OUT_OF_STOCK: 409,
  API_ERROR_RESERVATION_IS_CANCELLED: 409,
  API_ERROR_PAYMENT_NOT_ALLOWED: 409,
  API_ERROR_PAYLOAD_TOO_LARGE: 413,
  API_ERROR_UNSUPPORTED_MEDIA_TYPE: 415,
  API_ERROR_SERVICE_UNAVAILABLE: 503,
  API_ERROR_MISSING_SERVICES: 400,
  API_ERROR_IDEMPOTENCY_KEY_REUSED: 422,
  API_ERROR_RATE_LIMITED: 429,
  API_ERROR_INTERNAL: 500,
  API_ERROR_INVALID_CREDENTIALS: 401,
  API_ERROR_TOO_MANY_ATTEMPTS: 429,
  API_ERROR_ACCOUNT_EXISTS: 409,
  API_ERROR_SOCIAL_NOT_REGISTERED: 404,
  API_ERROR_SOCIAL_INVALID_TOKEN: 401,
  API_ERROR_RESET_TOKEN_INVALID: 400,
  API_ERROR_VERIFICATION_TOKEN_INVALID: 400,
  API_ERROR_CSRF: 403,
  API_ERROR_FORBIDDEN: 403,
  API_ERROR_PROFILE_NOT_EDITABLE: 403,
  API_ERROR_BLOCKED_BY_COMPANY: 403,
  API_ERROR_VEHICLE_NOT_FOUND: 404,
  API_ERROR_VEHICLE_MODEL_NOT_FOUND: 404,
  API_ERROR_VEHICLE_PLATE_NOT_IDENTIFIABLE: 422,
  API_ERROR_WORKSHOP_ORDER_STATUS: 409,
  API_ERROR_PLATE_REGISTRY_UNAVAILABLE: 502,
  API_ERROR_RESERVATION_NOT_MODIFIABLE: 409,
  API_ERROR_PAYMENT_DECLINED: 402,
  API_ERROR_VOUCHER_ALREADY_USED: 409,
  API_ERROR_VOUCHER_NOT_AVAILABLE: 409,
};

function send(reply: FastifyReply, body: ApiErrorBody) {
  return reply.code(STATUS_OF_CODE[body.code]).send(body);
}

/** Content-parser errors: the body is not the JSON the route reads. */
const BODY_ERRORS = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_EMPTY_TYPE',
  'FST_ERR_CTP_INVALID_TYPE',
]);

/**
 * Fastify's (and its plugins') own 4xx errors, each with an honest code: a body that is not
 * JSON is a validation error on `body`; too large a body a 413; a content type we do not read
 * a 415; a path the static files refuse a 404; anything else about the request itself (a bad
 * URL, a malformed header) API_ERROR_BAD_REQUEST. Never the body's words for a URL's fault.
 */
function frameworkClientError(err: FastifyError, lang: Lang): ApiErrorBody {
  const status = err.statusCode ?? 400;
  const fstCode = typeof err.code === 'string' ? err.code : 'FST_ERR';
  if (status === 429) return errorBody(lang, 'API_ERROR_RATE_LIMITED');
  if (status === 404 || fstCode === 'FST_STATIC_FORBIDDEN_PATH') return errorBody(lang, 'API_ERROR_NOT_FOUND');
  if (status === 413) {
    const reason = translateError(lang, 'field_too_long', { field: 'body' });
    return errorBody(lang, 'API_ERROR_PAYLOAD_TOO_LARGE', [{ field: 'body', code: fstCode, reason }]);
  }
  if (status === 415) {
    return errorBody(lang, 'API_ERROR_UNSUPPORTED_MEDIA_TYPE', [{ field: 'content-type', code: fstCode, reason: translateError(lang, 'body_unsupported') }]);
  }
  if (BODY_ERRORS.has(fstCode)) {
    const key: ErrorTextKey = fstCode === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'field_required' : 'body_invalid';
    const reason = translateError(lang, key, { field: 'body' });
    return errorBody(lang, 'API_ERROR_VALIDATION', [{ field: 'body', code: fstCode, reason }], reason);
  }
  return errorBody(lang, 'API_ERROR_BAD_REQUEST', [{ field: 'url', code: fstCode, reason: translateError(lang, 'url_invalid') }]);
}

/** A product-specific refusal of a body (ValidationFailure), read like a route schema's. */
function validationFailureBody(lang: Lang, failure: ValidationFailure): ApiErrorBody {
  // The same mapping fastify-type-provider-zod applies to route schemas.
  const mapped = failure.issues.map((issue) => {
    const { path, code, message, ...params } = issue;
    return { keyword: code, instancePath: `/${path.join('/')}`, message, params: params as Record<string, unknown> };
  });
  const details = fieldIssues(lang, mapped, failure.input, 'body');
  return errorBody(lang, 'API_ERROR_VALIDATION', details, details[0]?.reason);
}

/**
 * The one error handler (design.md 3): every error leaves as { code, reason, details? } with
 * the reason in the request's language and the status of STATUS_OF_CODE. Bad input is a 400
 * naming the field, never a 500; anything unexpected is a logged 500 with the standard text.
 */
export function handleError(this: FastifyInstance, err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(req);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const context = err.validationContext ?? 'body';
    const details = fieldIssues(lang, err.validation, inputOf(req, context), context);
    return send(reply, errorBody(lang, 'API_ERROR_VALIDATION', details, details[0]?.reason));
  }
  if (err instanceof ValidationFailure) return send(reply, validationFailureBody(lang, err));
  if (err instanceof DomainError) return send(reply, errorBody(lang, err.code, err.details, domainErrorReason(lang, err)));
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const body = frameworkClientError(err, lang);
    // API_ERROR_BAD_REQUEST keeps the framework's own 4xx (e.g. 431 headers too large).
    return reply.code(body.code === 'API_ERROR_BAD_REQUEST' ? status : STATUS_OF_CODE[body.code]).send(body);
  }
  req.log.error({ err }, 'unexpected error');
  return send(reply, errorBody(lang, 'API_ERROR_INTERNAL', undefined, translateError(lang, 'standard')));
}

/** The not-found answer of /api paths and missing assets, through the one handler. */
export function notFoundError(): DomainError {
  return new DomainError('API_ERROR_NOT_FOUND');
}
