import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingFields } from '../../shared/form/billing-fields';
import type { BillingField, BillingValues, FieldErrors } from './traveler-form';
import styles from '../../shared/form/form.module.css';

export interface BillingFormProps {
  needInvoice: boolean;
  onNeedInvoice: (v: boolean) => void;
  values: BillingValues;
  errors: FieldErrors<BillingField>;
  onChange: (field: BillingField, value: string) => void;
  onBlur: (field: BillingField) => void;
  register: (field: string, el: HTMLInputElement | HTMLSelectElement | null) => void;
  /** issue 10.6: a corporate profile's data, shown read-only (spec 5) */
  locked?: boolean;
  /** issue 10.6: the account's profile choice (logged-in clients) */
  profileTools?: ReactNode;
}

/** Spec 2 Traveller: the billing form, behind 'I need an invoice'. */
export function BillingForm({ needInvoice, onNeedInvoice, values, errors, onChange, onBlur, register, locked = false, profileTools }: BillingFormProps) {
  const { t } = useTranslation('traveler');
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>{t('billing.heading')}</legend>
      <label className={styles.check}>
        <input type="checkbox" checked={needInvoice} onChange={(e) => onNeedInvoice(e.target.checked)} />
        <span>{t('billing.needInvoice')}</span>
      </label>
      {needInvoice ? profileTools : null}
      {needInvoice ? (
        <div className={styles.grid}>
          <BillingFields prefix="billing" values={values} errors={errors} onChange={onChange} onBlur={onBlur} register={register} locked={locked} />
        </div>
      ) : null}
    </fieldset>
  );
}
