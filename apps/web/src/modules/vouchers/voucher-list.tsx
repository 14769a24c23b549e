import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingSelector } from '../booking/booking-store';
import { toggleVoucher } from './voucher-actions';
import { voucherDateText, voucherValueText } from './voucher-view';
import type { OfferVoucher, PromotionVoucher } from './vouchers-api';
import styles from './vouchers.module.css';

const VoucherInfoDialog = lazy(() => import('./voucher-info-dialog'));

interface VoucherListProps {
  vouchers: readonly PromotionVoucher[];
  chosen: string | null;
  /** after a voucher was toggled (the banner closes its list) */
  onToggled?: () => void;
}

/**
 * Spec 2 available vouchers: each with its name, value and end date, a "more info" that opens
 * its description, and a toggle (spec 4: none or one; choosing one replaces the other). The
 * server's reason for refusing one shows next to it, in the page's language.
 */
export function VoucherList({ vouchers, chosen, onToggled }: VoucherListProps) {
  const { t, i18n } = useTranslation('vouchers');
  const lang = i18n.language || 'es';
  const id = useId();
  const pending = useBookingSelector((s) => s.offerPending > 0);
  const offerVoucher: OfferVoucher | null = useBookingSelector((s) => s.offer?.voucher ?? null);
  const [info, setInfo] = useState<PromotionVoucher | null>(null);
  const [failure, setFailure] = useState<{ code: string; reason: string } | null>(null);

  const onToggle = async (code: string) => {
    setFailure(null);
    onToggled?.();
    const result = await toggleVoucher(code);
    if (!result.ok) setFailure({ code, reason: result.error.reason ?? t('failed') });
  };

  const errorOf = (code: string): string | null => {
    if (failure?.code === code) return failure.reason;
    if (offerVoucher?.error && offerVoucher.code.toUpperCase() === code.toUpperCase()) return offerVoucher.error;
    return null;
  };

  return (
    <>
      <ul className={styles.list}>
        {vouchers.map((v) => {
          const inputId = `${id}-${v.id}`;
          const value = voucherValueText(v, lang);
          const until = voucherDateText(v.end_date);
          const error = errorOf(v.code);
          return (
            <li key={v.id} className={styles.item} data-voucher={v.code}>
              <div className={styles.itemRow}>
                <input
                  id={inputId}
                  type="checkbox"
                  className={styles.check}
                  checked={chosen === v.code}
                  disabled={pending}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  onChange={() => void onToggle(v.code)}
                />
                <label htmlFor={inputId} className={styles.itemText}>
                  <span className={styles.name}>{v.name}</span>
                  {value ? <span className={styles.value}>{t('value', { value })}</span> : null}
                  {until ? <span className={styles.until}>{t('until', { date: until })}</span> : null}
                </label>
                <button type="button" className={styles.infoButton} onClick={() => setInfo(v)}>
                  {t('moreInfo')}
                  <span className="sr-only"> {t('moreInfoAbout', { name: v.name })}</span>
                </button>
              </div>
              {error ? (
                <p id={`${inputId}-error`} role="alert" className={styles.error}>
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {info ? (
        <Suspense fallback={null}>
          <VoucherInfoDialog voucher={info} onClose={() => setInfo(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
