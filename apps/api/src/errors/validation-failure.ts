import type { z } from 'zod';

/**
 * A body that passed the route's general schema but failed a product-specific rule (flight
 * required, car-service terms). Thrown by services; the one error handler answers it exactly
 * like the route's own validation: a 400 naming each field.
 */
export class ValidationFailure extends Error {
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly input: unknown,
  ) {
    super('validation failed');
    this.name = 'ValidationFailure';
  }
}
