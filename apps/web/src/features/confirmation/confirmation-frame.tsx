import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { PageHeader } from './page-header';
import styles from './confirmation.module.css';

/**
 * Decision 0047: what the confirmation shows while its reservation is on the way, and what the
 * build prerenders for /confirmation (scripts/prerender.mjs): a neutral title, the lead the
 * confirmed page keeps (no reservation data in it, so it can be in a shared HTML file and stay
 * the largest paint) and the icon's room. The confirmed view draws the same lead in the same
 * box, and the e-mail line below it, so nothing moves and no larger paint follows.
 */
export function ConfirmationOpening() {
  const { t } = useTranslation('confirmation');
  const { t: tt } = useTranslation('traveler');
  return (
    <div className={styles.page}>
      <PageHeader icon={<span className={styles.iconRoom} aria-hidden="true" />} title={t('opening.title')}>
        <p className={styles.lead}>{t('success.lead')}</p>
      </PageHeader>
      <Spinner label={tt('confirmation.loading')} size="large" />
    </div>
  );
}
