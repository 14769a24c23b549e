import { useMemo, useState } from 'react';
import type * as z from 'zod';
import { toValidationMessage, type ValidationMessage } from '@parking/domain/validation/messages';

export type FormErrors = Partial<Record<string, ValidationMessage>>;

/** First message per top-level field, in schema order. */
export function errorsOf(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const out: FormErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !out[field]) out[field] = toValidationMessage(issue);
  }
  return out;
}

/**
 * A form validated by one of the contract's zod schemas (the server parses the same rules):
 * messages show after a field is left (once typed in), or all of them after a submit attempt (spec 5).
 */
export function useZodForm<V extends Record<string, unknown>, O>(schema: z.ZodType<O>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const all = useMemo(() => (result.success ? {} : errorsOf(result.error.issues)), [result]);
  const errors: FormErrors = submitted ? all : Object.fromEntries(Object.entries(all).filter(([f]) => shown.has(f)));
  return {
    values,
    errors,
    valid: result.success,
    set: <K extends keyof V>(field: K, value: V[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setDirty((s) => (s.has(field as string) ? s : new Set(s).add(field as string)));
    },
    reset: (next: V) => {
      setValues(next);
      setShown(new Set());
      setDirty(new Set());
      setSubmitted(false);
    },
    /**
     * Leaving a field shows its message, once something was typed in it: tabbing through (or
     * clicking a link from) an untouched field says nothing, and nothing moves under the pointer.
     */
    touch: (field: string) => {
      if (dirty.has(field)) setShown((s) => (s.has(field) ? s : new Set(s).add(field)));
    },
    /** Marks every message visible; the parsed values when valid, else null. */
    submit: (): O | null => {
      setSubmitted(true);
      return result.success ? result.data : null;
    },
  };
}
