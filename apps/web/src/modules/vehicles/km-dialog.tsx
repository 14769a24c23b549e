import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatKm, kmAcceptEnabled, parseKm } from '@parking/domain/vehicles/km';
import { vehicleFailureHandling } from '@parking/domain/vehicles/vehicle-errors';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { KmField } from './km-field';
import { setVehicleKm, type VehicleWire } from './vehicle-api';
import styles from './vehicles.module.css';

/**
 * Spec 2 "Modify kilometres dialog: one thousands-dotted numeric field and an accept button";
 * spec 5 "accept disabled when equal to existing km or invalid" (the domain's
 * `kmAcceptEnabled`); spec 8 "Km update errors only logged": a failed save closes with false
 * and no message.
 */
export default function KmDialog({ vehicle, onClose }: { vehicle: VehicleWire; onClose: (saved: boolean, vehicle: VehicleWire | null) => void }) {
  const { t } = useTranslation('vehicles');
  const [text, setText] = useState(vehicle.km !== null ? formatKm(vehicle.km) : '');
  const [sending, setSending] = useState(false);
  const enabled = kmAcceptEnabled(text, vehicle.km) && !sending;

  const accept = async () => {
    const km = parseKm(text);
    if (km === null || !enabled) return;
    setSending(true);
    try {
      onClose(true, await setVehicleKm(vehicle.id, km));
    } catch (err) {
      if (vehicleFailureHandling('km_update', null).kind === 'log') console.warn('km not saved', err);
      onClose(false, null);
    }
  };

  // In document.body: the traveller step opens it from inside its own <form>, and forms do not nest.
  return createPortal(
    <Dialog title={t('km.title')} closeLabel={t('close')} onClose={() => onClose(false, null)} size="sm">
      <form
        className={styles.view}
        noValidate
        aria-label={t('km.title')}
        onSubmit={(e) => {
          e.preventDefault();
          // The dialog may sit inside another form (the traveller step): its submit stays here.
          e.stopPropagation();
          void accept();
        }}
      >
        <KmField label={t('km.label')} value={text} onChange={setText} invalid={text !== '' && parseKm(text) === null} />
        <p className={styles.note}>{t('km.hint')}</p>
        <div className={styles.actions}>
          <Button type="submit" disabled={!enabled}>
            {sending ? t('sending') : t('km.accept')}
          </Button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
