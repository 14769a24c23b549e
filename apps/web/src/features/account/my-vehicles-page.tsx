import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useMe } from '../../modules/account/me';
import { serverCache } from '../../shared/server-cache';
import { StepFrame } from '../../shared/ui/step-frame';
import { TextField } from '../../shared/form/text-field';
import { dialogFailure } from '../../modules/vehicles/dialog-failure';
import { savedVehiclesKey, useSavedVehicles } from '../../modules/vehicles/use-saved-vehicles';
import { deleteVehicle, listVehicles, setWorkshopType, updateVehicle, type VehicleWire } from '../../modules/vehicles/vehicle-api';
import { VehicleFacts, factsOf } from '../../modules/vehicles/vehicle-facts';
import { vehicleLabel } from '../../modules/vehicles/vehicle-label';
import { WorkshopTypeControl } from '../../modules/vehicles/workshop-type-control';
import styles from './account.module.css';
import vstyles from '../../modules/vehicles/vehicles.module.css';
import { LoginNeeded } from './login-needed';

const VehicleDialog = lazy(() => import('../../modules/vehicles/vehicle-dialog'));
const KmDialog = lazy(() => import('../../modules/vehicles/km-dialog'));

type Open = { kind: 'add'; start: 'plate' | 'selectors' } | { kind: 'km'; vehicle: VehicleWire } | null;

/**
 * Issue 15.7: a signed-in client's vehicles, from the user menu: the list, add by plate or by
 * selectors (the vehicle dialog), rename, delete and kilometres (the modify-km dialog).
 */
export default function MyVehiclesPage() {
  const { t } = useTranslation('vehicles');
  const { auth, data: me } = useMe();
  const client = me?.type === 'client' ? me : null;
  const { data, loading, error } = useSavedVehicles(client?.id ?? null);
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!auth || me?.type === 'agency') return <LoginNeeded title={t('page.title')} lead={t('page.loginNeeded')} />;

  const reload = () => {
    if (client) void serverCache.fetch(savedVehiclesKey(client.id), () => listVehicles(), { fresh: true }).catch(() => undefined);
  };
  const act = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      reload();
    } catch (err) {
      setFailure(dialogFailure(err, t('error')));
    }
  };

  const list = data ?? [];
  return (
    <StepFrame title={t('page.title')} lead={t('page.lead')}>
      <div className={styles.stack}>
        <div className={vstyles.cardActions}>
          <Button onClick={() => setOpen({ kind: 'add', start: 'plate' })}>{t('page.addPlate')}</Button>
          <Button variant="secondary" onClick={() => setOpen({ kind: 'add', start: 'selectors' })}>
            {t('page.addSelectors')}
          </Button>
        </div>
        {failure ? (
          <p role="alert" className={vstyles.banner}>
            {failure}
          </p>
        ) : null}
        {loading || !me ? <p role="status">{t('loading')}</p> : null}
        {error ? <p className={vstyles.banner}>{t('page.loadFailed')}</p> : null}
        {data && list.length === 0 ? <p>{t('page.empty')}</p> : null}
        {list.length ? (
          <ul className={vstyles.list} aria-label={t('page.title')}>
            {list.map((v) => (
              <VehicleItem key={v.id} vehicle={v} onKm={() => setOpen({ kind: 'km', vehicle: v })} act={act} />
            ))}
          </ul>
        ) : null}
      </div>
      {open?.kind === 'add' ? (
        <Suspense fallback={null}>
          <VehicleDialog
            mode="account"
            start={open.start}
            onClose={(done) => {
              setOpen(null);
              if (done) reload();
            }}
          />
        </Suspense>
      ) : null}
      {open?.kind === 'km' ? (
        <Suspense fallback={null}>
          <KmDialog
            vehicle={open.vehicle}
            onClose={(saved) => {
              setOpen(null);
              if (saved) reload();
            }}
          />
        </Suspense>
      ) : null}
    </StepFrame>
  );
}

function VehicleItem({ vehicle: v, onKm, act }: { vehicle: VehicleWire; onKm: () => void; act: (work: () => Promise<unknown>) => Promise<void> }) {
  const { t } = useTranslation('vehicles');
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [name, setName] = useState(v.type ?? '');
  const [savingWorkshop, setSavingWorkshop] = useState(false);
  const id = useId();
  const label = vehicleLabel(v);
  return (
    <li className={vstyles.vehicleCard}>
      <div className={vstyles.cardHead}>
        <h2 id={id} className={vstyles.cardTitle}>
          {label}
        </h2>
      </div>
      <VehicleFacts facts={factsOf(v)} />
      {/* Spec 7 set workshop type: the list holds the client's own vehicles only. */}
      <WorkshopTypeControl
        value={v.workshop_type}
        groupLabel={`${t('workshop.label')}: ${label}`}
        busy={savingWorkshop}
        onSave={(value) => {
          setSavingWorkshop(true);
          void act(() => setWorkshopType(v.id, value)).finally(() => setSavingWorkshop(false));
        }}
      />
      {mode === 'rename' ? (
        <form
          className={vstyles.view}
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => updateVehicle(v.id, { type: name.trim() || null })).then(() => setMode('view'));
          }}
        >
          <TextField name="vehicle_name" label={t('page.renameLabel')} value={name} maxLength={100} onChange={setName} onBlur={() => undefined} />
          <div className={vstyles.cardActions}>
            <Button type="submit">{t('page.save')}</Button>
            <Button variant="secondary" onClick={() => setMode('view')}>
              {t('page.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      {mode === 'delete' ? (
        <div className={vstyles.view} role="group" aria-label={t('page.delete')}>
          <p className={vstyles.warning}>{t('page.deleteConfirm')}</p>
          <div className={vstyles.cardActions}>
            <Button onClick={() => void act(() => deleteVehicle(v.id))}>{t('page.deleteYes')}</Button>
            <Button variant="secondary" onClick={() => setMode('view')}>
              {t('page.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {mode === 'view' ? (
        <div className={vstyles.cardActions}>
          <Button variant="secondary" onClick={() => setMode('rename')} aria-label={`${t('page.rename')}: ${label}`}>
            {t('page.rename')}
          </Button>
          <Button variant="secondary" onClick={onKm} aria-label={`${t('section.modifyKm')}: ${label}`}>
            {t('section.modifyKm')}
          </Button>
          <Button variant="ghost" onClick={() => setMode('delete')} aria-label={`${t('page.delete')}: ${label}`}>
            {t('page.delete')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
