import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthToken, encodePassword, type MeResponse } from '@parking/domain/contracts/account';
import type { LinkFacts } from '@parking/domain/contracts/manage';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { type LinkVehicleChoice, linkVehicleChoice, type SavedVehicle } from '@parking/domain/vehicles/link-vehicle';
import { Button, ButtonLink } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ApiError, apiPost } from '../../lib/api-client';
import { openAccountDialog } from '../account/account-dialog';
import { reloadMe } from '../account/me';
import { getAuth, setAuth } from '../account/session-store';
import { listVehicles } from '../vehicles/vehicle-api';
import { registerReservation } from './manage-api';
import styles from './manage.module.css';

type Client = Extract<MeResponse, { type: 'client' }>;
type Step = { kind: 'login' } | { kind: 'choose'; me: Client; vehicles: (SavedVehicle & { label: string })[]; choice: LinkVehicleChoice } | { kind: 'done' };

/**
 * Issue 17.3, spec 2 and 4 link-reservation dialog: a guest logs in by password, then chooses
 * the invoice profile (or "do not link a profile") and whether to import the vehicle, when
 * there is something to choose; the booking (opened by its access token) joins the account and
 * shows in "my bookings".
 */
export default function LinkDialog({ reservation, link, token, onClose }: { reservation: ReservationView; link: LinkFacts; token: string; onClose: () => void }) {
  const { t } = useTranslation('manage');
  const [step, setStep] = useState<Step>({ kind: 'login' });
  const [email, setEmail] = useState(reservation.trip.email);
  const [password, setPassword] = useState('');
  const [profile, setProfile] = useState<string>('none');
  const [importVehicle, setImportVehicle] = useState(true);
  const [vehicle, setVehicle] = useState<string>('none');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { email: useId(), password: useId(), profile: useId(), vehicle: useId() };
  const plate = reservation.plate || reservation.trip.vehicle.plate;

  const register = async (profileId: number | null, vehicleId: number | null, withVehicle: boolean) => {
    const body = vehicleId !== null ? { profile_id: profileId, vehicle_id: vehicleId } : { profile_id: profileId, import_vehicle: withVehicle };
    await registerReservation(reservation.reference, body, { reservationToken: token });
    setStep({ kind: 'done' });
  };

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof ApiError && err.reason ? err.reason : t('errors:standard'));
    } finally {
      setBusy(false);
    }
  };

  const afterLogin = async () => {
    const me = await reloadMe();
    if (!me || me.type !== 'client') throw new ApiError(403, 'API_ERROR_FORBIDDEN', null);
    const vehicles = (await listVehicles()).map((v) => ({ id: v.id, plate: v.plate, label: v.plate_display ?? v.type ?? `#${v.id}` }));
    const choice = linkVehicleChoice(link, plate, vehicles);
    const chooseProfile = me.profiles.length > 0 && !link.has_invoice_profile && !reservation.invoice_profile;
    // Spec 4: nothing to choose: link at once (the booking's guest vehicle imported when it has car services).
    if (!chooseProfile && !choice.selector && !choice.importCheckbox) return register(null, null, choice.importSilently);
    setVehicle(choice.preselected === null ? 'none' : String(choice.preselected));
    setStep({ kind: 'choose', me: chooseProfile ? me : { ...me, profiles: [] }, vehicles, choice });
  };

  const login = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      if (!getAuth()) {
        const answer = await apiPost<AuthToken>('/api/auth/login', { email: email.trim(), password: encodePassword(password) });
        setAuth(answer);
      }
      await afterLogin();
    });
  };

  return (
    <Dialog title={t('link_dialog_title')} closeLabel={t('link_close')} onClose={onClose} size="sm">
      <div className={styles.stack}>
        {step.kind === 'login' ? (
          <form className={styles.stack} onSubmit={login} noValidate>
            <label htmlFor={ids.email}>{t('link_email')}</label>
            <input id={ids.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            <label htmlFor={ids.password}>{t('link_password')}</label>
            <input id={ids.password} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            <Button type="submit" aria-disabled={busy || undefined}>
              {t('link_login')}
            </Button>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                // the existing recovery dialog; one dialog at a time
                onClose();
                openAccountDialog('recovery', 'user');
              }}
            >
              {t('link_forgot')}
            </button>
          </form>
        ) : null}
        {step.kind === 'choose' ? (
          <form
            className={styles.stack}
            onSubmit={(e) => {
              e.preventDefault();
              const c = step.choice;
              const vehicleId = c.selector && vehicle !== 'none' ? Number(vehicle) : null;
              void run(() => register(profile === 'none' ? null : Number(profile), vehicleId, c.importSilently || (c.importCheckbox && importVehicle)));
            }}
          >
            {step.choice.selector ? (
              <fieldset className={styles.stack}>
                <legend>{t('link_vehicle')}</legend>
                {step.vehicles.map((v) => (
                  <label key={v.id}>
                    <input type="radio" name={ids.vehicle} value={String(v.id)} checked={vehicle === String(v.id)} onChange={() => setVehicle(String(v.id))} /> {v.label}
                  </label>
                ))}
                <label>
                  <input type="radio" name={ids.vehicle} value="none" checked={vehicle === 'none'} onChange={() => setVehicle('none')} /> {t('link_no_vehicle')}
                </label>
              </fieldset>
            ) : null}
            {step.me.profiles.length > 0 ? (
              <fieldset className={styles.stack}>
                <legend>{t('link_profile')}</legend>
                {step.me.profiles.map((p) => (
                  <label key={p.id}>
                    <input type="radio" name={ids.profile} value={String(p.id)} checked={profile === String(p.id)} onChange={() => setProfile(String(p.id))} /> {p.name} ({p.nif})
                  </label>
                ))}
                <label>
                  <input type="radio" name={ids.profile} value="none" checked={profile === 'none'} onChange={() => setProfile('none')} /> {t('link_no_profile')}
                </label>
              </fieldset>
            ) : null}
            {step.choice.importCheckbox ? (
              <label>
                <input type="checkbox" checked={importVehicle} onChange={(e) => setImportVehicle(e.target.checked)} /> {t('link_import_vehicle', { plate })}
              </label>
            ) : null}
            <Button type="submit" aria-disabled={busy || undefined}>
              {t('link_submit')}
            </Button>
          </form>
        ) : null}
        {step.kind === 'done' ? (
          <>
            <p role="status">{t('link_done')}</p>
            <ButtonLink to="/my-reservations">{t('link_to_list')}</ButtonLink>
          </>
        ) : null}
        {error ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
