import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vehicleChangeWarns } from '@parking/domain/vehicles/change-warning';
import { vehicleFailureHandling } from '@parking/domain/vehicles/vehicle-errors';
import { Button } from '../../components/button';
import { useMe } from '../account/me';
import { dialogFailure } from './dialog-failure';
import { registerGuestVehicle, setWorkshopType, type VehicleWire, type WorkshopType } from './vehicle-api';
import { factsOf, VehicleFacts } from './vehicle-facts';
import { forgetGuestVehicle, setBookingVehicle, useBookingVehicle, vehicleSlice } from './vehicle-store';
import { WorkshopTypeControl } from './workshop-type-control';
import styles from './vehicles.module.css';

// The dialogs are their own chunks: fetched when opened, never on the first screen.
const VehicleDialog = lazy(() => import('./vehicle-dialog'));
const KmDialog = lazy(() => import('./km-dialog'));
const ChangeWarningDialog = lazy(() => import('./change-warning'));

/**
 * Spec 4 Login "a guest vehicle is registered to the user, on failure go to /services": once
 * a client session shows while this visit holds a guest vehicle, it is registered (PUT
 * vehicle/register_guest_vehicle/{id}) and becomes the booking's vehicle.
 */
function useRegisterGuestVehicle(onFailure: () => void) {
  const { data: me } = useMe();
  const clientId = me?.type === 'client' ? me.id : null;
  const failure = useRef(onFailure);
  failure.current = onFailure;
  useEffect(() => {
    const { guestVehicleId, vehicle } = vehicleSlice.get();
    if (clientId === null || guestVehicleId === null) return;
    registerGuestVehicle(guestVehicleId).then(
      (v) => {
        forgetGuestVehicle();
        if (vehicle?.id === v.id) setBookingVehicle(v);
      },
      () => {
        forgetGuestVehicle();
        if (vehicleFailureHandling('register_guest_vehicle', null).kind === 'navigate') failure.current();
      },
    );
  }, [clientId]);
}

export interface BookingVehicleProps {
  /** the chosen vehicle's plate goes to the reservation form (null: the form's own) */
  onPlate: (plate: string | null) => void;
  /** after the change warning: whatever depends on the vehicle is cleared (car services) */
  onChangeConfirmed?: () => void;
  /** spec 4 "on failure go to /services" */
  onRegisterFailed: () => void;
  /**
   * the booking holds car services (its offer's mechanical orders): a km or workshop type
   * change then warns first (spec 4, domain `vehicleChangeWarns`)
   */
  holdsCarServices?: boolean;
}

/**
 * Where the booking asks for the car (issue 15.5): the vehicle dialog for guests (plate or
 * selectors) and clients (saved vehicles first); the chosen vehicle is the booking's and its
 * id goes with the booking. Kilometres can be modified here too.
 */
export function BookingVehicle({ onPlate, onChangeConfirmed, onRegisterFailed, holdsCarServices = false }: BookingVehicleProps) {
  const { t } = useTranslation('vehicles');
  const vehicle = useBookingVehicle();
  const { data: me } = useMe();
  const [dialog, setDialog] = useState<'vehicle' | 'km' | 'warn-km' | 'warn-workshop' | null>(null);
  const [workshop, setWorkshop] = useState<{ pending: WorkshopType | null; busy: boolean; error: string | null }>({ pending: null, busy: false, error: null });
  const warns = (change: 'vehicle' | 'km' | 'workshop_type') => vehicleChangeWarns(change, { hasVehicle: vehicle !== null, holdsCarServices });
  // Spec 6 "only owners change their vehicles": the signed-in client's own vehicle.
  const owner = vehicle !== null && me?.type === 'client' && vehicle.id_client === me.id;

  const saveWorkshop = async (value: WorkshopType | null) => {
    if (!vehicle) return;
    setWorkshop({ pending: value, busy: true, error: null });
    try {
      setBookingVehicle(await setWorkshopType(vehicle.id, value));
      setWorkshop({ pending: null, busy: false, error: null });
    } catch (err) {
      setWorkshop({ pending: null, busy: false, error: dialogFailure(err, t('error')) });
    }
  };
  useRegisterGuestVehicle(onRegisterFailed);

  const chosen = (done: boolean, v: VehicleWire | null) => {
    setDialog(null);
    if (done && v) {
      setBookingVehicle(v);
      onPlate(v.plate_display ?? v.plate ?? null);
    }
  };

  return (
    <section className={styles.vehicleCard} aria-labelledby="booking-vehicle-title">
      <div className={styles.cardHead}>
        {/* h2: the step's h1 is the only heading above (the form's parts are legends). */}
        <h2 id="booking-vehicle-title" className={styles.cardTitle}>
          {t('section.heading')}
        </h2>
        <div className={styles.cardActions}>
          <Button variant="secondary" onClick={() => setDialog('vehicle')}>
            {vehicle ? t('section.change') : t('section.add')}
          </Button>
          {vehicle ? (
            <Button variant="ghost" onClick={() => setDialog(warns('km') ? 'warn-km' : 'km')}>
              {t('section.modifyKm')}
            </Button>
          ) : null}
        </div>
      </div>
      {vehicle ? <VehicleFacts facts={factsOf(vehicle)} /> : <p className={styles.note}>{t('section.lead')}</p>}
      {vehicle && owner ? (
        <WorkshopTypeControl
          value={vehicle.workshop_type}
          groupLabel={t('workshop.label')}
          busy={workshop.busy}
          onSave={(value) => {
            if (warns('workshop_type')) {
              setWorkshop({ pending: value, busy: false, error: null });
              setDialog('warn-workshop');
            } else void saveWorkshop(value);
          }}
        />
      ) : null}
      {workshop.error ? (
        <p role="alert" className={styles.banner}>
          {workshop.error}
        </p>
      ) : null}
      {dialog === 'warn-km' || dialog === 'warn-workshop' ? (
        <Suspense fallback={null}>
          <ChangeWarningDialog
            change={dialog === 'warn-km' ? 'km' : 'workshop_type'}
            onClose={(accepted) => {
              const which = dialog;
              setDialog(null);
              if (!accepted) return;
              // Spec 4: on confirmation the car services go; then the asked change goes ahead.
              onChangeConfirmed?.();
              if (which === 'warn-km') setDialog('km');
              else void saveWorkshop(workshop.pending);
            }}
          />
        </Suspense>
      ) : null}
      {dialog === 'vehicle' ? (
        <Suspense fallback={null}>
          <VehicleDialog
            editing={vehicle}
            warnOnChange={warns('vehicle')}
            onChangeConfirmed={() => {
              setBookingVehicle(null);
              onPlate(null);
              onChangeConfirmed?.();
            }}
            onClose={chosen}
          />
        </Suspense>
      ) : null}
      {dialog === 'km' && vehicle ? (
        <Suspense fallback={null}>
          <KmDialog
            vehicle={vehicle}
            onClose={(saved, v) => {
              setDialog(null);
              if (saved && v) setBookingVehicle(v);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

