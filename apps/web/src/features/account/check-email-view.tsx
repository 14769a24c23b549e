import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { resendVerification } from './auth-actions';
import { FailureAlert, LinkButton, useFailureText } from './form-bits';
import styles from './account.module.css';

/**
 * After a password sign-up (issue 18.2): no account yet, a link went to the e-mail. Says so,
 * offers to send the link again, and closes.
 */
export function CheckEmailView({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText('errors:standard');
  const [resent, setResent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resend = () => {
    setFailure(null);
    resendVerification(email).then(
      () => setResent(true),
      (err: unknown) => setFailure(failureText(err)),
    );
  };
  return (
    <div className={styles.stack}>
      <p role="status">{resent ? t('verify.resent', { email }) : t('signup.checkEmail', { email })}</p>
      <FailureAlert text={failure} />
      {resent ? null : (
        <p>
          <LinkButton onClick={resend}>{t('signup.resend')}</LinkButton>
        </p>
      )}
      <Button onClick={onClose} autoFocus>
        {t('signup.close')}
      </Button>
    </div>
  );
}
