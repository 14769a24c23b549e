import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  agencyLoginFormSchema,
  type AgencyLoginFormValues,
  loginFormSchema,
  type LoginFormValues,
  type MeResponse,
  type SocialLoginRequest,
  type SocialPrefill,
} from '@parking/domain/contracts/account';
import { PasswordField } from '../../shared/form/password-field';
import { TextField } from '../../shared/form/text-field';
import { SubmitButton } from '../../components/submit-button';
import { useSubmit } from '../../shared/form/use-submit';
import { useZodForm } from '../../shared/form/use-zod-form';
import { agencyLogin, login } from './auth-actions';
import { FailureAlert, LinkButton, useFailureText } from './form-bits';
import { SocialButtons } from './social-buttons';
import styles from './account.module.css';

type Tab = 'individual' | 'agency';
const TABS: Tab[] = ['individual', 'agency'];

export interface LoginViewProps {
  onLoggedIn: (me: MeResponse) => void;
  onSignUp: () => void;
  onSocialSignUp: (prefill: SocialPrefill, social: SocialLoginRequest) => void;
  onForgot: () => void;
  /** shown above the tabs (e.g. "your session has expired") */
  notice?: string | null;
}

/** Spec 2 Login dialog: two tabs, individual (social, e-mail and password) and agencies (alias). */
export function LoginView({ onLoggedIn, onSignUp, onSocialSignUp, onForgot, notice }: LoginViewProps) {
  const { t } = useTranslation('account');
  const [tab, setTab] = useState<Tab>('individual');
  const id = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ individual: null, agency: null });

  // WAI-ARIA tabs: arrows, Home and End move between tabs (automatic activation).
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next =
      e.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : e.key === 'ArrowLeft' ? TABS[(i + TABS.length - 1) % TABS.length] : e.key === 'Home' ? TABS[0] : e.key === 'End' ? TABS[TABS.length - 1] : null;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      {notice ? <p className={styles.info}>{notice}</p> : null}
      <div role="tablist" aria-label={t('login.tabs')} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
          >
            {t(`login.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'individual' ? (
          <IndividualLogin onLoggedIn={onLoggedIn} onSignUp={onSignUp} onSocialSignUp={onSocialSignUp} onForgot={onForgot} />
        ) : (
          <AgencyLogin onLoggedIn={onLoggedIn} />
        )}
      </div>
    </div>
  );
}

function IndividualLogin({ onLoggedIn, onSignUp, onSocialSignUp, onForgot }: Omit<LoginViewProps, 'notice'>) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const form = useZodForm<LoginFormValues, LoginFormValues>(loginFormSchema, { email: '', password: '' });
  const { sending, failure, setFailure, onSubmit } = useSubmit(form.submit, async (values) => onLoggedIn(await login(values)), failureText);

  return (
    <div className={styles.stack}>
      <SocialButtons
        onLoggedIn={onLoggedIn}
        onNotRegistered={onSocialSignUp}
        onFailure={(err) => setFailure(failureText(err))}
        onWarning={setFailure}
      />
      <form className={styles.stack} noValidate onSubmit={onSubmit} aria-label={t('login.individualForm')}>
        <TextField {...form.field('email')} label={t('fields.email')} type="email" autoComplete="username" inputMode="email" required />
        <PasswordField {...form.field('password')} label={t('fields.password')} purpose="current" />
        <FailureAlert text={failure} />
        <SubmitButton sending={sending} className={styles.submit} label={t('login.submit')} sendingLabel={t('login.sending')} />
      </form>
      <div className={styles.links}>
        <p>
          <LinkButton onClick={onForgot}>{t('login.forgot')}</LinkButton>
        </p>
        <p>
          {t('login.noAccount')} <LinkButton onClick={onSignUp}>{t('login.signUp')}</LinkButton>
        </p>
      </div>
    </div>
  );
}

function AgencyLogin({ onLoggedIn }: { onLoggedIn: (me: MeResponse) => void }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const form = useZodForm<AgencyLoginFormValues, AgencyLoginFormValues>(agencyLoginFormSchema, { alias: '', password: '' });
  const { sending, failure, onSubmit } = useSubmit(form.submit, async (values) => onLoggedIn(await agencyLogin(values)), failureText);

  return (
    <form className={styles.stack} noValidate onSubmit={onSubmit} aria-label={t('login.agencyForm')}>
      <TextField {...form.field('alias')} label={t('fields.alias')} autoComplete="username" required />
      <PasswordField {...form.field('password')} name="agency_password" label={t('fields.password')} purpose="current" />
      <FailureAlert text={failure} />
      <SubmitButton sending={sending} className={styles.submit} label={t('login.submit')} sendingLabel={t('login.sending')} />
    </form>
  );
}
