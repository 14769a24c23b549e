import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { combineRequirements, NO_VEHICLE_REQUIREMENTS, vehicleComplete, type VehicleRequirements } from '@parking/domain/vehicles/completeness';
import { plateOutcome } from '@parking/domain/vehicles/vehicle-errors';
import { isRegistered } from '@parking/domain/vehicles/rights';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useMe } from '../account/me';
import { ChangeWarningView } from './change-warning';
import { dialogFailure } from './dialog-failure';
import { ExtraDataView } from './extra-data-view';
import { MissingModelView, NotFoundView } from './free-text-views';
import { PlateView } from './plate-view';
import { SavedView } from './saved-view';
import { SelectorsView } from './selectors-view';
import { clearVehicleIdentification, type VehicleWire } from './vehicle-api';
import { makeAndModel, plateText, vehicleState } from './vehicle-label';
import styles from './vehicles.module.css';

/** The views of the one vehicle dialog (spec 2 Vehicle dialogs). */
export type VehicleView =
  | 'change-warning'
  | 'saved'
  | 'plate'
  | 'found'
  | 'not-recognised'
  | 'selectors'
  | 'extra'
  | 'not-found'
  | 'missing-model'
  | 'done';

export interface VehicleDialogProps {
  /** the vehicle being replaced or completed: edit titles, and the change warning first */
  editing?: VehicleWire | null;
  /** spec 4 "Changing vehicle ... warns first" (the booking's vehicle; not on my vehicles) */
  warnOnChange?: boolean;
  /** the car services' requirement flags: the extra data form asks what they demand */
  requirements?: VehicleRequirements | readonly VehicleRequirements[];
  /** 'account': my vehicles (no saved list, vehicles are always saved to the account) */
  mode?: 'booking' | 'account';
  /** the first view when nothing else decides it */
  start?: 'plate' | 'selectors' | 'extra';
  /** after the change warning is accepted: the caller clears what depends on the vehicle */
  onChangeConfirmed?: () => void;
  /** spec 2 "closes with true on completion and false on manual close" */
  onClose: (done: boolean, vehicle: VehicleWire | null) => void;
  now?: () => Date;
}

/**
 * Spec 2 Vehicle dialogs as one dialog with views and a back arrow (issue 15.3): saved
 * vehicles, plate entry, found / not recognised feedback, make-model-year-propulsion
 * selectors, the requested extra data, the not-found and missing-model forms, the change
 * warning and the success feedback.
 */
