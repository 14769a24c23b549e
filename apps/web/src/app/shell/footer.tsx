import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { publicSiteUrl } from '../../lib/public-site';
import styles from './footer.module.css';

/** The footer's height as a CSS variable, so fixed-footer pages can pad their bottom. */
function useFooterHeightVar(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const ro = new ResizeObserver(() => root.style.setProperty('--footer-h', `${el.offsetHeight}px`));
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty('--footer-h');
    };
  }, [ref]);
}

export function Footer() {
  const { t } = useTranslation('app');
  const ref = useRef<HTMLElement>(null);
  useFooterHeightVar(ref);
  const links = [
    { label: t('footer.privacy'), path: t('footer.privacyPath') },
    { label: t('footer.legal'), path: t('footer.legalPath') },
    { label: t('footer.sitemap'), path: t('footer.sitemapPath') },
  ];
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
        <p className={styles.meta}>
          {t('footer.copyright', { year: new Date().getFullYear() })} · {t('footer.version', { version: __APP_VERSION__ })}
        </p>
      </div>
    </footer>
  );
}
