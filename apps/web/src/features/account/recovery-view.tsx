import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { requiredEmail } from '@parking/domain/validation/forms';
import { TextField } from '../../shared/form/text-field';
import { SubmitButton } from '../../components/submit-button';
import { useSubmit } from '../../shared/form/use-submit';
import { useZodForm } from '../../shared/form/use-zod-form';
import { requestRecovery } from './auth-actions';
import { DoneView, FailureAlert, LinkButton, useFailureText } from './form-bits';
import styles from './account.module.css';

// The e-mail rule of the contract's recoveryRequest (its `lang` is added when sending).
const recoveryFormSchema = z.object({ email: requiredEmail });

/** Spec 2/4 Password recovery: the form, then a confirmation screen with the e-mail used. */
export function RecoveryView({ onBack, initialEmail = '' }: { onBack: () => void; initialEmail?: string }) {
  const { t } = useTranslation('account');
  // Spec 8: "Recovery failure: server reason, else standard text, under the e-mail field".
  const failureText = useFailureText('errors:standard');
  const form = useZodForm<{ email: string }, { email: string }>(recoveryFormSchema, { email: initialEmail });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { sending, failure, onSubmit } = useSubmit(
    form.submit,
    async ({ email }) => {
      await requestRecovery(email);
      setSentTo(email);
    },
    failureText,
  );

  if (sentTo !== null) {
    return (
      <DoneView status={t('recovery.done', { email: sentTo })} action={t('recovery.back')} onAction={onBack} />
    );
  }

  return (
    <div className={styles.stack}>
      <p className={styles.lead}>{t('recovery.lead')}</p>
      <form className={styles.stack} noValidate onSubmit={onSubmit} aria-label={t('recovery.title')}>
        <div>
          <TextField {...form.field('email')} name="recovery_email" label={t('fields.email')} type="email" inputMode="email" autoComplete="email" required />
          <FailureAlert text={failure} />
        </div>
        <SubmitButton sending={sending} className={styles.submit} label={t('recovery.submit')} sendingLabel={t('recovery.sending')} />
      </form>
      <div className={styles.links}>
        <p>
          <LinkButton onClick={onBack}>{t('recovery.back')}</LinkButton>
        </p>
      </div>
    </div>
  );
}
