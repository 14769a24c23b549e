import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { startLoading } from '../modules/booking/loading';
import { useBooking } from '../modules/booking/booking-store';
import { guardRedirect } from '../modules/booking/step-guard';
import { useEntry } from '../modules/booking/use-entry';
import { openBookingLink } from '../modules/manage/manage-entry';
import { manageStore, useManage } from '../modules/manage/manage-store';
// Only while a booking is being changed (issue 17.2/17.4): off the first screen.
const ManageNotice = lazy(() => import('../modules/manage/manage-notice').then((m) => ({ default: m.ManageNotice })));
import { useAuth } from '../modules/account/session-store';
import { voucherBannerHiddenOn } from '@parking/domain/vouchers/banner';
// Issue 19: the voucher banner (under 500 px, logged-in clients) loads in a chunk of its own.
const VoucherBanner = lazy(() => import('../modules/vouchers/voucher-banner'));
import { PageFallback } from './shell/page-fallback';
import { AppShell } from './shell/app-shell';
import { PrerenderedMain } from './shell/prerendered-main';
import { useEarlyLinks } from './shell/early-links';
import { StepTabBar } from './shell/step-tab-bar';

// Issue 17.5: what a modify or agent link that cannot open its booking shows (its own chunk).
const LinkProblemPage = lazy(() => import('../features/manage/link-problem-page'));

/** A modify or agent link's token in the query (spec 2 query parameters). */
function linkInQuery(search: string): boolean {
  const q = new URLSearchParams(search);
  return ['modify_res_token', 'agent_token', 'agent_res_token'].some((name) => (q.get(name) ?? '').trim() !== '');
}

/** The root route: the booking steps, after the entry rules have run. */
export function BookingLayout() {
  const { ready, entryRoute } = useEntry(openBookingLink);
  const booking = useBooking();
  const problem = useManage((m) => (m.state === 'problem' ? m.problem : null));
  const managing = useManage((m) => m.state === 'open');
  const { pathname } = useLocation();
  // Issue 19: the banner is for a client session (spec 6: a guest fetches no voucher); reactive to a login.
  const client = useAuth()?.type === 'client';
  // A link tapped in the prerendered HTML before now is followed once the entry rules have run.
  useEarlyLinks(ready);

  useEffect(() => {
    // Spec 4: the overlay appears only if start-up takes more than 1 s.
    if (ready) return;
    return startLoading();
  }, [ready]);

  useEffect(() => {
    // Back from the confirmation of a saved change lands on the change link's step again
    // (/services?modify_res_token=…), but the change was left: the step showed an empty booking
    // without Save. Back or Forward onto a link whose booking is not open loads the link afresh,
    // as on its first load (the entry rules run once per load), before the step renders.
    const onPop = () => {
      if (linkInQuery(window.location.search) && manageStore.get().state === 'idle') window.location.reload();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const redirect = ready && !problem ? guardRedirect(pathname, booking, entryRoute) : null;

  return (
    <AppShell
      top={
        problem ? null : (
          <>
            <StepTabBar />
            {ready && client && !voucherBannerHiddenOn(pathname) ? (
              <Suspense fallback={null}>
                <VoucherBanner />
              </Suspense>
            ) : null}
            {managing ? (
              <Suspense fallback={null}>
                <ManageNotice />
              </Suspense>
            ) : null}
          </>
        )
      }
    >
      {!ready ? <PrerenderedMain /> : problem ? (
        <Suspense fallback={<PageFallback />}>
          <LinkProblemPage problem={problem} />
        </Suspense>
      ) : redirect ? (
        <Navigate to={redirect} replace />
      ) : (
        <Outlet />
      )}
    </AppShell>
  );
}
