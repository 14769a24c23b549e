import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientView, DefaultProfileRequest } from '@parking/domain/contracts/account';
import { companyProfiles, PARTICULAR, preselectedProfileId } from '@parking/domain/business/user-mode';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { apiPut } from '../../modules/account/api-put';
import { reloadMe, useMe } from '../../modules/account/me';
import { FailureAlert, useFailureText } from './form-bits';
import formStyles from '../../shared/form/form.module.css';
import styles from './account.module.css';

/** PUT /api/me/default-profile (spec 4: the profile id, or 'empty' for particular), then reload the user. */
export async function setDefaultProfile(choice: DefaultProfileRequest['profile_id']): Promise<void> {
  await apiPut<unknown>('/api/me/default-profile', { profile_id: choice } satisfies DefaultProfileRequest);
  await reloadMe();
}

/**
 * Spec 2/4 Change user mode: from individual, a company profile (select, highest id
 * preselected, duplicates by NIF cleaned) or stay particular; from business, particular or
 * stay. Confirming stores the default profile and closes; closing changes nothing.
 */
export default function UserModeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const { data: me } = useMe();
  const client = me?.type === 'client' ? me : null;
  return (
    <Dialog title={t('userMode.title')} closeLabel={t('userMode.close')} onClose={onClose} size="sm">
      {client ? <UserModeForm me={client} onClose={onClose} /> : <p>{t('common.loading')}</p>}
    </Dialog>
  );
}

function UserModeForm({ me, onClose }: { me: ClientView; onClose: () => void }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const id = useId();
  const business = me.businessMode;
  const profiles = companyProfiles(me.profiles);
  const [change, setChange] = useState(true);
  const [profileId, setProfileId] = useState<number | null>(preselectedProfileId(me.profiles));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const missingProfile = !business && change && profileId === null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || missingProfile) return;
    if (!change) {
      onClose();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await setDefaultProfile(business ? PARTICULAR : (profileId as number));
      onClose();
    } catch (err) {
      setFailure(failureText(err));
      setSending(false);
    }
  };

  return (
    <form className={styles.stack} noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-q`}>
      <p id={`${id}-q`}>{business ? t('userMode.fromBusiness') : t('userMode.fromIndividual')}</p>
      <fieldset className={styles.radioList}>
        <legend className="sr-only">{t('userMode.title')}</legend>
        <label className={styles.radio}>
          <input type="radio" name="mode" checked={change} onChange={() => setChange(true)} />
          <span>{business ? t('userMode.toIndividual') : t('userMode.toCompany')}</span>
        </label>
        <label className={styles.radio}>
          <input type="radio" name="mode" checked={!change} onChange={() => setChange(false)} />
          <span>{business ? t('userMode.stayBusiness') : t('userMode.stayIndividual')}</span>
        </label>
      </fieldset>
      {!business && change ? (
        <div className={formStyles.field}>
          <label htmlFor={`${id}-profile`} className={formStyles.label}>
            {t('userMode.profile')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-profile`}
            className={formStyles.input}
            required
            value={profileId ?? ''}
            onChange={(e) => setProfileId(e.target.value ? Number(e.target.value) : null)}
          >
            {profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {p.nif}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <FailureAlert text={failure} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('userMode.cancel')}
        </Button>
        <Button type="submit" disabled={missingProfile || sending}>
          {t('userMode.confirm')}
        </Button>
      </div>
    </form>
  );
}
