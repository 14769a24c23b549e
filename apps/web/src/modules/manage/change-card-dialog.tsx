import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeReservationRequest, ChangeResponse } from '@parking/domain/contracts/manage';
import { Dialog } from '../../components/dialog';
import { ApiError } from '../../lib/api-client';
import { saveWithCard } from './change';
import { formatEuros } from '../../shared/format';
import { CardForm } from '../../shared/form/card-form';

/**
 * Issue 17.2: a change that costs more on a card booking pays the difference by card (the
 * sandbox in tests): the card goes with the change itself, so a declined card changes nothing.
 */
export default function ChangeCardDialog({
  amount,
  body,
  onSaved,
  onClose,
}: {
  amount: number;
  body: ChangeReservationRequest;
  onSaved: (result: ChangeResponse) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('traveler');
  const { t: tm } = useTranslation('manage');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async (card: NonNullable<ChangeReservationRequest['card']>) => {
    setBusy(true);
    try {
      onSaved(await saveWithCard(body, card));
    } catch (err) {
      setError(err instanceof ApiError && err.code === 'API_ERROR_PAYMENT_DECLINED' ? t('card.declined') : err instanceof ApiError && err.reason ? err.reason : t('card.invalid'));
      setBusy(false);
    }
  };
  return (
    <Dialog title={tm('change_pay_title')} closeLabel={tm('change_pay_close')} onClose={onClose} size="md">
      <p>{tm('change_pay_text', { amount: formatEuros(amount, i18n.language || 'es') })}</p>
      <CardForm amount={formatEuros(amount, i18n.language || 'es')} busy={busy} error={error} onEdit={() => setError(null)} onSubmit={(c) => void pay(c)} />
    </Dialog>
  );
}
