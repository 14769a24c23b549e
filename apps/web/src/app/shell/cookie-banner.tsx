import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/button';
import { publicSiteUrl } from '../../lib/public-site';
import { useHeightVar } from '../../lib/use-height-var';
import { useMediaQuery, WIDE_QUERY } from '../../lib/use-media-query';
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
  const { pathname } = useLocation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const hidden = chosen || cookieBannerHidden(pathname, wide);
  // The shell ends with a spacer this tall, so the page can scroll out from under the banner,
  // and the root's scroll padding (global.css) keeps focused and scrolled-to elements clear of it.
  useHeightVar(ref, '--cookie-h', !hidden);
  if (hidden) return null;
  return (
    <section ref={ref} className={styles.banner} aria-labelledby={titleId}>
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
