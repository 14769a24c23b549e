import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vehicleFailureHandling } from '@parking/domain/vehicles/vehicle-errors';
import { Button } from '../../components/button';
import { useMe } from '../account/me';
import { registerGuestVehicle, type VehicleWire } from './vehicle-api';
import { factsOf, VehicleFacts } from './vehicle-facts';
import { forgetGuestVehicle, setBookingVehicle, useBookingVehicle, vehicleSlice } from './vehicle-store';
import styles from './vehicles.module.css';

// The dialogs are their own chunks: fetched when opened, never on the first screen.
const VehicleDialog = lazy(() => import('./vehicle-dialog'));
const KmDialog = lazy(() => import('./km-dialog'));

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
}

/**
 * Where the booking asks for the car (issue 15.5): the vehicle dialog for guests (plate or
 * selectors) and clients (saved vehicles first); the chosen vehicle is the booking's and its
 * id goes with the booking. Kilometres can be modified here too.
 */
export function BookingVehicle({ onPlate, onChangeConfirmed, onRegisterFailed }: BookingVehicleProps) {
  const { t } = useTranslation('vehicles');
  const vehicle = useBookingVehicle();
  const [dialog, setDialog] = useState<'vehicle' | 'km' | null>(null);
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
            <Button variant="ghost" onClick={() => setDialog('km')}>
              {t('section.modifyKm')}
            </Button>
          ) : null}
        </div>
      </div>
      {vehicle ? <VehicleFacts facts={factsOf(vehicle)} /> : <p className={styles.note}>{t('section.lead')}</p>}
      {dialog === 'vehicle' ? (
        <Suspense fallback={null}>
          <VehicleDialog
            editing={vehicle}
            warnOnChange={vehicle !== null}
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

