import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingProfileView, ClientView } from '@parking/domain/contracts/account';
import { Button } from '../../components/button';
import styles from '../../shared/form/form.module.css';

// Only fetched when a logged-in client opens it.
const InvoiceProfileDialog = lazy(() => import('./invoice-profile-dialog'));

export interface AccountBillingProps {
  me: ClientView;
  profile: BillingProfileView | null;
  onChoose: (p: BillingProfileView) => void;
}

/** Issue 10.6: which of the account's billing profiles the invoice uses, and the way to change it. */
export function AccountBilling({ me, profile, onChoose }: AccountBillingProps) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.checkField}>
      {profile ? (
        <p>
          <strong>{profile.name}</strong> · {profile.nif}
        </p>
      ) : null}
      {profile && !profile.editable ? <p className={styles.note}>{t('profiles.readOnly')}</p> : null}
      <p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {me.profiles.length ? t('profiles.choose') : t('profiles.add')}
        </Button>
      </p>
      {open ? (
        <Suspense fallback={null}>
          <InvoiceProfileDialog
            current={profile?.id ?? null}
            onClose={() => setOpen(false)}
            onChoose={(p) => {
              onChoose(p);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
