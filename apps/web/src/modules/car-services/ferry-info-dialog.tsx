import { useTranslation } from 'react-i18next';
import { FERRY_REMOVAL_CENTS } from '@parking/domain/car-services/ferry-removal';
import { centsToEuros } from '@parking/domain/money/money';
import { Dialog } from '../../components/dialog';
import { formatEuros } from '../../shared/format';
import styles from './car-services.module.css';

/**
 * Spec 2 info dialog for the ferry: what the car-ferry removal item is (decision 0025: a driver
 * of the partner workshop collects the car at the ferry terminal's vehicle exit and takes it to
 * the car park), what it costs and where it is offered.
 */
export default function FerryInfoDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('carServices');
  const price = formatEuros(centsToEuros(FERRY_REMOVAL_CENTS), i18n.language || 'es');
  return (
    <Dialog title={t('ferry_title')} closeLabel={t('close')} onClose={onClose} size="md">
      <div className={styles.info}>
        <p>{t('ferry_what')}</p>
        <ul className={styles.points}>
          <li>{t('ferry_price', { price })}</li>
          <li>{t('ferry_where')}</li>
          <li>{t('ferry_ship')}</li>
          <li>{t('ferry_discount')}</li>
        </ul>
      </div>
    </Dialog>
  );
}
