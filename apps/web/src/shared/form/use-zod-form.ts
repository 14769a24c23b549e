import { useMemo, useState } from 'react';
import type * as z from 'zod';
import { firstErrorPerField, type ValidationMessage } from '@parking/domain/validation/messages';

export type FieldErrors<F extends string = string> = Partial<Record<F, ValidationMessage>>;
export type FormErrors = FieldErrors;


/** A zod schema's verdict on `values` as the first message per field ({} when valid). */
export function fieldErrors<F extends string>(schema: z.ZodType, values: unknown): FieldErrors<F> {
  const r = schema.safeParse(values);
  return r.success ? {} : firstErrorPerField<F>(r.error.issues);
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
  const all = useMemo(() => (result.success ? {} : firstErrorPerField(result.error.issues)), [result]);
  const errors: FormErrors = submitted ? all : Object.fromEntries(Object.entries(all).filter(([f]) => shown.has(f)));
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setDirty((s) => (s.has(field as string) ? s : new Set(s).add(field as string)));
  };
  /**
   * Leaving a field shows its message, once something was typed in it: tabbing through (or
   * clicking a link from) an untouched field says nothing, and nothing moves under the pointer.
   */
  const touch = (field: string) => {
    if (dirty.has(field)) setShown((s) => (s.has(field) ? s : new Set(s).add(field)));
  };
  return {
    values,
    errors,
    valid: result.success,
    set,
    touch,
    /** A text field's wiring (TextField, PasswordField): name, value, message, change and leave. */
    field: <K extends keyof V & string>(name: K) => ({
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (v: string) => set(name, v as V[K]),
      onBlur: () => touch(name),
    }),
    reset: (next: V) => {
      setValues(next);
      setShown(new Set());
      setDirty(new Set());
      setSubmitted(false);
    },
    /** Marks every message visible; the parsed values when valid, else null. */
    submit: (): O | null => {
      setSubmitted(true);
      return result.success ? result.data : null;
    },
  };
}
