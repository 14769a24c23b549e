import { useTranslation } from 'react-i18next';
import { useCarServicesRestoreOutcome } from './restore-car-services';
import styles from './car-services.module.css';

/** Decision 0034: after a reload whose car could not be found again, say what to do (not a dead end). */
export function CarServicesRestoreNotice() {
  const { t } = useTranslation('carServices');
  const outcome = useCarServicesRestoreOutcome();
  if (outcome !== 'lost') return null;
  return (
    <p role="status" className={styles.notice}>
      {t('restore_lost')}
    </p>
  );
}
