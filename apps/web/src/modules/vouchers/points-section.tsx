import { useTranslation } from 'react-i18next';
import { useAuth } from '../account/session-store';
import { formatEuros } from '../../shared/format';
import { useServerQuery } from '../../shared/server-cache';
import { Spinner } from '../../components/spinner';
import { voucherDateText } from './voucher-view';
import { fetchPoints, type PointsRecord } from './vouchers-api';
import styles from './vouchers.module.css';

/** One entry per session, so another login never shows these points. */
export const pointsKey = (csrf: string) => `points:${csrf}`;

/**
 * Issue 19 account points: the balance (1 point = 1 EUR), what is pending (earned, the stay not
 * ended yet) and the history, newest first (GET /api/client/points), with loading and error states.
 */
export function PointsSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('vouchers');
  const lang = i18n.language || 'es';
  const auth = useAuth();
  const { data, error, loading } = useServerQuery(auth?.type === 'client' ? pointsKey(auth.csrf_token) : null, fetchPoints);
  const euros = (n: number) => formatEuros(n, lang);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const signed = (r: PointsRecord) => (r.points > 0 ? `+${euros(r.points)}` : r.points < 0 ? `\u2212${euros(-r.points)}` : euros(0));
  return (
    <section aria-labelledby="points-heading" data-points-section aria-busy={loading || undefined}>
      <H id="points-heading">{t('account.title')}</H>
      {loading ? <Spinner label={t('account.loading')} /> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {t('account.failed')}
        </p>
      ) : null}
      {data ? (
        <>
          <dl className={styles.pointsSummary}>
            <div data-points="balance">
              <dt>{t('account.balance')}</dt>
              <dd>{euros(data.balance)}</dd>
            </div>
            <div data-points="pending">
              <dt>{t('account.pending')}</dt>
              <dd>{euros(data.pending)}</dd>
            </div>
          </dl>
          <p>{t('account.rule')}</p>
          {data.records.length === 0 ? (
            <p>{t('account.empty')}</p>
          ) : (
            // A focusable region: keyboard users can scroll it when it is wider than the screen.
            <div className={styles.historyWrap} role="region" aria-label={t('account.history')} tabIndex={0}>
            <table className={styles.history} data-points-history>
              <thead>
                <tr>
                  <th scope="col">{t('account.date')}</th>
                  <th scope="col">{t('account.kind')}</th>
                  <th scope="col">{t('account.booking')}</th>
                  <th scope="col" className={styles.amount}>
                    {t('account.points')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.records.map((r) => (
                  <tr key={r.id} data-kind={r.kind}>
                    <td>{voucherDateText(r.created_at) ?? ''}</td>
                    <td>
                      {t(`account.kinds.${r.kind}`)}
                      {r.kind === 'earned' && r.available_at && Date.parse(r.available_at) > Date.now() ? (
                        <> ({t('account.availableFrom', { date: voucherDateText(r.available_at) ?? '' })})</>
                      ) : null}
                    </td>
                    <td>{r.booking_number ?? ''}</td>
                    <td className={styles.amount}>{signed(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