export default function VehicleDialog({
  editing = null,
  warnOnChange = false,
  requirements,
  mode = 'booking',
  start = 'plate',
  onChangeConfirmed,
  onClose,
  now = () => new Date(),
}: VehicleDialogProps) {
  const { t } = useTranslation('vehicles');
  const { data: me } = useMe();
  const client = me?.type === 'client' ? me : null;
  const req = Array.isArray(requirements) ? combineRequirements(requirements) : ((requirements as VehicleRequirements | undefined) ?? NO_VEHICLE_REQUIREMENTS);
  const firstView = (): VehicleView => {
    if (editing && warnOnChange) return 'change-warning';
    if (start === 'extra' && editing) return 'extra';
    if (client && mode === 'booking' && start === 'plate') return 'saved';
    return start === 'extra' ? 'plate' : start;
  };
  // The vehicle being changed when the dialog opened (the change warning clears the booking's).
  const [editedAtOpen] = useState(editing);
  const [stack, setStack] = useState<VehicleView[]>(() => [firstView()]);
  const [vehicle, setVehicle] = useState<VehicleWire | null>(start === 'extra' ? editing : null);
  const [error, setError] = useState<string | null>(null);
  const view = stack[stack.length - 1] ?? 'plate';
  const go = (v: VehicleView) => {
    setError(null);
    setStack((s) => [...s, v]);
  };
  const back = () => {
    setError(null);
    setStack((s) => (s.length > 1 ? s.slice(0, -1) : s));
  };
  const fail = (err: unknown) => setError(dialogFailure(err, t('error')));

  /** The vehicle is known: ask what the car services still need, else the feedback (or close). */
  const finish = (v: VehicleWire, feedback: boolean) => {
    setVehicle(v);
    const missing = vehicleComplete(vehicleState(v), req, now()).filter((m) => m === 'body_code' || m === 'motor_code' || m === 'km_today');
    if (missing.length > 0 && view !== 'extra') go('extra');
    else if (feedback) go('done');
    else onClose(true, v);
  };

  const confirmChange = () => {
    onChangeConfirmed?.();
    // Spec 4: "the added mechanical services and vehicle identification are cleared". Only a
    // guest vehicle's: a saved vehicle of the account keeps its data for other bookings.
    if (editing && !isRegistered({ id: editing.id, idClient: editing.id_client })) {
      // Spec 8 "Clearing errors only logged".
      clearVehicleIdentification(editing.id).catch((err: unknown) => console.warn('vehicle identification not cleared', err));
    }
    setStack([client && mode === 'booking' ? 'saved' : 'plate']);
  };

  const edit = editedAtOpen !== null;
  const titles: Record<VehicleView, string> = {
    'change-warning': t('title.changeWarning'),
    saved: t('title.saved'),
    plate: edit ? t('title.plateEdit') : t('title.plate'),
    found: t('title.found'),
    'not-recognised': t('title.notRecognised'),
    selectors: edit ? t('title.selectorsEdit') : t('title.selectors'),
    extra: t('title.extra'),
    'not-found': t('title.notFound'),
    'missing-model': t('title.missingModel'),
    done: edit ? t('title.doneEdit') : t('title.done'),
  };

  const described = vehicle ? [plateText(vehicle), makeAndModel(vehicle)].filter(Boolean).join(' · ') : '';

  // In document.body: the traveller step opens it from inside its own <form>, and forms do not nest.
  return createPortal(
    <Dialog title={titles[view]} closeLabel={t('close')} onClose={() => onClose(false, null)} size="md">
      <div className={styles.dialogBody}>
        {stack.length > 1 && view !== 'done' ? (
          <button type="button" className={styles.back} onClick={back}>
            <span aria-hidden="true">←</span> {t('back')}
          </button>
        ) : null}
        {error ? (
          <div role="alert" className={styles.banner}>
            {error}
          </div>
        ) : null}
        {view === 'change-warning' ? <ChangeWarningView change="vehicle" onCancel={() => onClose(false, null)} onAccept={confirmChange} /> : null}
        {view === 'saved' ? (
          <SavedView
            clientId={client?.id ?? null}
            onAdd={() => go('plate')}
            onChosen={(v) => finish(v, false)}
          />
        ) : null}
        {view === 'plate' ? (
          <PlateView
            mode={mode}
            clientId={client?.id ?? null}
            onResult={(v) => {
              setVehicle(v);
              go(plateOutcome(v) === 'found' ? 'found' : 'not-recognised');
            }}
            onSelectors={() => go('selectors')}
            onError={fail}
          />
        ) : null}
        {view === 'found' && vehicle ? (
          <div className={styles.view}>
            <p className={styles.success} role="status">
              {t('found.text')}
            </p>
            <p className={styles.vehicleLine}>{described}</p>
            <div className={styles.actions}>
              <Button onClick={() => finish(vehicle, true)}>{t('found.continue')}</Button>
            </div>
          </div>
        ) : null}
        {view === 'not-recognised' ? (
          <div className={styles.view}>
            <p className={styles.danger} role="status">
              {t('notRecognised.text')}
            </p>
            <div className={styles.actions}>
              <Button onClick={() => go('selectors')}>{t('notRecognised.continue')}</Button>
            </div>
          </div>
        ) : null}
        {view === 'selectors' ? (
          <SelectorsView
            vehicle={vehicle}
            canSetUmc={vehicle !== null}
            onSaved={(v) => finish(v, true)}
            onNotFound={() => go('not-found')}
            onMissingModel={() => go('missing-model')}
            onError={fail}
          />
        ) : null}
        {view === 'extra' && vehicle ? (
          <ExtraDataView vehicle={vehicle} requirements={req} now={now} onSaved={(v) => finish(v, stack.includes('plate') || stack.includes('selectors'))} onError={fail} />
        ) : null}
        {view === 'not-found' ? (
          <NotFoundView vehicle={vehicle} ownVehicle={client !== null && vehicle?.id_client === client.id} onSaved={(v) => finish(v, true)} onMissingModel={() => go('missing-model')} onError={fail} />
        ) : null}
        {view === 'missing-model' ? <MissingModelView guest={client === null} onSent={back} onError={fail} /> : null}
        {view === 'done' && vehicle ? (
          <div className={styles.view}>
            <p className={styles.success} role="status">
              {edit ? t('done.textEdit') : t('done.text')}
            </p>
            {described ? <p className={styles.vehicleLine}>{described}</p> : null}
            <div className={styles.actions}>
              <Button onClick={() => onClose(true, vehicle)}>{t('done.accept')}</Button>
            </div>
          </div>
        ) : null}
      </div>
    </Dialog>,
    document.body,
  );
}
