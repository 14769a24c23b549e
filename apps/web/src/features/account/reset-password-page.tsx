import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { resetFormSchema, type ResetFormValues } from '@parking/domain/contracts/account';
import { Button } from '../../components/button';
import { openAccountDialog } from '../../modules/account/account-dialog';
import { TextField } from '../../shared/form/text-field';
import { StepFrame } from '../../shared/ui/step-frame';
import { resetPassword } from './auth-actions';
import { FailureAlert, useFailureText } from './form-bits';
import { useZodForm } from './use-form';
import styles from './account.module.css';

/** /reset-password?token=...: the recovery mail's link (issue 10.4); a new password twice. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const failureText = useFailureText('errors:standard');
  const form = useZodForm<ResetFormValues, ResetFormValues>(resetFormSchema, { password: '', confirm: '' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const values = form.submit();
    if (!values || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await resetPassword(token, values.password);
      setDone(true);
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setSending(false);
    }
  };

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
        <form className={styles.stack} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('reset.title')}>
          <TextField
            name="password"
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            value={form.values.password}
            error={form.errors.password}
            onChange={(v) => form.set('password', v)}
            onBlur={() => form.touch('password')}
          />
          <TextField
            name="confirm"
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            value={form.values.confirm}
            error={form.errors.confirm}
            onChange={(v) => form.set('confirm', v)}
            onBlur={() => form.touch('confirm')}
          />
          <FailureAlert text={failure} />
          <Button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
            {sending ? t('reset.sending') : t('reset.submit')}
          </Button>
        </form>
      </StepFrame>
    </div>
  );
}
