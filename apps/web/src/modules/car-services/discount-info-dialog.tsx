import { useTranslation } from 'react-i18next';
import { CARSERVICE_DISCOUNT_TIERS, FREE_PARKING_CAP_CENTS } from '@parking/domain/pricing/carservice-discount';
import { centsToEuros } from '@parking/domain/money/money';
import { Dialog } from '../../components/dialog';
import { formatEuros } from '../../shared/format';
import styles from './car-services.module.css';

/**
 * Spec 2 car-discount info dialog. The tiers come from the domain, highest first (the order
 * in which they are tested), so every tier is reachable (the original dialog checked them
 * ascending and never reached the higher ones).
 */
export default function DiscountInfoDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('carServices');
  const lang = i18n.language || 'es';
  return (
    <Dialog title={t('discount_title')} closeLabel={t('close')} onClose={onClose} size="md">
      <p>{t('discount_lead')}</p>
      <ul className={styles.lines}>
        {CARSERVICE_DISCOUNT_TIERS.map(({ fromCents: from, tier }) => (
          <li key={from} className={styles.line}>
            <span>{t('discount_from', { amount: formatEuros(centsToEuros(from), lang) })}</span>
            <span>{tier === 'free' ? t('discount_free', { cap: formatEuros(centsToEuros(FREE_PARKING_CAP_CENTS), lang) }) : t('discount_percent', { percent: tier })}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
