import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BillingProfileView, type BillingProfileRequest, INVOICING_METHODS, type InvoicingMethod } from '@parking/domain/contracts/account';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ApiError, apiPost } from '../../lib/api-client';
import { reloadMe, useMe } from '../../modules/account/me';
import { TextField } from '../../shared/form/text-field';
import { countryOptions } from './billing-form';
import { type BillingField, type BillingValues, emptyBilling, validateBilling } from './traveler-form';
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
  const { t, i18n } = useTranslation('account');
  const { t: tt } = useTranslation('traveler');
  const { t: tv } = useTranslation('validation');
  const [values, setValues] = useState<BillingValues>(emptyBilling);
  const [method, setMethod] = useState<InvoicingMethod>('per_service');
  const [makeDefault, setMakeDefault] = useState(false);
  const [shown, setShown] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const countries = useMemo(() => countryOptions(i18n.language || 'es'), [i18n.language]);
  const id = useId();
  const all = validateBilling(values);
  const errors = submitted ? all : Object.fromEntries(Object.entries(all).filter(([f]) => shown.has(f)));

  const field = (name: BillingField) => ({
    name: `profile_${name}`,
    value: values[name],
    error: errors[name],
    onChange: (v: string) => setValues((s) => ({ ...s, [name]: v })),
    onBlur: () => setShown((s) => new Set(s).add(name)),
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(all).length || sending) return;
    setSending(true);
    setFailure(null);
    try {
      const body: BillingProfileRequest = {
        billing: { ...values, invoiceEmail: values.invoiceEmail.trim() || null },
        invoicing_method: method,
        make_default: makeDefault,
      };
      const created = await apiPost<BillingProfileView>('/api/me/profiles', body);
      await reloadMe().catch(() => null);
      onSaved(created);
    } catch (err) {
      setFailure(err instanceof ApiError && err.reason ? err.reason : t('errors.generic'));
      setSending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('profiles.add')}>
      <div className={styles.grid}>
        <TextField {...field('name')} label={tt('billing.name')} required autoComplete="billing name" />
        <TextField {...field('nif')} label={tt('billing.nif')} required autoComplete="off" />
        <TextField {...field('address')} label={tt('billing.address')} required autoComplete="billing street-address" />
        <TextField {...field('city')} label={tt('billing.city')} required autoComplete="billing address-level2" />
        <TextField {...field('zip')} label={tt('billing.zip')} required autoComplete="billing postal-code" />
        <TextField {...field('state')} label={tt('billing.state')} required autoComplete="billing address-level1" />
        <div className={styles.field}>
          <label htmlFor={`${id}-country`} className={styles.label}>
            {tt('billing.country')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-country`}
            className={styles.input}
            value={values.country}
            required
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? `${id}-country-error` : undefined}
            onChange={(e) => setValues((s) => ({ ...s, country: e.target.value }))}
            autoComplete="billing country"
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.country ? (
            <p id={`${id}-country-error`} className={styles.error}>
              {tv(errors.country.key, errors.country.values)}
            </p>
          ) : null}
        </div>
        <TextField {...field('invoiceEmail')} label={tt('billing.invoiceEmail')} type="email" autoComplete="email" />
        <div className={styles.field}>
          <label htmlFor={`${id}-method`} className={styles.label}>
            {t('profiles.invoicing')}
          </label>
          <select id={`${id}-method`} className={styles.input} value={method} onChange={(e) => setMethod(e.target.value as InvoicingMethod)}>
            {INVOICING_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`profiles.${m}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
        <span>{t('profiles.makeDefault')}</span>
      </label>
      <div role="alert">{failure ? <p className={styles.error}>{failure}</p> : null}</div>
      <p>
        <Button type="submit" aria-disabled={sending || undefined}>
          {sending ? t('profiles.saving') : t('profiles.save')}
        </Button>{' '}
        <Button variant="secondary" onClick={onCancel}>
          {t('userMode.cancel')}
        </Button>
      </p>
    </form>
  );
}
