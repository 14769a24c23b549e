import { useTranslation } from 'react-i18next';
import { useLoading } from '../../modules/booking/loading';
import styles from './loading-overlay.module.css';
import { Spinner } from '../../components/spinner';

/** Spec 2 "Loading overlay and spinner exist"; shown while the app's loading counter is above 0. */
export function LoadingOverlay() {
  const { t } = useTranslation('app');
  const loading = useLoading();
  if (!loading) return null;
  return (
    <div className={styles.overlay}>
      <Spinner label={t('common.loading')} size="large" />
    </div>
  );
}
