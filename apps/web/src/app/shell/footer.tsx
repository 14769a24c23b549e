import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { publicSiteUrl } from '../../lib/public-site';
import { useHeightVar } from '../../lib/use-height-var';
import { SITE_CONFIG, type SiteConfig, telHref } from './site-config';
import styles from './footer.module.css';

/**
 * Spec 2 footer: legal links, the app version, the review widgets' slot (only when configured),
 * and the customer-service contact (issue 9.7). Fixed from 1000 px in one compact row.
 */
export function Footer({ config = SITE_CONFIG }: { config?: SiteConfig }) {
  const { t } = useTranslation('app');
  const ref = useRef<HTMLElement>(null);
  // Fixed-footer pages pad their bottom by it.
  useHeightVar(ref, '--footer-h');
  const links = [
    { label: t('footer.privacy'), path: t('footer.privacyPath') },
    { label: t('footer.legal'), path: t('footer.legalPath') },
    { label: t('footer.sitemap'), path: t('footer.sitemapPath') },
  ];
  const { supportEmail, supportPhone, reviewsUrl } = config;
  return (
    <footer ref={ref} className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.path}>
                <a href={publicSiteUrl(l.path)}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {supportEmail || supportPhone ? (
          <p className={styles.contact}>
            <span>{t('footer.support')}:</span>
            {supportPhone ? (
              <a href={telHref(supportPhone)}>{supportPhone}</a>
            ) : null}
            {supportEmail ? (
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            ) : null}
          </p>
        ) : null}
        {reviewsUrl ? (
          <p className={styles.reviews} data-slot="reviews">
            <a href={reviewsUrl} rel="noopener">
              {t('footer.reviews')}
            </a>
          </p>
        ) : null}
        <p className={styles.meta}>
          {t('footer.copyright', { year: new Date().getFullYear() })} · {t('footer.version', { version: __APP_VERSION__ })}
        </p>
      </div>
    </footer>
  );
}
