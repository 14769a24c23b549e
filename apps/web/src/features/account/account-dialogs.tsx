import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@parking/domain/contracts/account';
import { Dialog } from '../../components/dialog';
import { type AccountDialogState, chooseGuest, closeAccountDialog } from '../../modules/account/account-dialog';
import { DoneView, LinkButton } from './form-bits';
import { LoginView } from './login-view';
import { RecoveryView } from './recovery-view';
import type { SignUpResult } from './auth-actions';
import { CheckEmailView } from './check-email-view';
import { type SocialSignUp, SignUpView } from './signup-view';
import styles from './account.module.css';

const UserModeDialog = lazy(() => import('./user-mode-dialog'));

type View = 'login' | 'signup' | 'recovery' | 'welcome' | 'check-email';

/** The account dialogs the header hosts (one chunk, loaded when one opens). */
export default function AccountDialogs({ dialog }: { dialog: AccountDialogState }) {
  if (dialog.view === 'user-mode') {
    return (
      <Suspense fallback={null}>
        <UserModeDialog onClose={closeAccountDialog} />
      </Suspense>
    );
  }
  return <AuthDialog initial={dialog.view} reason={dialog.reason} booking={dialog.booking} />;
}

/**
 * Spec 2 Dialogs: login and sign-up open each other and cannot be closed while shown (no
 * close button, no Escape). The way out is the footer's "Continue without registering" (or
 * "Cancel" when the user opened it), always in the tab order, so nobody is trapped.
 */
export function AuthDialog({
  initial,
  reason,
  booking,
}: {
  initial: 'login' | 'signup' | 'recovery';
  reason: AccountDialogState['reason'];
  booking?: AccountDialogState['booking'];
}) {
  const { t } = useTranslation('account');
  const [view, setView] = useState<View>(initial);
  const [social, setSocial] = useState<SocialSignUp | null>(null);
  const [welcome, setWelcome] = useState<string>('');
  const [pendingEmail, setPendingEmail] = useState<string>('');
  const body = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // The control that switched the view is gone: focus goes to the new view's first control
    // (on opening, showModal already focused the first one).
    if (!opened.current) {
      opened.current = true;
      return;
    }
    body.current?.querySelector<HTMLElement>('[role="tab"][tabindex="0"], input:not([disabled]), button:not([disabled])')?.focus();
  }, [view]);

  const done = () => closeAccountDialog();
  const leave = () => {
    // A guest's choice at start (or after an expired session) is remembered (decision 0017).
    if (reason !== 'user') chooseGuest();
    closeAccountDialog();
  };
  const signedUp = (result: SignUpResult) => {
    if (result.kind === 'verification_sent') {
      // issue 18.2: no account until the mailed link is followed
      setPendingEmail(result.email);
      setView('check-email');
      return;
    }
    const me: MeResponse = result.me;
    setWelcome(me.type === 'client' ? me.name : me.company_name);
    setView('welcome');
  };

  const title = t(view === 'welcome' ? 'signup.welcomeTitle' : view === 'check-email' ? 'signup.checkEmailTitle' : `${view}.title`);
  return (
    <Dialog title={title} size={view === 'signup' ? 'md' : 'sm'} onClose={leave}>
      <div ref={body}>
      {view === 'login' ? (
        <LoginView
          notice={reason === 'expired' ? t('login.expired') : null}
          onLoggedIn={done}
          onSignUp={() => {
            setSocial(null);
            setView('signup');
          }}
          onSocialSignUp={(prefill, s) => {
            setSocial({ prefill, social: s });
            setView('signup');
          }}
          onForgot={() => setView('recovery')}
        />
      ) : view === 'signup' ? (
        <SignUpView social={social} booking={booking} onSocial={setSocial} onSignedUp={signedUp} onLoggedIn={done} onLogin={() => setView('login')} />
      ) : view === 'recovery' ? (
        <RecoveryView onBack={() => setView('login')} />
      ) : view === 'check-email' ? (
        <CheckEmailView email={pendingEmail} onClose={leave} />
      ) : (
        <DoneView status={t('signup.welcome', { name: welcome })} action={t('signup.continue')} onAction={done} />
      )}
      {view === 'welcome' || view === 'check-email' ? null : (
        <div className={styles.footer}>
          <LinkButton onClick={leave}>{reason === 'user' ? t('login.cancel') : t('login.continueGuest')}</LinkButton>
        </div>
      )}
      </div>
    </Dialog>
  );
}
