import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { requiredEmail } from '@parking/domain/validation/forms';
import { Button } from '../../components/button';
import { TextField } from '../../shared/form/text-field';
import { requestRecovery } from './auth-actions';
import { FailureAlert, LinkButton, useFailureText } from './form-bits';
import { useZodForm } from './use-form';
import styles from './account.module.css';

// The e-mail rule of the contract's recoveryRequest (its `lang` is added when sending).
const recoveryFormSchema = z.object({ email: requiredEmail });

/** Spec 2/4 Password recovery: the form, then a confirmation screen with the e-mail used. */
export function RecoveryView({ onBack, initialEmail = '' }: { onBack: () => void; initialEmail?: string }) {
  const { t } = useTranslation('account');
  // Spec 8: "Recovery failure: server reason, else standard text, under the e-mail field".
  const failureText = useFailureText('errors:standard');
  const form = useZodForm<{ email: string }, { email: string }>(recoveryFormSchema, { email: initialEmail });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const values = form.submit();
    if (!values || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await requestRecovery(values.email);
      setSentTo(values.email);
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setSending(false);
    }
  };

  if (sentTo !== null) {
    return (
      <div className={styles.stack}>
        <p role="status">{t('recovery.done', { email: sentTo })}</p>
        <Button onClick={onBack} autoFocus>
          {t('recovery.back')}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      <p className={styles.lead}>{t('recovery.lead')}</p>
      <form className={styles.stack} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('recovery.title')}>
        <div>
          <TextField
            name="recovery_email"
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={form.values.email}
            error={form.errors.email}
            onChange={(v) => form.set('email', v)}
            onBlur={() => form.touch('email')}
          />
          <FailureAlert text={failure} />
        </div>
        <Button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
          {sending ? t('recovery.sending') : t('recovery.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <p>
          <LinkButton onClick={onBack}>{t('recovery.back')}</LinkButton>
        </p>
      </div>
    </div>
  );
}
