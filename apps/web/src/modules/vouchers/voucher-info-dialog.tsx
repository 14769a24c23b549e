import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/spinner';
import { useServerQuery } from '../../shared/server-cache';
import { sanitizeHtml } from './sanitize-html';
import { fetchVoucherDescription, type PromotionVoucher } from './vouchers-api';
import styles from './vouchers.module.css';

/** Spec 7: the voucher's description (GET /client/promotion_voucher_description/{id}/html), cleaned, in a dialog. */
export default function VoucherInfoDialog({ voucher, onClose }: { voucher: Pick<PromotionVoucher, 'id' | 'name'>; onClose: () => void }) {
  const { t, i18n } = useTranslation('vouchers');
  const { data, error, loading } = useServerQuery(`voucher-description:${voucher.id}:${i18n.language}`, (signal) => fetchVoucherDescription(voucher.id, signal));
  return (
    <Dialog title={voucher.name} closeLabel={t('close')} onClose={onClose} size="md">
      {loading ? <Spinner label={t('descriptionLoading')} /> : null}
      {error ? <p role="alert">{t('descriptionFailed')}</p> : null}
      {data ? (
        // Cleaned on the server and again here (sanitize-html.ts): allow-listed tags only.
        <div className={styles.description} data-voucher-description dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.promotion_description) }} />
      ) : null}
    </Dialog>
  );
}
