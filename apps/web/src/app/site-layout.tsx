import { Outlet } from 'react-router';
import { AppShell } from './shell/app-shell';

/** Pages outside the booking steps (home, not found): same header and footer, no tab bar. */
export function SiteLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
