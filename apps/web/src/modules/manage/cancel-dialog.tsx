import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancelResponse, ManageView } from '@parking/domain/contracts/manage';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ApiError } from '../../lib/api-client';
import { displayWireDate, formatEuros } from '../../shared/format';
import { cancelReservation, type ManageAccess } from './manage-api';
import styles from './manage.module.css';

/** What cancelling now does with the money, in words (the server's figures: ManageView.cancellation). */
export function refundSentence(view: ManageView, t: (k: string, v?: Record<string, string>) => string, euros: (n: number) => string): string {
  const c = view.cancellation;
  if (c.paid <= 0) return t('cancel_nothing_paid');
  if (c.refund_now >= c.paid) return t('cancel_refund_all', { amount: euros(c.paid) });
  if (c.refund_now <= 0) return t('cancel_refund_none', { paid: euros(c.paid) });
  return t('cancel_refund_part', { refund: euros(c.refund_now), paid: euros(c.paid) });
}

/**
 * Issue 17.1: the cancel confirmation. It states the cancellation terms in words (the one rule,
 * decision 0026: free until 24 h before drop-off) and what cancelling now gives back, then
 * cancels through the api; the server decides and answers the cancelled booking.
 */
export default function CancelDialog({
  view,
  access,
  onCancelled,
  onClose,
}: {
  view: ManageView;
  access: ManageAccess;
  onCancelled: (result: CancelResponse) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('manage');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const euros = (n: number) => formatEuros(n, i18n.language || 'es');
  const r = view.reservation;
  const terms = t('terms_free_until', { date: displayWireDate(view.cancellation.terms.free_until) ?? view.cancellation.terms.free_until });

  const confirm = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      onCancelled(await cancelReservation(r.reference, access));
    } catch (err) {
      setError(err instanceof ApiError && err.reason ? err.reason : t('errors:standard'));
      setSending(false);
    }
  };

  return (
    <Dialog title={t('cancel_dialog_title', { reference: r.reference })} closeLabel={t('cancel_close')} onClose={onClose}>
      <div className={styles.stack}>
        <p>{terms}</p>
        <p>
          <strong>{refundSentence(view, t, euros)}</strong>
        </p>
        {error ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button className={styles.danger} onClick={() => void confirm()} aria-disabled={sending || undefined}>
            {sending ? t('cancel_working') : t('cancel_confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel_keep')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
