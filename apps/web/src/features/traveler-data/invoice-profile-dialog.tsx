import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BillingProfileView, type BillingProfileRequest, INVOICING_METHODS, type InvoicingMethod } from '@parking/domain/contracts/account';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ApiError, apiPost } from '../../lib/api-client';
import { reloadMe, useMe } from '../../modules/account/me';
import { BillingFields } from '../../shared/form/billing-fields';
import { SelectField } from '../../shared/form/select-field';
import { SubmitButton } from '../../components/submit-button';
import { useSubmit } from '../../shared/form/use-submit';
import { type BillingValues, emptyBilling, isClean, validateBilling } from './traveler-form';
import styles from '../../shared/form/form.module.css';

export interface InvoiceProfileDialogProps {
  current: number | null;
  onChoose: (p: BillingProfileView) => void;
  onClose: () => void;
}

/**
 * Spec 2 Traveller "invoice-profile dialog" (issue 10.6): the account's billing profiles to
 * choose from (corporate ones marked, they cannot be edited), and a form to add one
 * (POST /api/me/profiles), which is then chosen.
 */
export default function InvoiceProfileDialog({ current, onChoose, onClose }: InvoiceProfileDialogProps) {
  const { t } = useTranslation('account');
  const { data: me } = useMe();
  const profiles = me?.type === 'client' ? me.profiles : [];
  const [chosen, setChosen] = useState<number | null>(current ?? profiles.find((p) => p.is_default)?.id ?? profiles[0]?.id ?? null);
  const [adding, setAdding] = useState(profiles.length === 0);
  const id = useId();

  return (
    <Dialog title={t('profiles.title')} closeLabel={t('profiles.close')} onClose={onClose} size="md">
      <div className={styles.form}>
        {adding ? null : (
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              const p = profiles.find((x) => x.id === chosen);
              if (p) onChoose(p);
            }}
          >
            <fieldset className={styles.termsGroup}>
              <legend className={styles.note}>{t('profiles.lead')}</legend>
              {profiles.map((p) => (
                <div key={p.id} className={styles.check}>
                  <input
                    id={`${id}-${p.id}`}
                    type="radio"
                    name="invoice_profile"
                    checked={chosen === p.id}
                    onChange={() => setChosen(p.id)}
                  />
                  <label htmlFor={`${id}-${p.id}`}>
                    <strong>{p.name}</strong> · {p.nif} · {p.city}
                    {p.is_default ? ` (${t('profiles.default')})` : ''}
                    {p.editable ? '' : ` (${t('profiles.corporate')})`}
                  </label>
                </div>
              ))}
            </fieldset>
            <p>
              <Button type="submit" disabled={chosen === null}>
                {t('profiles.use')}
              </Button>{' '}
              <Button variant="secondary" onClick={() => setAdding(true)}>
                {t('profiles.add')}
              </Button>
            </p>
          </form>
        )}
        {adding ? <NewProfileForm onSaved={onChoose} onCancel={profiles.length ? () => setAdding(false) : onClose} /> : null}
      </div>
    </Dialog>
  );
}

function NewProfileForm({ onSaved, onCancel }: { onSaved: (p: BillingProfileView) => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<BillingValues>(emptyBilling);
  const [method, setMethod] = useState<InvoicingMethod>('per_service');
  const [makeDefault, setMakeDefault] = useState(false);
  const [shown, setShown] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const all = validateBilling(values);
  const errors = submitted ? all : Object.fromEntries(Object.entries(all).filter(([f]) => shown.has(f)));
  const { sending, failure, onSubmit } = useSubmit(
    () => {
      setSubmitted(true);
      return isClean(all) ? values : null;
    },
    async (billing) => {
      const body: BillingProfileRequest = {
        billing: { ...billing, invoiceEmail: billing.invoiceEmail.trim() || null },
        invoicing_method: method,
        make_default: makeDefault,
      };
      const created = await apiPost<BillingProfileView>('/api/me/profiles', body);
      await reloadMe().catch(() => null);
      onSaved(created);
    },
    (err) => (err instanceof ApiError && err.reason ? err.reason : t('errors.generic')),
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={t('profiles.add')}>
      <div className={styles.grid}>
        <BillingFields
          prefix="profile"
          values={values}
          errors={errors}
          onChange={(name, v) => setValues((s) => ({ ...s, [name]: v }))}
          onBlur={(name) => setShown((s) => new Set(s).add(name))}
        />
        <SelectField
          label={t('profiles.invoicing')}
          value={method}
          options={INVOICING_METHODS.map((m) => ({ value: m, label: t(`profiles.${m}`) }))}
          onChange={(v) => setMethod(v as InvoicingMethod)}
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
        <span>{t('profiles.makeDefault')}</span>
      </label>
      <div role="alert">{failure ? <p className={styles.error}>{failure}</p> : null}</div>
      <p>
        <SubmitButton sending={sending} label={t('profiles.save')} sendingLabel={t('profiles.saving')} />{' '}
        <Button variant="secondary" onClick={onCancel}>
          {t('userMode.cancel')}
        </Button>
      </p>
    </form>
  );
}
