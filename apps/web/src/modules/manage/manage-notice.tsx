import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { publicSiteUrl } from '../../lib/public-site';
import { useManage } from './manage-store';
import styles from './manage.module.css';

/**
 * Spec 2 Header: "In agent (ERP) mode the header shows a cancel link" (to the ERP's reservation
 * view, /erp/reservation/view/{id}). Nothing outside ERP mode.
 */
export function AgentCancelLink({ className }: { className?: string }) {
  const { t } = useTranslation('manage');
  const path = useManage((m) => (m.state === 'open' && m.link?.kind === 'agent' ? m.view?.erp_view_path ?? null : null));
  if (!path) return null;
  return (
    <a className={className} href={publicSiteUrl(path)} data-testid="agent-cancel-link">
      {t('agent_cancel_link')}
    </a>
  );
}

/** Issue 17.2/17.4: which booking is being changed, and by whom, above the steps. */
export function ManageNotice() {
  const { t } = useTranslation('manage');
  // Selectors answer stable values (a new object each read would re-render for ever).
  const kind = useManage((s) => (s.state === 'open' ? (s.link?.kind ?? null) : null));
  const reference = useManage((s) => (s.state === 'open' ? (s.view?.reservation.reference ?? null) : null));
  const lastChange = useManage((s) => s.lastChange);
  const id = useId();
  if (!kind || !reference) return null;
  const m = { kind, reference };
  const saved = m.kind === 'agent' && lastChange?.reservation.reference === m.reference;
  // A region of its own (every piece of the page sits in a landmark), named by its text.
  return (
    <section className={styles.notice} aria-labelledby={id} data-testid="manage-notice">
      <p id={id} role="status">
        {m.kind === 'agent' ? t('agent_notice', { reference: m.reference }) : t('modify_notice', { reference: m.reference })}
        {saved ? ` ${t('agent_saved', { reference: m.reference })}` : null}
      </p>
    </section>
  );
}
