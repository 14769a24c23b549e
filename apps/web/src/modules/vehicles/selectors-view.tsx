import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { SelectField } from '../../shared/form/select-field';
import { emptySelectors, selectorsReducer, selectorsView, yearValue } from './selectors-state';
import { createVehicle, makesQuery, modelsQuery, propulsionsQuery, setVehicleUmc, type VehicleWire } from './vehicle-api';
import { useVehicleQuery } from './use-vehicle-query';
import { rememberCreated } from './vehicle-store';
import styles from './vehicles.module.css';

/**
 * Spec 2 "make/model/year/propulsion selectors"; spec 4 Vehicle flow (resets, de-duplication,
 * year order, button disabled while invalid or loading); spec 5 Vehicle selectors. Submit:
 * a vehicle already made in this dialog (a plate the register did not know) gets the UMC;
 * otherwise a new vehicle is created ("guests: no plate").
 */
export function SelectorsView({
  vehicle,
  canSetUmc,
  onSaved,
  onNotFound,
  onMissingModel,
  onError,
}: {
  vehicle: VehicleWire | null;
  canSetUmc: boolean;
  onSaved: (v: VehicleWire) => void;
  onNotFound: () => void;
  onMissingModel: () => void;
  onError: (err: unknown) => void;
}) {
  const { t } = useTranslation('vehicles');
  const [s, dispatch] = useReducer(selectorsReducer, undefined, emptySelectors);
  const [sending, setSending] = useState(false);
  const makes = useVehicleQuery(makesQuery());
  const models = useVehicleQuery(s.makeCode ? modelsQuery(s.makeCode) : null);
  const view = selectorsView(s, models.data ?? []);
  const propulsions = useVehicleQuery(view.model ? propulsionsQuery(view.model.umc) : null);
  const loading = makes.loading || models.loading || propulsions.loading;
  const failed = makes.error ?? models.error ?? propulsions.error;
  const make = makes.data?.find((m) => m.make_code === s.makeCode) ?? null;

  const submit = async () => {
    if (!view.complete || !view.model || !make || sending) return;
    setSending(true);
    try {
      const umc = view.model.umc;
      const saved =
        canSetUmc && vehicle
          ? await setVehicleUmc(vehicle.id, { umc, propulsion_code: s.propulsion })
          : rememberCreated(
              await createVehicle({
                plate: null,
                type: null,
                makeCode: make.make_code,
                makeDescription: make.make_description,
                modelDescription: view.model.model_description,
                umc,
                propulsion_code: s.propulsion,
              }),
            );
      onSaved(saved);
    } catch (err) {
      onError(err);
      setSending(false);
    }
  };

  const placeholder = (label: string) => ({ value: '', label });
  return (
    <form
      className={styles.view}
      noValidate
      aria-label={t('selectors.form')}
      aria-busy={loading || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        // The dialog may sit inside another form (the traveller step): its submit stays here.
        e.stopPropagation();
        void submit();
      }}
    >
      <p className={styles.note}>{t('selectors.lead')}</p>
      {failed ? (
        <p role="alert" className={styles.banner}>
          {t('error')}
        </p>
      ) : null}
      <SelectField
        name="make"
        label={t('selectors.make')}
        required
        value={s.makeCode}
        disabled={!makes.data}
        options={[placeholder(t('selectors.chooseMake')), ...(makes.data ?? []).map((m) => ({ value: m.make_code, label: m.make_description }))]}
        onChange={(value) => dispatch({ type: 'make', value })}
      />
      <SelectField
        name="model"
        label={t('selectors.model')}
        required
        value={s.model}
        disabled={!s.makeCode || !models.data}
        options={[placeholder(t('selectors.chooseModel')), ...view.choices.map((c) => ({ value: c.friendlyName, label: c.friendlyName }))]}
        onChange={(value) => dispatch({ type: 'model', value })}
      />
      {view.yearShown && view.choice ? (
        <SelectField
          name="year"
          label={t('selectors.year')}
          required
          value={s.year}
          options={[placeholder(t('selectors.chooseYear')), ...view.choice.years.map((y) => ({ value: yearValue(y), label: y ?? t('selectors.otherYears') }))]}
          onChange={(value) => dispatch({ type: 'year', value })}
        />
      ) : null}
      <SelectField
        name="propulsion"
        label={t('selectors.propulsion')}
        required
        value={s.propulsion}
        disabled={!view.model || !propulsions.data}
        options={[
          placeholder(t('selectors.choosePropulsion')),
          ...(propulsions.data ?? []).map((p) => ({ value: p.propulsion_code, label: t(`propulsion.${p.propulsion_code}`, { defaultValue: p.propulsion }) })),
        ]}
        onChange={(value) => dispatch({ type: 'propulsion', value })}
      />
      {loading ? <Spinner label={t('loading')} /> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={!view.complete || loading || sending}>
          {sending ? t('sending') : t('selectors.submit')}
        </Button>
      </div>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onNotFound}>
          {t('selectors.notFound')}
        </button>
        <button type="button" className={styles.link} onClick={onMissingModel}>
          {t('selectors.missingModel')}
        </button>
      </div>
    </form>
  );
}
