import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { afterLoad } from '../../lib/after-load';
import { AUTH_KEY } from '../../lib/session';
import { readStorage } from '../../lib/storage';
import styles from './header.module.css';
import { LanguageSelect } from './language-select';
import { useManage } from '../../modules/manage/manage-store';

// Only in ERP mode (issue 17.4): off the first screen.
const AgentCancelLink = lazy(() => import('../../modules/manage/manage-notice').then((m) => ({ default: m.AgentCancelLink })));

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

/**
 * The account slot's chunk pulls the account store, the `me` call and the shared zod schemas
 * (about 40 KB gz with its styles). Fetched during the first render, it sat on the path to the
 * first screen's largest paint (Lighthouse's LCP on where-when, products and confirmation went
 * from ~2.3 s to ~2.9 s, performance 97 -> 91-93). So it waits for the page's load event and a
 * second more, or for the traveller to reach for the login button, whichever comes first.
 */
const ACCOUNT_DELAY_MS = 1000;

/** Whether the page finished loading more than ACCOUNT_DELAY_MS ago (a header mounted again later, on another layout, shows the slot at once). */
function loadedLongAgo(): boolean {
  if (typeof document === 'undefined' || document.readyState !== 'complete') return false; // prerender (decision 0029)
  const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return performance.now() - (nav?.loadEventEnd ?? 0) >= ACCOUNT_DELAY_MS;
}

function useAccountSlotReady(): [boolean, () => void] {
  const [ready, setReady] = useState(loadedLongAgo);
  // A transition: the placeholder stays mounted (and clickable) until the slot's chunk is in.
  const load = () => startTransition(() => setReady(true));
  useEffect(() => {
    if (ready) return;
    return afterLoad(load, ACCOUNT_DELAY_MS);
  }, [ready]);
  return [ready, load];
}

export function Header() {
  const { t } = useTranslation('app');
  const [accountReady, loadAccount] = useAccountSlotReady();
  const agentMode = useManage((m) => m.state === 'open' && m.link?.kind === 'agent');
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
          {accountReady ? (
            <Suspense fallback={null}>
              <LogoBadge />
            </Suspense>
          ) : null}
        </div>
        <div className={styles.tools}>
          {agentMode ? (
            <Suspense fallback={null}>
              <AgentCancelLink className={styles.login} />
            </Suspense>
          ) : null}
          <LanguageSelect />
          {/* The account slot: the login button, or the user menu once signed in (spec 2 Header). */}
          {(() => {
            // Until the slot's chunk arrives: the same login button (pointing at it or
            // focusing it fetches the slot at once), or nothing when a session is stored (no
            // flash of "Log in").
            const placeholder = readStorage(AUTH_KEY) ? null : (
              <Button
                variant="ghost"
                className={styles.login}
                onPointerEnter={loadAccount}
                onFocus={loadAccount}
                onClick={() => {
                  loadAccount();
                  // the click is not lost: the dialog opens once its store has loaded
                  void import('../../modules/account/account-dialog').then((m) => m.openAccountDialog('login'));
                }}
              >
                {t('header.login')}
              </Button>
            );
            return <Suspense fallback={placeholder}>{accountReady ? <HeaderAccount loginClassName={styles.login} /> : placeholder}</Suspense>;
          })()}
        </div>
      </div>
    </header>
  );
}
