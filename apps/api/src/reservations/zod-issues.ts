/**
 * A product-specific refusal of a booking body; the one error handler
 * (errors/error-handler.ts) answers it like the route's own validation (issue 8.6).
 */
export { ValidationFailure } from '../errors/validation-failure';
