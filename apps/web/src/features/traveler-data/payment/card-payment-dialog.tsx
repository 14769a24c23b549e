import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { ApiError } from '../../../lib/api-client';
import { formatEuros } from '../../../shared/format';
import { CardForm } from './card-form';
import { cancelPayment, checkCard, paymentSettled, paymentStatus } from './payment-api';
import styles from '../../../shared/form/form.module.css';

export interface CardPaymentDialogProps {
  reference: string;
  /** euros */
  amount: number;
  /** paid: go to the confirmation */
  onPaid: () => void;
  /** gave up the card (or closed): the reservation stays, paid in parking */
  onPayInParking: () => void;
}

type View = { kind: 'form'; error: string | null } | { kind: 'challenge'; url: string } | { kind: 'failed' };

const POLL_MS = 1000;

/**
 * Spec 2 card payment: the card form, then, when the bank asks for it, the card-authentication
 * dialog with the challenge page in a 500 px frame while the payment status is polled.
 */
export function CardPaymentDialog({ reference, amount, onPaid, onPayInParking }: CardPaymentDialogProps) {
  const { t, i18n } = useTranslation('traveler');
  const [view, setView] = useState<View>({ kind: 'form', error: null });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (view.kind !== 'challenge') return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const s = await paymentStatus(reference);
        if (!alive) return;
        const settled = paymentSettled(s.payment_status);
        if (settled === 'succeeded') return onPaid();
        if (settled === 'failed') return setView({ kind: 'failed' });
      } catch {
        // a missed poll is retried on the next tick
      }
      if (alive) timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [view.kind, reference, onPaid]);

  const pay = async (card: Parameters<typeof checkCard>[1]) => {
    setBusy(true);
    try {
      const r = await checkCard(reference, card);
      if (r.status === 'succeeded') return onPaid();
      if (r.status === 'requires_action' && r.challenge_url) return setView({ kind: 'challenge', url: r.challenge_url });
      setView({ kind: 'form', error: t('card.declined') });
    } catch (err) {
      const reason = err instanceof ApiError ? err.reason : null;
      setView({ kind: 'form', error: reason ?? t('card.invalid') });
    } finally {
      setBusy(false);
    }
  };

  const payInParking = async () => {
    setBusy(true);
    try {
      await cancelPayment(reference);
    } catch {
      // the reservation stands either way; its page shows the payment status
    }
    onPayInParking();
  };

  const title = view.kind === 'form' ? t('card.title') : t('challenge.title');
  return (
    <Dialog title={title} closeLabel={t('card.close')} onClose={() => void payInParking()} size="md">
      {view.kind === 'form' ? (
        <CardForm
          amount={formatEuros(amount, i18n.language || 'es')}
          busy={busy}
          error={view.error}
          // A decline belongs to the card that was sent; once the traveller edits, the new field messages speak alone.
          onEdit={() => setView((v) => (v.kind === 'form' && v.error !== null ? { kind: 'form', error: null } : v))}
          onSubmit={(c) => void pay(c)}
        />
      ) : null}
      {view.kind === 'challenge' ? (
        <div className={styles.form}>
          <p className={styles.note}>{t('challenge.waiting')}</p>
          <iframe src={view.url} title={t('challenge.frameTitle')} className={styles.challengeFrame} />
        </div>
      ) : null}
      {view.kind === 'failed' ? (
        <div className={styles.form}>
          <p role="alert" className={styles.error}>
            {t('challenge.failed')}
          </p>
          <Button onClick={() => setView({ kind: 'form', error: null })}>{t('challenge.retry')}</Button>
        </div>
      ) : null}
      <Button variant="secondary" onClick={() => void payInParking()} disabled={busy}>
        {t('card.payInParking')}
      </Button>
    </Dialog>
  );
}

export default CardPaymentDialog;
