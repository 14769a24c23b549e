import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vehicleSectionReadOnly } from '@parking/domain/vehicles/summary-section';
import { useBookingSelector } from '../booking/booking-store';
import { factsOf, vehicleRows } from '../vehicles/vehicle-facts';
import { setBookingVehicle, useBookingVehicle } from '../vehicles/vehicle-store';
import { DataRows, SummaryBlock } from './summary-parts';
import styles from './summary.module.css';

const KmDialog = lazy(() => import('../vehicles/km-dialog'));

/**
 * Spec 2 summary "vehicle" section (issue 15.7): plate, make and model, km of the booking's
 * vehicle; modify kilometres unless read-only (urban parking, an existing reservation; the
 * confirmation shows the stored reservation's section instead).
 */
export function VehicleBlock() {
  const { t } = useTranslation('vehicles');
  const vehicle = useBookingVehicle();
  const readOnly = useBookingSelector((s) =>
    vehicleSectionReadOnly({
      confirmation: false,
      sourceMode: s.trip.source_mode,
      urbanParking: s.trip.urban_parking,
      modifyingReservation: s.trip.modifying_reservation,
    }),
  );
  const [km, setKm] = useState(false);
  if (!vehicle) return null;
  return (
    <SummaryBlock
      title={t('section.title')}
      action={
        readOnly ? null : (
          <button type="button" className={styles.modify} onClick={() => setKm(true)}>
            {t('section.modifyKm')}
          </button>
        )
      }
    >
      <DataRows rows={vehicleRows(factsOf(vehicle), t)} />
      {km ? (
        <Suspense fallback={null}>
          <KmDialog
            vehicle={vehicle}
            onClose={(saved, v) => {
              setKm(false);
              if (saved && v) setBookingVehicle(v);
            }}
          />
        </Suspense>
      ) : null}
    </SummaryBlock>
  );
}
