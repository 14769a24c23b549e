import type { ZodType } from 'zod';

/** Stored JSON text read with its schema: null when missing, not JSON, or not of that shape. */
export function parseStoredJson<T>(text: string | null, schema: ZodType<T>): T | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const r = schema.safeParse(raw);
  return r.success ? r.data : null;
}
