/**
 * Whether an object has no enumerable property, own or inherited: one `for…in` step, with no
 * array of keys made (issue 20.3: the request hooks ask this of every request's params, query
 * and headers table).
 */
export function isEmpty(value: object): boolean {
  for (const _ in value) return false;
  return true;
}
