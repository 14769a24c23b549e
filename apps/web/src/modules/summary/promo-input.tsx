import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { appliedPromo } from '@parking/domain/pricing/offer-rules';
import { PROMO_CODE_MAX_LENGTH, sendablePromoCode } from '@parking/domain/pricing/promo';
import { Button } from '../../components/button';
import { recalculateOffer } from '../offers/current-offer';
import { offerPromo, type SummaryOffer } from './offer-view';
import styles from './summary.module.css';

/** The server's promo error: one of our keys is translated, any other text is its reason. */
function promoErrorText(error: string | null | undefined, t: TFunction<'summary'>): string {
  if (!error) return t('promo.failed');
  if (/^promo_[a-z_]+$/.test(error)) return t(`promo.errors.${error}`, { defaultValue: t('promo.failed') });
  return error;
}

/** Spec 4 failed state of an offer: a promo with an error, or one the server did not load. */
function failureOf(offer: SummaryOffer | null, t: TFunction<'summary'>): string | null {
  const promo = offerPromo(offer);
  if (!promo || appliedPromo(offer)) return null;
  return promoErrorText(promo.error, t);
}

/**
 * Spec 4 promo: entered, then success (code and name, removable) or failed (closable error);
 * the input resets afterwards. Spec 5: Validate is disabled while the code is empty.
 */
export function PromoInput({ offer }: { offer: SummaryOffer | null }) {
  const { t } = useTranslation('summary');
  const id = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  // What this input said itself (a code refused on Validate), and the offer whose own promo
  // error the customer closed. The offer's error shows by itself otherwise: a code from a
  // `?promocode=` link is refused by a calculation this input did not start.
  const [own, setOwn] = useState<string | null>(null);
  const [closedFor, setClosedFor] = useState<SummaryOffer | null>(null);
  const fromOffer = closedFor === offer ? null : failureOf(offer, t);
  const failure = own ?? fromOffer;
  const setFailure = (text: string | null) => {
    setOwn(text);
    if (text === null) setClosedFor(offer);
  };
  const applied = appliedPromo(offer);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const code = value.trim();
    if (!code || busy) return;
    // A code no promo can have is simply invalid (spec 8 'promoFailed'); asking the server
    // would only earn a validation banner about the promoCode field.
    if (sendablePromoCode(code) === null) {
      setValue('');
      setFailure(t('promo.failed'));
      return;
    }
    setBusy(true);
    setFailure(null);
    const result = await recalculateOffer({ promoCode: code });
    setBusy(false);
    setValue('');
    if (!result.ok) {
      setFailure(result.error.reason ?? t('promo.failed'));
      return;
    }
    const next = result.response.offer as SummaryOffer;
    setFailure(appliedPromo(next) ? null : promoErrorText(offerPromo(next)?.error, t));
  };

  const onRemove = async () => {
    setBusy(true);
    setFailure(null);
    const result = await recalculateOffer({ promoCode: null });
    setBusy(false);
    if (!result.ok) setFailure(result.error.reason ?? t('promo.failed'));
  };

  return (
    <div className={styles.promo}>
      {applied ? (
        <div className={styles.promoApplied}>
          <p>
            <span className={styles.promoAppliedLabel}>{t('promo.applied')}: </span>
            <strong>{applied.code}</strong>
            {applied.name ? <span> · {applied.name}</span> : null}
          </p>
          <Button variant="ghost" className={styles.smallButton} disabled={busy} onClick={onRemove}>
            {t('promo.remove')}{' '}
            <span className="sr-only">{t('promo.removeHint', { code: applied.code })}</span>
          </Button>
        </div>
      ) : (
        <form className={styles.promoForm} onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-code`} className={styles.promoLabel}>
            {t('promo.label')}
          </label>
          <div className={styles.promoRow}>
            <input
              id={`${id}-code`}
              type="text"
              className={styles.promoField}
              value={value}
              maxLength={PROMO_CODE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(e) => setValue(e.target.value)}
            />
            <Button type="submit" variant="secondary" className={styles.smallButton} disabled={busy || value.trim() === ''}>
              {t('promo.validate')}
            </Button>
          </div>
        </form>
      )}
      {failure ? (
        <div role="alert" className={styles.promoError}>
          <p>{failure}</p>
          <button type="button" className={styles.closeError} aria-label={t('promo.closeError')} onClick={() => setFailure(null)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

export default PromoInput;
