import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { apiPost } from '../../lib/api-client';
import { guestChosen, openAccountDialog, useAccountDialog } from '../../modules/account/account-dialog';
import { clearAuth, getAuth, storedAuthIsStale, useAuth } from '../../modules/account/session-store';
import { setEntry, useBookingSelector } from '../../modules/booking/booking-store';
import { setStartLoginSettled, startLoginFacts, useStartLoginFacts } from '../../modules/account/start-login';
import { startLoginDialogDue } from '@parking/domain/entry/manage-entry';
import { nextTask } from '../../lib/next-task';
import { prefetchSocialProviders } from './social';
import UserMenu from './user-menu';

// Loaded when one opens: the login, sign-up, recovery and user-mode dialogs.
const loadAccountDialogs = () => import('./account-dialogs');
const AccountDialogs = lazy(loadAccountDialogs);

/**
 * The start's dialog for a new visitor (decision 0051): its chunks (zod, the forms' and the
 * account contract's schemas, the common-password list, the dialogs) are evaluated a part per
 * task instead of all in one (90-170 ms on a phone, counted in Total Blocking Time). Each
 * import evaluates only what the previous ones have not; the last one is the dialogs' own.
 */
async function loadStartDialogInParts() {
  await import('@parking/domain/validation/forms').then((m) => m.requiredEmail);
  await nextTask();
  await import('@parking/domain/contracts/new-password').then((m) => m.signUpFormSchema);
  await nextTask();
  await import('@parking/domain/contracts/account').then((m) => m.loginFormSchema);
  await nextTask();
  return loadAccountDialogs();
}

/** Whether the start's login dialog is due now (read when its parts have loaded). */
function startDialogDue(openLoginDialog: boolean): boolean {
  return startLoginDialogDue({
    openLoginDialog,
    hasSession: getAuth() !== null,
    guestChosen: guestChosen(),
    travellerStarted: startLoginFacts().started,
  });
}

/**
 * The header's account slot (spec 2 Header): the login button, or the user menu once logged
 * in; it hosts the account dialogs and applies the entry rules' login flags. Its own chunk,
 * loaded right after the first screen (120 KB budget).
 */
export default function HeaderAccount({ loginClassName }: { loginClassName?: string }) {
  const { t } = useTranslation('app');
  const auth = useAuth();
  const dialog = useAccountDialog();
  const entry = useBookingSelector((s) => s.entry);

  useEffect(() => {
    // Spec 4: "On header start an invalid stored token is deleted and the user logged out"
    // (expired here; one the server no longer knows answers GET /api/me with a 401).
    if (storedAuthIsStale()) clearAuth();
  }, []);

  const start = useStartLoginFacts();
  useEffect(() => {
    // Spec 2 Entry rules: agent, modify and absuid links log out; the main page without a
    // session (or those parameters) opens login, unless the guest chose to go on without.
    // Once per page load: the flags are consumed, so another layout's header does not act again.
    if (!entry.forceLogout && !entry.openLoginDialog) return;
    if (entry.forceLogout && getAuth()) {
      void apiPost<unknown>('/api/auth/logout', {}).catch(() => undefined);
      clearAuth();
    } else if (
      // Issue 17.5: before the traveller starts, or never (the cookie banner waits meanwhile).
      startDialogDue(entry.openLoginDialog)
    ) {
      // Issue 20.1: the dialog opens once its chunk and the social providers are in, so it first
      // paints at its final size over the prerendered page (the buttons arriving after it opened
      // grew it and moved it: CLS 0.19 at 375 px). Asked again then: a traveller who started
      // meanwhile is not interrupted. The cookie banner waits until this is settled.
      setEntry({ forceLogout: false, openLoginDialog: false });
      void Promise.all([loadStartDialogInParts(), prefetchSocialProviders()])
        .catch(() => undefined)
        .then(() => {
          if (startDialogDue(true)) openAccountDialog('login', 'start');
          setStartLoginSettled();
        });
      return;
    }
    setStartLoginSettled();
    setEntry({ forceLogout: false, openLoginDialog: false });
  }, [entry, start.started]);

  return (
    <>
      {auth ? (
        <UserMenu />
      ) : (
        // data-account-slot: the slot's chunk is in (browser tests wait for it).
        <Button variant="ghost" className={loginClassName} data-account-slot="" onClick={() => openAccountDialog('login')}>
          {t('header.login')}
        </Button>
      )}
      {dialog ? (
        <Suspense fallback={null}>
          <AccountDialogs dialog={dialog} />
        </Suspense>
      ) : null}
    </>
  );
}

export { LogoBadge } from './user-menu';
