import * as z from 'zod';

/**
 * The one id type of every contract (issue 18.5). The api's ids are PostgreSQL `integer`
 * columns (`serial` keys and the `integer` columns that reference them, apps/api/src/db/
 * schema*.ts; none is bigint), so an id the database can hold is 1..2^31-1. A larger number
 * (2147483648, 9007199254740991) used to pass the contracts and overflow the column: a 500
 * with a session. Bounding it here makes it a 400 like any other bad field.
 */
export const DB_ID_MIN = 1;
/** PostgreSQL `integer` maximum (2^31 - 1). */
export const DB_ID_MAX = 2_147_483_647;

/** Whether `v` is an id the database's integer columns can hold. Total: any value in, a boolean out. */
export function isDbId(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= DB_ID_MIN && v <= DB_ID_MAX;
}

/** An id as a JSON number: a positive integer no larger than DB_ID_MAX. */
export const dbId = z.number().int().positive().max(DB_ID_MAX);

/**
 * The same id, also taken as its digits in a string (legacy clients send ids as text):
 * '42' and 42 both parse to 42. Not z.coerce: it turned `true` into 1 and `[4]` into 4,
 * pricing a product nobody asked for. Anything else stays as sent and fails as the wrong type.
 */
export const dbIdOrDigits = z.preprocess((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v), dbId);

/** A comma-separated id list ('3,4'), kept as the string it is; every id in it within range. */
export const dbIdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, { message: 'invalid_id_list' })
  .refine((v) => v.split(',').every((part) => isDbId(Number(part))), { message: 'invalid_id_list' });
