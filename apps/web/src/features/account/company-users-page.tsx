import { useTranslation } from 'react-i18next';
import { accountSeesCompanyUsers } from '@parking/domain/business/company-rules';
import type { CompanyUsersResponse } from '@parking/domain/contracts/account';
import { apiGet } from '../../lib/api-client';
import { useMe } from '../../modules/account/me';
import { useServerQuery } from '../../shared/server-cache';
import { StepFrame } from '../../shared/ui/step-frame';
import styles from './account.module.css';
import { LoginNeeded } from './login-needed';

const fetchUsers = (signal: AbortSignal) => apiGet<CompanyUsersResponse>('/api/me/company/users', { signal });

/**
 * Spec 6 "administrator sees company users": the company's users for its administrators in
 * business mode (GET /api/me/company/users; the same domain rule as the server's).
 */
export default function CompanyUsersPage() {
  const { t } = useTranslation('account');
  const { auth, data: me } = useMe();
  const client = me?.type === 'client' ? me : null;
  const allowed = accountSeesCompanyUsers(client);
  const { data, error, loading } = useServerQuery(auth && allowed ? `account:company-users:${auth.csrf_token}` : null, fetchUsers);

  if (!auth) return <LoginNeeded title={t('companyUsers.title')} lead={t('companyUsers.loginNeeded')} />;
  if (!me) return <StepFrame title={t('companyUsers.title')}>{<p role="status">{t('common.loading')}</p>}</StepFrame>;
  if (!allowed) return <StepFrame title={t('companyUsers.title')} lead={t('companyUsers.notAdmin')} />;

  const users = data?.users ?? [];
  return (
    <StepFrame title={t('companyUsers.title')} lead={t('companyUsers.lead', { company: client!.company!.companyName })}>
      {loading ? <p role="status">{t('common.loading')}</p> : null}
      {error ? <p className={styles.alert}>{t('errors:standard')}</p> : null}
      {data && users.length === 0 ? <p>{t('companyUsers.empty')}</p> : null}
      {users.length ? (
        <ul className={styles.list} aria-label={t('companyUsers.title')}>
          {users.map((u) => (
            <li key={u.id} className={styles.card}>
              <div className={styles.cardHead}>
                <h2 className={styles.cardTitle}>
                  {u.name} {u.lastName}
                </h2>
                <span className={styles.status}>{t(`companyUsers.roles.${u.role}`)}</span>
              </div>
              <p className={styles.meta}>
                <span className="sr-only">{t('companyUsers.columns.email')}: </span>
                {u.email}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </StepFrame>
  );
}
