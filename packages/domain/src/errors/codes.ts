/**
 * Every error the api returns has one shape: { code, reason, details? }.
 * `reason` is the translation of `errors:<code>` in the request's language
 * (packages/domain/locales/<lang>/errors.json).
 */
export const ERROR_CODES = [
  'API_ERROR_VALIDATION',
  'API_ERROR_NOT_FOUND',
  'API_ERROR_UNKNOWN_PRODUCT',
  'API_ERROR_UNKNOWN_TERMINAL',
  'API_ERROR_DATES_IN_PAST',
  'API_ERROR_END_BEFORE_START',
  'API_ERROR_CLOSED_HOURS',
  'API_ERROR_RESERVATION_OUT_OF_STOCK',
  'API_ERROR_RESERVATION_IS_CANCELLED',
  'API_ERROR_RATE_LIMITED',
  'API_ERROR_UNAUTHORIZED',
  'API_ERROR_INTERNAL',
  'API_ERROR_IDEMPOTENCY_KEY_REUSED',
  'API_ERROR_PAYMENT_NOT_ALLOWED',
  /** framework refusals of the request itself (issue 7.4): a bad URL, a body too large, a content type we do not read */
  'API_ERROR_BAD_REQUEST',
  'API_ERROR_PAYLOAD_TOO_LARGE',
  'API_ERROR_UNSUPPORTED_MEDIA_TYPE',
  /** the node is shutting down (503, Connection: close): a balancer or the browser retries elsewhere */
  'API_ERROR_SERVICE_UNAVAILABLE',
  /** an urban (or, later, modify-mode) booking with no service at all (spec 4 Summary buttons, domain missingServices) */
  'API_ERROR_MISSING_SERVICES',
  /** accounts (issue 10): login never says whether the e-mail or alias exists */
  'API_ERROR_INVALID_CREDENTIALS',
  /** details.retry_after_seconds, plus a Retry-After header */
  'API_ERROR_TOO_MANY_ATTEMPTS',
  'API_ERROR_ACCOUNT_EXISTS',
  /** details: SocialPrefill (contracts/account.ts), the sign-up dialog switches to social mode */
  'API_ERROR_SOCIAL_NOT_REGISTERED',
  'API_ERROR_SOCIAL_INVALID_TOKEN',
  'API_ERROR_RESET_TOKEN_INVALID',
  /** issue 18.2: an unknown, used or expired e-mail verification link */
  'API_ERROR_VERIFICATION_TOKEN_INVALID',
  'API_ERROR_CSRF',
  'API_ERROR_FORBIDDEN',
  'API_ERROR_PROFILE_NOT_EDITABLE',
  'API_ERROR_BLOCKED_BY_COMPANY',
  /** vehicles (issue 15, spec 8): an unknown vehicle, or a guest vehicle without its token (never tells which) */
  'API_ERROR_VEHICLE_NOT_FOUND',
  /** a make, model (umc), propulsion, body or motor code not in the catalogue, or not of the vehicle's model */
  'API_ERROR_VEHICLE_MODEL_NOT_FOUND',
  /** identify on a vehicle without a Spanish plate (foreign plates are never looked up) */
  'API_ERROR_VEHICLE_PLATE_NOT_IDENTIFIABLE',
  /** the real plate register failed or timed out (502); the sandbox never does */
  'API_ERROR_PLATE_REGISTRY_UNAVAILABLE',
  /** issue 16.6: a workshop order status change its life does not allow (domain canMoveOrder) */
  'API_ERROR_WORKSHOP_ORDER_STATUS',
  /** issue 17: a booking that has started, is inside 24 h or awaits its card payment cannot be changed (details.why) */
  'API_ERROR_RESERVATION_NOT_MODIFIABLE',
  /** issue 17: the card paying a change's price difference was declined */
  'API_ERROR_PAYMENT_DECLINED',
  /** issue 19: a single-use voucher this client has used already (also by a racing booking); details.field voucher_code */
  'API_ERROR_VOUCHER_ALREADY_USED',
  /** issue 19: the booking's voucher no longer applies (re-checked with the booking's now); details.field, details.reason */
  'API_ERROR_VOUCHER_NOT_AVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  code: ErrorCode;
  reason: string;
  details?: unknown;
}

/**
 * The reason a DomainError gives in its own words: a key of the `errors` catalogue and its
 * `{{placeholders}}`. The api's error handler translates it into the request's language, so
 * services need not know the language to give a specific reason.
 */
export interface ErrorReason {
  key: string;
  params?: Record<string, string>;
}

/**
 * A typed failure raised by services. It carries a code, never an HTTP status: the api's one
 * error handler maps each code to its status (apps/api/src/errors/error-handler.ts).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    /** Without it the handler uses the first detail's `reason`, else the code's own text. */
    readonly reason?: ErrorReason,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
