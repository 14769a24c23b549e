import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { VehicleChange } from '@parking/domain/vehicles/change-warning';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import styles from './vehicles.module.css';

const KEYS: Record<VehicleChange, { title: string; text: string; accept: string }> = {
  vehicle: { title: 'title.changeWarning', text: 'changeWarning.text', accept: 'changeWarning.accept' },
  km: { title: 'title.changeKmWarning', text: 'changeWarning.kmText', accept: 'changeWarning.kmAccept' },
  workshop_type: { title: 'title.changeWorkshopWarning', text: 'changeWarning.workshopText', accept: 'changeWarning.workshopAccept' },
};

export const changeWarningTitleKey = (change: VehicleChange) => KEYS[change].title;

/** Spec 4 "Changing vehicle, km or workshop type warns first": the warning's text and buttons. */
export function ChangeWarningView({ change, onCancel, onAccept }: { change: VehicleChange; onCancel: () => void; onAccept: () => void }) {
  const { t } = useTranslation('vehicles');
  return (
    <div className={styles.view}>
      <p className={styles.warning}>{t(KEYS[change].text)}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('changeWarning.cancel')}
        </Button>
        <Button onClick={onAccept}>{t(KEYS[change].accept)}</Button>
      </div>
    </div>
  );
}

/**
 * The same warning on its own, for a km or workshop type change in the booking (the vehicle
 * change shows it as the vehicle dialog's first view). Closes with true when accepted.
 */
export default function ChangeWarningDialog({ change, onClose }: { change: VehicleChange; onClose: (accepted: boolean) => void }) {
  const { t } = useTranslation('vehicles');
  // In document.body: the traveller step opens it from inside its own <form>, and forms do not nest.
  return createPortal(
    <Dialog title={t(KEYS[change].title)} closeLabel={t('close')} onClose={() => onClose(false)} size="sm">
      <div className={styles.dialogBody}>
        <ChangeWarningView change={change} onCancel={() => onClose(false)} onAccept={() => onClose(true)} />
      </div>
    </Dialog>,
    document.body,
  );
}
