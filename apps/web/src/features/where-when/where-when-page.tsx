import { useTranslation } from 'react-i18next';
import { useErrorBanner } from '../../modules/booking/error-banner';
import { useCatalog } from '../../modules/catalog/use-catalog';
import { WhereWhenForm } from './where-when-form';
import styles from '../../modules/stay/stay-fields.module.css';

/** First step (spec 2): where and when. Native controls only, to keep the first screen light. */
export default function WhereWhenPage() {
  const { t } = useTranslation('booking');
  const { data, error } = useCatalog();
  // The entry shows a failed catalogue in the page's error banner (spec 8): say it once.
  const { error: banner } = useErrorBanner();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('whereWhen.title')}</h1>
      <p className={styles.lead}>{t('whereWhen.lead')}</p>
      {error && !data && !banner && (
        <p role="alert" className={styles.error}>
          {error.reason ?? t('errors:standard')}
        </p>
      )}
      <WhereWhenForm catalog={data} />
    </div>
  );
}
