import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { AUTH_KEY } from '../../lib/session';
import { readStorage } from '../../lib/storage';
import styles from './header.module.css';
import { LanguageSelect } from './language-select';

// Off the first screen (120 KB budget): the account slot (login button or user menu, the
// dialogs, the login at start) and the logo's business/agency badge load right after it.
const HeaderAccount = lazy(() => import('../../features/account/header-account'));
const LogoBadge = lazy(() => import('../../features/account/header-account').then((m) => ({ default: m.LogoBadge })));

function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M11 24V8h6.5a5 5 0 0 1 0 10H15v6zM15 12v2.5h2.3a1.25 1.25 0 0 0 0-2.5z" fill="#fff" />
    </svg>
  );
}

export function Header() {
  const { t } = useTranslation('app');
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('header.skipToContent')}
      </a>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/where-when" className={styles.logo} aria-label={t('header.homeLink')}>
            <LogoMark />
            <span className={styles.logoText} aria-hidden="true">
              {t('brand')}
            </span>
          </Link>
          {/* Spec 2 Header: the logo's business and agency variants. */}
          <Suspense fallback={null}>
            <LogoBadge />
          </Suspense>
        </div>
        <div className={styles.tools}>
          <LanguageSelect />
          {/* The account slot: the login button, or the user menu once signed in (spec 2 Header). */}
          <Suspense
            fallback={
              // Until the slot's chunk arrives: the same login button (inert for those few
              // milliseconds), or nothing when a session is stored (no flash of "Log in").
              readStorage(AUTH_KEY) ? null : (
                <Button variant="ghost" className={styles.login}>
                  {t('header.login')}
                </Button>
              )
            }
          >
            <HeaderAccount loginClassName={styles.login} />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
