import { Button } from './button';

/**
 * A form's send button: it names the send while one runs and stays focusable (aria-disabled,
 * so a second press is ignored by useSubmit rather than lost with the focus).
 */
export function SubmitButton({ sending, label, sendingLabel, className }: { sending: boolean; label: string; sendingLabel: string; className?: string }) {
  return (
    <Button type="submit" className={className} aria-disabled={sending || undefined}>
      {sending ? sendingLabel : label}
    </Button>
  );
}
