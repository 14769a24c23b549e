import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@parking/domain/contracts/catalog';
import type { ArrivalStep } from './confirmation-state';
import styles from './confirmation.module.css';

interface ArrivalGuideProps {
  product: Product;
  address: string;
  /** external map at the car park's latitude and longitude */
  map: string;
  steps: ArrivalStep[];
}

/**
 * Spec 2 summary "location (map with how-to-get link)" and the map dialog's external map by
 * latitude and longitude, here as a plain link (no map library on this page); then what
 * happens on arrival, step by step, and the product's own check-in warning (product texts).
 */
export function ArrivalGuide({ product, address, map, steps }: ArrivalGuideProps) {
  const { t } = useTranslation('confirmation');
  const locationId = useId();
  const arrivalId = useId();
  const warning = product.warning_before_buy?.body;
  return (
    <>
      <section className={styles.card} aria-labelledby={locationId}>
        <h2 id={locationId} className={styles.cardHeading}>
          {t('location.heading')}
        </h2>
        <p>{address}</p>
        <p>
          <a href={map} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
            {t('location.map')} <span className="sr-only">{t('actions.newTab')}</span>
          </a>
        </p>
      </section>
      <section className={styles.card} aria-labelledby={arrivalId}>
        <h2 id={arrivalId} className={styles.cardHeading}>
          {t('arrival.heading')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((s) => (
            <li key={s.key}>{t(`arrival.${s.key}`, s.vars)}</li>
          ))}
        </ol>
        {warning ? <p className={styles.warning}>{warning}</p> : null}
      </section>
    </>
  );
}
