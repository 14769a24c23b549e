import type { Lang } from '@parking/domain/contracts/wire';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { errorBody, fieldIssues } from '../errors/error-handler';

/**
 * A body that passed the route's general schema but failed a product-specific rule (flight
 * required, car-service terms). Answered exactly like the route's own validation: a 400
 * naming each field.
 */
export class ValidationFailure extends Error {
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly input: unknown,
  ) {
    super('validation failed');
  }
}

export function sendValidationFailure(reply: FastifyReply, lang: Lang, failure: ValidationFailure) {
  // The same mapping fastify-type-provider-zod applies to route schemas.
  const mapped = failure.issues.map((issue) => {
    const { path, code, message, ...params } = issue;
    return { keyword: code, instancePath: `/${path.join('/')}`, message, params: params as Record<string, unknown> };
  });
  const details = fieldIssues(lang, mapped, failure.input, 'body');
  return reply.code(400).send(errorBody(lang, 'API_ERROR_VALIDATION', details, details[0]?.reason));
}
