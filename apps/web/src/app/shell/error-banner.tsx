import { useTranslation } from 'react-i18next';
import { useErrorBanner } from '../../modules/booking/error-banner';
import styles from './error-banner.module.css';

/** Spec 8: the server's reason, else the standard text. */
export function ErrorBanner() {
  const { t } = useTranslation(['app', 'errors']);
  const { error, clear } = useErrorBanner();
  return (
    <div className={styles.wrap} role="alert">
      {error ? (
        <div className={styles.banner}>
          <p>{error.reason ?? t('errors:standard')}</p>
          <button type="button" className={styles.close} aria-label={t('app:errorBanner.close')} onClick={clear}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
