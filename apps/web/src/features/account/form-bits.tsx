import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ApiError } from '../../lib/api-client';
import { InvalidTokenError } from './auth-actions';
import styles from './account.module.css';

/**
 * Spec 8: "Login/sign-up failure: server reason, else generic localised message"; "Invalid
 * token after login: 'Invalid token'". Recovery passes the standard text as its fallback.
 */
export function useFailureText(fallbackKey = 'account:errors.generic') {
  const { t } = useTranslation();
  return (err: unknown): string => {
    if (err instanceof InvalidTokenError) return t('account:login.invalidToken');
    if (err instanceof ApiError && err.reason) return err.reason;
    return t(fallbackKey);
  };
}

export function FailureAlert({ text }: { text: string | null }) {
  // The live region stays mounted so a screen reader hears the next failure too.
  return (
    <div role="alert" aria-live="assertive">
      {text ? <p className={styles.alert}>{text}</p> : null}
    </div>
  );
}

/** A button that reads as a link (it changes the dialog's view, it goes nowhere). */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

/** A finished step of an account dialog: what happened, and the one way on (focused). */
export function DoneView({ status, action, onAction }: { status: string; action: string; onAction: () => void }) {
  return (
    <div className={styles.stack}>
      <p role="status">{status}</p>
      <Button onClick={onAction} autoFocus>
        {action}
      </Button>
    </div>
  );
}
