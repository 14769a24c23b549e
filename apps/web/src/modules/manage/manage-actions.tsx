import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancelResponse, ManageView } from '@parking/domain/contracts/manage';
import { Button, ButtonLink } from '../../components/button';
import { displayWireDate } from '../../shared/format';
import { fetchManage, fetchManageByToken, type ManageAccess } from './manage-api';
import styles from './manage.module.css';

const CancelDialog = lazy(() => import('./cancel-dialog'));

/** Loads what may be done with a booking (GET manage), by token or by the owner's session. */
export function useManageView(reference: string | null, access: ManageAccess, version = 0): ManageView | null {
  const [view, setView] = useState<ManageView | null>(null);
  const { reservationToken, agentToken } = access;
  useEffect(() => {
    let alive = true;
    const load = reservationToken || agentToken ? fetchManageByToken({ reservationToken, agentToken }) : reference ? fetchManage(reference) : null;
    load?.then(
      (v) => alive && setView(v),
      () => alive && setView(null),
    );
    return () => {
      alive = false;
    };
  }, [reference, reservationToken, agentToken, version]);
  return view;
}

/** The modify link the mail and the confirmation carry (contracts/manage.ts): the entry rules open it. */
export function changeLinkOf(reservationToken: string): string {
  return `/services?modify_res_token=${encodeURIComponent(reservationToken)}`;
}

/**
 * Issue 17.1 and 17.2 on the confirmation: the terms in words, "Change my booking" (the modify
 * link, opened as a new page load so the entry rules read it) and "Cancel my booking" (the
 * confirm dialog). Shown only while the server says the booking can be changed or cancelled.
 */
export function ManageActions({
  view,
  access,
  onCancelled,
}: {
  view: ManageView;
  access: ManageAccess;
  onCancelled: (result: CancelResponse) => void;
}) {
  const { t } = useTranslation('manage');
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const c = view.cancellation;
  if (!c.can_cancel && !view.can_change) return null;
  const terms = t('terms_free_until', { date: displayWireDate(c.terms.free_until) ?? c.terms.free_until });
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="manage-actions">
      <h2 id={headingId} className={styles.heading}>
        {t('actions_heading')}
      </h2>
      <p className={styles.terms}>{terms}</p>
      {view.change_why_not && view.change_why_not !== 'cancelled' ? <p>{t(`why_${view.change_why_not}`)}</p> : null}
      <div className={styles.actions}>
        {view.can_change && access.reservationToken ? (
          <ButtonLink to={changeLinkOf(access.reservationToken)} reloadDocument variant="secondary">
            {t('change_link')}
          </ButtonLink>
        ) : null}
        {c.can_cancel ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('cancel_button')}
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <Suspense fallback={null}>
          <CancelDialog
            view={view}
            access={access}
            onClose={() => setConfirming(false)}
            onCancelled={(result) => {
              setConfirming(false);
              onCancelled(result);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * Issue 17.1 in "my reservations": "Cancel my booking" on one booking of the account (the
 * owner's session opens it): the booking's terms are read from the server when pressed, then
 * the same confirm dialog.
 */
export function CancelBookingButton({ reference, onCancelled }: { reference: string; onCancelled: (result: CancelResponse) => void }) {
  const { t } = useTranslation('manage');
  const [view, setView] = useState<ManageView | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const open = () => {
    if (loading) return;
    setLoading(true);
    setError(false);
    fetchManage(reference).then(
      (v) => {
        setLoading(false);
        setView(v);
      },
      () => {
        setLoading(false);
        setError(true);
      },
    );
  };
  return (
    <>
      <Button variant="secondary" onClick={open} aria-disabled={loading || undefined}>
        {t('cancel_button')}
        <span className="sr-only"> {reference}</span>
      </Button>
      {error ? (
        <p className={styles.alert} role="alert">
          {t('problem_unavailable_text')}
        </p>
      ) : null}
      {view && !view.cancellation.can_cancel ? <p role="status">{view.cancellation.why_not ? t(`why_${view.cancellation.why_not}`) : null}</p> : null}
      {view && view.cancellation.can_cancel ? (
        <Suspense fallback={null}>
          <CancelDialog
            view={view}
            access={{}}
            onClose={() => setView(null)}
            onCancelled={(result) => {
              setView(null);
              onCancelled(result);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

const LinkDialog = lazy(() => import('./link-dialog'));

/** Issue 17.3 on a guest's confirmation: keep the booking in an account (the link-reservation dialog). */
export function LinkBookingOffer({ reservation, link, token }: { reservation: ManageView['reservation']; link: ManageView['link']; token: string }) {
  const { t } = useTranslation('manage');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="link-offer">
      <h2 id={headingId} className={styles.heading}>
        {t('link_heading')}
      </h2>
      <p className={styles.terms}>{t('link_text')}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            // issue 17.3: the existing sign-up dialog; the booking joins the account once its e-mail is verified
            void import('../account/account-dialog').then((a) => a.openAccountDialog('signup', 'user', { reservationToken: token, email: reservation.trip.email }));
          }}
        >
          {t('link_signup_button')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('link_button')}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <LinkDialog reservation={reservation} link={link} token={token} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
