import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse, SocialLoginRequest, SocialPrefill } from '@parking/domain/contracts/account';
import { signUpFormSchema, type SignUpFormValues } from '@parking/domain/contracts/new-password';
import { FIELD_LIMITS } from '@parking/domain/validation/messages';
import { Button } from '../../components/button';
import { publicSiteUrl } from '../../lib/public-site';
import { CheckField } from '../../shared/form/check-field';
import { PasswordField } from '../../shared/form/password-field';
import { TextField } from '../../shared/form/text-field';
import { useSubmit } from '../../shared/form/use-submit';
import { useZodForm } from '../../shared/form/use-zod-form';
import { type SignUpResult, signUp } from './auth-actions';
import { FailureAlert, LinkButton, useFailureText } from './form-bits';
import { SocialButtons } from './social-buttons';
import formStyles from '../../shared/form/form.module.css';
import styles from './account.module.css';

interface SignUpInput extends Record<string, unknown> {
  name: string;
  surname: string;
  email: string;
  password: string;
  privacy: boolean;
  accept_promos: boolean;
  accept_newsletter: boolean;
}

const emptySignUp = (prefill?: SocialPrefill | null, email = ''): SignUpInput => ({
  name: prefill?.name ?? '',
  surname: prefill?.surname ?? '',
  email: prefill?.email ?? email,
  password: '',
  privacy: false,
  accept_promos: false,
  accept_newsletter: false,
});

export interface SocialSignUp {
  prefill: SocialPrefill;
  social: SocialLoginRequest;
}

export interface SignUpViewProps {
  /** social mode (spec 4): the provider's token, and what it told about the person */
  social: SocialSignUp | null;
  /** issue 17.3: signing up from a guest's confirmation: that booking joins the account (same e-mail) */
  booking?: { reservationToken: string; email: string };
  onSocial: (s: SocialSignUp | null) => void;
  /** logged in (social), or a link mailed to confirm the e-mail (password) */
  onSignedUp: (result: SignUpResult) => void;
  onLoggedIn: (me: MeResponse) => void;
  onLogin: () => void;
}

/**
 * Spec 2 Sign-up dialog and spec 5 rules: name and surname (max 150), e-mail, password (min 8,
 * not in social mode), privacy ticked, optional promos and newsletter; submit disabled while
 * invalid or sending.
 */
export function SignUpView({ social, booking, onSocial, onSignedUp, onLoggedIn, onLogin }: SignUpViewProps) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const schema = useMemo(() => signUpFormSchema({ social: social !== null }), [social]);
  const form = useZodForm<SignUpInput, SignUpFormValues>(schema, emptySignUp(social?.prefill, booking?.email));
  const { sending, failure, setFailure, onSubmit } = useSubmit(
    form.submit,
    async (values) => onSignedUp(await signUp(values, social?.social ?? null, booking?.reservationToken)),
    failureText,
  );

  const switchSocial = (next: SocialSignUp | null) => {
    // Spec 4: the failed social login prefills the form; cancel resets it.
    form.reset(emptySignUp(next?.prefill, booking?.email));
    setFailure(null);
    onSocial(next);
  };

  const field = (name: 'name' | 'surname' | 'email' | 'password') => ({ ...form.field(name), required: true });

  return (
    <div className={styles.stack}>
      {social ? (
        <div className={styles.info}>
          <p>{t('signup.socialMode', { provider: t(`social.names.${social.prefill.type}`) })}</p>
          <LinkButton onClick={() => switchSocial(null)}>{t('signup.socialCancel')}</LinkButton>
        </div>
      ) : (
        <SocialButtons
          onLoggedIn={onLoggedIn}
          onNotRegistered={(prefill, s) => switchSocial({ prefill, social: s })}
          onFailure={(err) => setFailure(failureText(err))}
          onWarning={setFailure}
        />
      )}
      <p className={formStyles.note}>{t('signup.required')}</p>
      <form className={styles.stack} noValidate onSubmit={onSubmit} aria-label={t('signup.title')}>
        <div className={styles.twoCols}>
          <TextField {...field('name')} label={t('fields.name')} autoComplete="given-name" maxLength={FIELD_LIMITS.name} />
          <TextField {...field('surname')} label={t('fields.surname')} autoComplete="family-name" maxLength={FIELD_LIMITS.surname} />
        </div>
        <TextField {...field('email')} label={t('fields.email')} type="email" inputMode="email" autoComplete="email" />
        {/* Spec 4: social mode disables the password (the provider vouches for the person). */}
        <PasswordField
          {...field('password')}
          {...(social ? { value: '', error: undefined, required: false, disabled: true } : {})}
          label={t('fields.newPassword')}
          purpose="new"
        />
        <CheckField
          name="privacy"
          required
          checked={form.values.privacy}
          error={form.errors.privacy}
          onChange={(v) => {
            form.set('privacy', v);
            form.touch('privacy');
          }}
        >
          {t('signup.privacyBefore')}{' '}
          <a href={publicSiteUrl(t('app:footer.privacyPath'))} target="_blank" rel="noopener noreferrer">
            {t('signup.privacyLink')}
            <span className="sr-only"> {t('signup.newWindow')}</span>
          </a>
          <span aria-hidden="true"> *</span>
        </CheckField>
        <CheckField name="accept_promos" checked={form.values.accept_promos} onChange={(v) => form.set('accept_promos', v)}>
          {t('signup.promos')}
        </CheckField>
        <CheckField name="accept_newsletter" checked={form.values.accept_newsletter} onChange={(v) => form.set('accept_newsletter', v)}>
          {t('signup.newsletter')}
        </CheckField>
        <FailureAlert text={failure} />
        <Button type="submit" className={styles.submit} disabled={!form.valid || sending}>
          {sending ? t('signup.sending') : t('signup.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <p>
          {t('signup.haveAccount')} <LinkButton onClick={onLogin}>{t('signup.login')}</LinkButton>
        </p>
      </div>
    </div>
  );
}
