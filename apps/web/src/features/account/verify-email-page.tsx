import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import * as z from 'zod';
import { requiredEmail } from '@parking/domain/validation/forms';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../shared/form/text-field';
import { useSubmit } from '../../shared/form/use-submit';
import { useZodForm } from '../../shared/form/use-zod-form';
import { StepFrame } from '../../shared/ui/step-frame';
import { resendVerification, verifyEmail } from './auth-actions';
import { FailureAlert, useFailureText } from './form-bits';
import styles from './account.module.css';

// The e-mail rule of the contract's resendVerificationRequest.
const resendFormSchema = z.object({ email: requiredEmail });

type State = { kind: 'checking' } | { kind: 'done'; name: string } | { kind: 'invalid' };

/**
 * /verify-email?token=...: the sign-up mail's link (issue 18.2). Follows it once: the account
 * is created and logged in; a used, expired or missing link says so and asks the e-mail to
 * send a new one.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'checking' } : { kind: 'invalid' });
  const started = useRef(false);
  useEffect(() => {
    // once: the link is single use (React's development double effect must not spend it twice)
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token).then(
      (me) => setState({ kind: 'done', name: me.type === 'client' ? me.name : me.company_name }),
      () => setState({ kind: 'invalid' }),
    );
  }, [token]);

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <StepFrame title={t('verify.title')}>
        {state.kind === 'checking' ? <p role="status">{t('verify.checking')}</p> : null}
        {state.kind === 'done' ? (
          <>
            <p role="status">{t('verify.done', { name: state.name })}</p>
            <p>
              <Link to="/where-when">{t('verify.continue')}</Link>
            </p>
          </>
        ) : null}
        {state.kind === 'invalid' ? <ResendForm /> : null}
      </StepFrame>
    </div>
  );
}

function ResendForm() {
  const { t } = useTranslation('account');
  const failureText = useFailureText('errors:standard');
  const form = useZodForm<{ email: string }, { email: string }>(resendFormSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { sending, failure, onSubmit } = useSubmit(
    form.submit,
    async ({ email }) => {
      await resendVerification(email);
      setSentTo(email);
    },
    failureText,
  );
  if (sentTo !== null) return <p role="status">{t('verify.resent', { email: sentTo })}</p>;
  return (
    <div className={styles.stack}>
      <p role="alert">{t('verify.invalid')}</p>
      <form className={styles.stack} noValidate onSubmit={onSubmit} aria-label={t('verify.submit')}>
        <TextField {...form.field('email')} name="verify_email" label={t('fields.email')} type="email" inputMode="email" autoComplete="email" required />
        <FailureAlert text={failure} />
        <SubmitButton sending={sending} className={styles.submit} label={t('verify.submit')} sendingLabel={t('verify.sending')} />
      </form>
    </div>
  );
}
