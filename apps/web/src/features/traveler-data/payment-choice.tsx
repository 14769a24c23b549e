import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@parking/domain/contracts/reservation';
import styles from '../../shared/form/form.module.css';
import { SecurePaymentNote } from './payment-trust';

/** 'Pay in parking' (default) or 'Pay by card now', a native radio group, with the secure payment note (issue 9.7). */
export function PaymentChoice({ value, onChange }: { value: PaymentMethod; onChange: (v: PaymentMethod) => void }) {
  const { t } = useTranslation('traveler');
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>{t('payment.legend')}</legend>
      {(['parking', 'card'] as const).map((m) => (
        <label key={m} className={styles.check}>
          <input type="radio" name="payment_method" value={m} checked={value === m} onChange={() => onChange(m)} />
          <span>{t(`payment.${m}`)}</span>
        </label>
      ))}
      <SecurePaymentNote />
    </fieldset>
  );
}
