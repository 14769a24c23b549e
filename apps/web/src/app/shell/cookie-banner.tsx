import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/button';
import { publicSiteUrl } from '../../lib/public-site';
import { useHeightVar } from '../../lib/use-height-var';
import { useMediaQuery, WIDE_QUERY } from '../../lib/use-media-query';
import { resolveEntry } from '@parking/domain/entry/entry-rules';
import { cookieBannerWaits } from '@parking/domain/entry/manage-entry';
import { hasSession } from '../../lib/session';
import { guestChosen, useStartLoginFacts } from '../../modules/account/start-login';
import { dismissCookieBanner, setCookieChoice, useCookieBannerDone } from './cookie-consent';
import styles from './cookie-banner.module.css';

/** Spec 2: hidden on these steps below 1000 px, where the booking buttons sit at the bottom. */
const NARROW_HIDDEN = ['/services', '/traveler-data', '/confirmation'];

export function cookieBannerHidden(pathname: string, wide: boolean): boolean {
  return !wide && NARROW_HIDDEN.includes(pathname);
}

export function CookieBanner() {
  const { t } = useTranslation('app');
  const chosen = useCookieBannerDone();
  const wide = useMediaQuery(WIDE_QUERY);
  const { pathname, search } = useLocation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // Spec 2 Entry rules, as the page was opened: would the start open the login dialog?
  const [startsWithLogin] = useState(
    () => resolveEntry({ query: Object.fromEntries(new URLSearchParams(search)), now: new Date(), terminals: [], hasAccessToken: hasSession(), path: pathname }).openLoginDialog,
  );
  const facts = useStartLoginFacts();
  // Issue 17.5: one at a time with the login dialog, the dialog first (cookieBannerWaits).
  const waits = cookieBannerWaits({
    openLoginDialog: startsWithLogin,
    hasSession: hasSession(),
    guestChosen: guestChosen(),
    travellerStarted: facts.started,
    startLoginSettled: facts.settled,
    accountDialogOpen: facts.dialogOpen,
  });
  const hidden = chosen || waits || cookieBannerHidden(pathname, wide);
  // The shell ends with a spacer this tall, so the page can scroll out from under the banner,
  // and the root's scroll padding (global.css) keeps focused and scrolled-to elements clear of it.
  useHeightVar(ref, '--cookie-h', !hidden);
  if (hidden) return null;
  return (
    <section ref={ref} className={styles.banner} aria-labelledby={titleId} data-cookie-banner="">
      <div className={styles.inner}>
        <p className={styles.text}>
          <span id={titleId} className="sr-only">
            {t('cookies.label')}
          </span>
          {t('cookies.body')} <a href={publicSiteUrl(t('cookies.policyPath'))}>{t('cookies.policy')}</a>
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setCookieChoice('reject')}>
            {t('cookies.reject')}
          </Button>
          <Button onClick={() => setCookieChoice('accept')}>{t('cookies.accept')}</Button>
        </div>
        <button type="button" className={styles.close} aria-label={t('cookies.close')} onClick={dismissCookieBanner}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
