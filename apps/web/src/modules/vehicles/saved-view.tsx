import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { SelectField } from '../../shared/form/select-field';
import { identifyVehicle, type VehicleWire } from './vehicle-api';
import { vehicleLabel } from './vehicle-label';
import { useSavedVehicles } from './use-saved-vehicles';
import styles from './vehicles.module.css';

/**
 * Spec 2 "client's saved vehicles (dropdown of own vehicles, link to add a new one, confirm
 * disabled until chosen)"; spec 4 "If a vehicle has a plate but no vehicle information id,
 * the plate is checked; if resolved the vehicle is updated (own users) and returned, else
 * returned as is."
 */
export function SavedView({
  clientId,
  onAdd,
  onChosen,
}: {
  clientId: number | null;
  onAdd: () => void;
  onChosen: (v: VehicleWire) => void;
}) {
  const { t } = useTranslation('vehicles');
  const { data: vehicles, loading, error } = useSavedVehicles(clientId);
  const [chosen, setChosen] = useState('');
  const [sending, setSending] = useState(false);

  if (loading) return <Spinner label={t('loading')} />;
  const list = vehicles ?? [];
  const submit = async () => {
    const v = list.find((x) => String(x.id) === chosen);
    if (!v) return;
    if (!v.plate || v.id_gt_vehicle_information) {
      onChosen(v);
      return;
    }
    setSending(true);
    try {
      // The register is asked again and the vehicle updated when it answers (own vehicles).
      onChosen(await identifyVehicle(v.id));
    } catch {
      // "else returned as is": a register that does not answer does not stop the booking.
      onChosen(v);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.view}
      onSubmit={(e) => {
        e.preventDefault();
        // The dialog may sit inside another form (the traveller step): its submit stays here.
        e.stopPropagation();
        void submit();
      }}
    >
      {error ? <p className={styles.note}>{t('saved.loadFailed')}</p> : null}
      {list.length > 0 ? (
        <SelectField
          label={t('saved.label')}
          value={chosen}
          required
          options={[{ value: '', label: t('saved.choose') }, ...list.map((v) => ({ value: String(v.id), label: vehicleLabel(v) }))]}
          onChange={setChosen}
        />
      ) : (
        <p className={styles.note}>{t('saved.none')}</p>
      )}
      <button type="button" className={styles.link} onClick={onAdd}>
        {t('saved.add')}
      </button>
      <div className={styles.actions}>
        <Button type="submit" disabled={chosen === '' || sending}>
          {sending ? t('sending') : t('saved.confirm')}
        </Button>
      </div>
    </form>
  );
}
