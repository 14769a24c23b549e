import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKSHOP_TYPES } from '@parking/domain/contracts/vehicle';
import { Button } from '../../components/button';
import { SelectField } from '../../shared/form/select-field';
import type { WorkshopType } from './vehicle-api';
import styles from './vehicles.module.css';

export interface WorkshopTypeControlProps {
  /** the vehicle's stored workshop type (null: not chosen) */
  value: WorkshopType | null;
  /** names the group for screen readers (several vehicles on one page) */
  groupLabel: string;
  busy?: boolean;
  onSave: (value: WorkshopType | null) => void;
}

/**
 * Spec 3 Vehicle "workshop_type", spec 7 "set workshop type" (decision 0023: `official`, the
 * make's dealer, or `independent`; null until chosen). A select and a save button, not a form:
 * the traveller step shows it inside its own form. Only the owner sees it (the callers check).
 */
export function WorkshopTypeControl({ value, groupLabel, busy = false, onSave }: WorkshopTypeControlProps) {
  const { t } = useTranslation('vehicles');
  const [chosen, setChosen] = useState<string>(value ?? '');
  useEffect(() => setChosen(value ?? ''), [value]);
  const options = [{ value: '', label: t('workshop.none') }, ...WORKSHOP_TYPES.map((w) => ({ value: w, label: t(`workshop.${w}`) }))];
  const changed = chosen !== (value ?? '');
  return (
    <div role="group" aria-label={groupLabel} className={styles.workshop}>
      <SelectField name="workshop_type" label={t('workshop.label')} value={chosen} options={options} onChange={setChosen} />
      <Button variant="secondary" disabled={!changed || busy} onClick={() => onSave(chosen === '' ? null : (chosen as WorkshopType))}>
        {busy ? t('sending') : t('workshop.save')}
      </Button>
    </div>
  );
}
