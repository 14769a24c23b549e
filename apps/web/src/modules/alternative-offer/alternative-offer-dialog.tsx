import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/spinner';
import styles from './alternative-offer.module.css';
import { formatEuros } from '../../shared/format';
import { type AlternativeOffer } from '../booking/booking-store';

export interface AlternativeOfferDialogProps {
  offer: AlternativeOffer;
  /** switch to the alternative; resolves to an error reason to show, or null when done */
  onConfirm: () => Promise<string | null>;
  onCancel: () => void;
}

/**
 * Spec 2 and 8: the alternative-offer dialog ('This product is not available'): the server's
 * message and description, the other product with its total, confirm change or cancel.
 */
export function AlternativeOfferDialog({ offer, onConfirm, onCancel }: AlternativeOfferDialogProps) {
  const { t, i18n } = useTranslation('offer');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const price = formatEuros(offer.product.totalPrice, i18n.language || 'es');

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const reason = await onConfirm();
    setBusy(false);
    setFailure(reason);
  };

  return (
    <Dialog title={t('alternative.title')} closeLabel={t('alternative.close')} onClose={onCancel} size="sm">
      {/* The server's message often repeats the title; say it once. */}
      {offer.message && offer.message !== t('alternative.title') ? <p className={styles.message}>{offer.message}</p> : null}
      {offer.description ? <p>{offer.description}</p> : null}
      <dl className={styles.product}>
        <div>
          <dt>{t('alternative.product')}</dt>
          <dd>{offer.product.name}</dd>
        </div>
        <div>
          <dt>{t('alternative.total')}</dt>
          <dd className={styles.price}>{price}</dd>
        </div>
      </dl>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('alternative.cancel')}
        </Button>
        <Button onClick={confirm} disabled={busy} aria-busy={busy}>
          {t('alternative.confirm')}
          {busy ? <Spinner label={t('services.updating')} /> : null}
        </Button>
      </div>
    </Dialog>
  );
}
