import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKm } from '@parking/domain/vehicles/km';
import type { VehicleWire } from './vehicle-api';
import { makeAndModel, plateText } from './vehicle-label';
import styles from './vehicles.module.css';

export interface VehicleFactsValue {
  plate: string | null;
  makeAndModel: string | null;
  km: number | null;
}

export const factsOf = (v: VehicleWire): VehicleFactsValue => ({ plate: plateText(v), makeAndModel: makeAndModel(v), km: v.km });

/** Spec 2 "vehicle section of the summary: plate, make and model, km". */
export function VehicleFacts({ facts }: { facts: VehicleFactsValue }) {
  const { t } = useTranslation('vehicles');
  return (
    <dl className={styles.facts}>
      {vehicleRows(facts, t).map(([k, v]) => (
        <Fragment key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The section's rows for a summary's DataRows: plate, make and model, km (what is known). */
export function vehicleRows(facts: VehicleFactsValue, t: (key: string) => string): [string, string][] {
  const rows: [string, string | null][] = [
    [t('section.plate'), facts.plate],
    [t('section.makeModel'), facts.makeAndModel],
    [t('section.km'), facts.km !== null ? formatKm(facts.km) : null],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== null && r[1] !== '');
}
