import { type FormEvent, useState } from 'react';

/**
 * A form's send: the submit event checks the form (`check`, null when invalid), then runs
 * `send` once at a time; a failure becomes the text `failureText` gives it. `sending` stays on
 * after a success: the view that sent is replaced (dialog closed, done screen).
 */
export function useSubmit<T>(check: () => T | null, send: (values: T) => Promise<unknown>, failureText: (err: unknown) => string) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const values = check();
    if (values === null || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await send(values);
    } catch (err) {
      setFailure(failureText(err));
      setSending(false);
    }
  };
  return { sending, failure, setFailure, onSubmit: (e: FormEvent) => void onSubmit(e) };
}
