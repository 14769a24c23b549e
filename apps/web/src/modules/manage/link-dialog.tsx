import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthToken, encodePassword, type MeResponse } from '@parking/domain/contracts/account';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { Button, ButtonLink } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ApiError, apiPost } from '../../lib/api-client';
import { reloadMe } from '../account/me';
import { getAuth, setAuth } from '../account/session-store';
import { registerReservation } from './manage-api';
import styles from './manage.module.css';

type Step = { kind: 'login' } | { kind: 'choose'; me: Extract<MeResponse, { type: 'client' }> } | { kind: 'done' };

/**
 * Issue 17.3, spec 2 and 4 link-reservation dialog: a guest logs in by password, then chooses
 * the invoice profile (or "do not link a profile") and whether to import the vehicle, when
 * there is something to choose; the booking (opened by its access token) joins the account and
 * shows in "my bookings".
 */
export default function LinkDialog({ reservation, token, onClose }: { reservation: ReservationView; token: string; onClose: () => void }) {
  const { t } = useTranslation('manage');
  const [step, setStep] = useState<Step>({ kind: 'login' });
  const [email, setEmail] = useState(reservation.trip.email);
  const [password, setPassword] = useState('');
  const [profile, setProfile] = useState<string>('none');
  const [importVehicle, setImportVehicle] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { email: useId(), password: useId(), profile: useId() };
  const plate = reservation.plate || reservation.trip.vehicle.plate;

  const register = async (profileId: number | null, withVehicle: boolean) => {
    await registerReservation(reservation.reference, { profile_id: profileId, import_vehicle: withVehicle }, { reservationToken: token });
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
    // Spec 4: nothing to choose (no profiles, or the booking already has its invoice profile): link at once.
    if (me.profiles.length === 0 || reservation.invoice_profile) return register(null, Boolean(plate));
    setStep({ kind: 'choose', me });
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
          </form>
        ) : null}
        {step.kind === 'choose' ? (
          <form
            className={styles.stack}
            onSubmit={(e) => {
              e.preventDefault();
              void run(() => register(profile === 'none' ? null : Number(profile), plate ? importVehicle : false));
            }}
          >
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
            {plate ? (
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
