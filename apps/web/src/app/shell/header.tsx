import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import styles from './header.module.css';
import { LanguageSelect } from './language-select';

// The dialog is not needed for the first screen: it loads on the first click.
const LoginSoonDialog = lazy(() => import('./login-soon-dialog'));

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
  const [loginOpen, setLoginOpen] = useState(false);
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('header.skipToContent')}
      </a>
      <div className={styles.inner}>
        <Link to="/where-when" className={styles.logo} aria-label={t('header.homeLink')}>
          <LogoMark />
          <span className={styles.logoText} aria-hidden="true">
            {t('brand')}
          </span>
        </Link>
        <div className={styles.tools}>
          <LanguageSelect />
          {/* The account slot: the login button, or the user menu once signed in (spec 2 Header). */}
          <Button variant="ghost" className={styles.login} onClick={() => setLoginOpen(true)}>
            {t('header.login')}
          </Button>
        </div>
      </div>
      {loginOpen ? (
        <Suspense fallback={null}>
          <LoginSoonDialog onClose={() => setLoginOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
