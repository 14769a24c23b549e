import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog, DialogActions } from '../../components/dialog';
import styles from './car-services.module.css';

/** What the traveller must know before a workshop job goes on the booking, in reading order. */
export const BEFORE_BUY_POINTS = ['warning_move', 'warning_price', 'warning_data', 'warning_terms'] as const;

export interface BeforeBuyWarningDialogProps {
  /** the service about to be added (its name in the lead), or null for a custom request */
  serviceName: string | null;
  onAccept: () => void;
  onClose: () => void;
}

/**
 * Spec 2 before-buy warning dialog for car services. It shows before the first car service
 * (or custom request) goes on the booking: the car leaves the car park for the workshop, the
 * price is the estimate for the identified car, the car's data must be right, and booking asks
 * for the two extra confirmations (spec 4 Terms). Accepting adds the service; closing, Escape
 * or "Not now" adds nothing.
 */
export default function BeforeBuyWarningDialog({ serviceName, onAccept, onClose }: BeforeBuyWarningDialogProps) {
  const { t } = useTranslation('carServices');
  const listId = useId();
  return (
    <Dialog title={t('warning_title')} closeLabel={t('close')} onClose={onClose} size="md">
      <div className={styles.info}>
        <p id={`${listId}-lead`}>{serviceName ? t('warning_lead_service', { name: serviceName }) : t('warning_lead')}</p>
        <ul id={listId} className={styles.points} aria-labelledby={`${listId}-lead`}>
          {BEFORE_BUY_POINTS.map((k) => (
            <li key={k}>{t(k)}</li>
          ))}
        </ul>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('warning_cancel')}
          </Button>
          <Button onClick={onAccept}>{t('warning_accept')}</Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
