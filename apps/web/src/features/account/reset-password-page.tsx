import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { resetFormSchema, type ResetFormValues } from '@parking/domain/contracts/new-password';
import { Button } from '../../components/button';
import { openAccountDialog } from '../../modules/account/account-dialog';
import { PasswordField } from '../../shared/form/password-field';
import { SubmitButton } from '../../components/submit-button';
import { useSubmit } from '../../shared/form/use-submit';
import { useZodForm } from '../../shared/form/use-zod-form';
import { StepFrame } from '../../shared/ui/step-frame';
import { resetPassword } from './auth-actions';
import { FailureAlert, useFailureText } from './form-bits';
import styles from './account.module.css';

/** /reset-password?token=...: the recovery mail's link (issue 10.4); a new password twice. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const failureText = useFailureText('errors:standard');
  const form = useZodForm<ResetFormValues, ResetFormValues>(resetFormSchema, { password: '', confirm: '' });
  const [done, setDone] = useState(false);
  const { sending, failure, onSubmit } = useSubmit(
    form.submit,
    async ({ password }) => {
      await resetPassword(token, password);
      setDone(true);
    },
    failureText,
  );

  const login = <Button onClick={() => openAccountDialog('login')}>{t('reset.login')}</Button>;
  if (!token) {
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        <StepFrame title={t('reset.title')} lead={t('reset.missingToken')} />
      </div>
    );
  }
  if (done) {
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        <StepFrame title={t('reset.title')}>
          <p role="status">{t('reset.done')}</p>
          <p>{login}</p>
        </StepFrame>
      </div>
    );
  }
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <StepFrame title={t('reset.title')} lead={t('reset.lead')}>
        <form className={styles.stack} noValidate onSubmit={onSubmit} aria-label={t('reset.title')}>
          <PasswordField {...form.field('password')} label={t('fields.newPassword')} purpose="new" />
          <PasswordField {...form.field('confirm')} label={t('fields.confirmPassword')} purpose="new" />
          <FailureAlert text={failure} />
          <SubmitButton sending={sending} className={styles.submit} label={t('reset.submit')} sendingLabel={t('reset.sending')} />
        </form>
      </StepFrame>
    </div>
  );
}
