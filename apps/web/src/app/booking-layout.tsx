import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { startLoading } from '../modules/booking/loading';
import { useBooking } from '../modules/booking/booking-store';
import { guardRedirect } from '../modules/booking/step-guard';
import { useEntry } from '../modules/booking/use-entry';
import { AppShell } from './shell/app-shell';
import { PrerenderedMain } from './shell/prerendered-main';
import { StepTabBar } from './shell/step-tab-bar';

/** The root route: the booking steps, after the entry rules have run. */
export function BookingLayout() {
  const { ready, entryRoute } = useEntry();
  const booking = useBooking();
  const { pathname } = useLocation();

  useEffect(() => {
    // Spec 4: the overlay appears only if start-up takes more than 1 s.
    if (ready) return;
    return startLoading();
  }, [ready]);

  const redirect = ready ? guardRedirect(pathname, booking, entryRoute) : null;

  return (
    <AppShell top={<StepTabBar />}>
      {!ready ? <PrerenderedMain /> : redirect ? <Navigate to={redirect} replace /> : <Outlet />}
    </AppShell>
  );
}
