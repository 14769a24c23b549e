import { onSessionExpired } from './session-store';
import { setAccountDialogOpen } from './start-login';
import { storeSlice } from '../../shared/store';

/** The account dialogs (spec 2 Dialogs); login, sign-up and recovery open each other. */
export type AccountView = 'login' | 'signup' | 'recovery' | 'user-mode';
/** Why it opened: at start (spec 2 Entry rules), by the user, or after a 401 (spec 4/8). */
export type AccountDialogReason = 'start' | 'user' | 'expired';
export interface AccountDialogState {
  view: AccountView;
  reason: AccountDialogReason;
  /** issue 17.3: sign-up from a guest's confirmation: the booking's access token (it joins the new account) and e-mail */
  booking?: { reservationToken: string; email: string };
}

/** The account's slice of the one store: which account dialog is open, if any. */
const dialog = storeSlice<AccountDialogState | null>('accountDialog', () => null);

export const openAccountDialog = (view: AccountView, reason: AccountDialogReason = 'user', booking?: AccountDialogState['booking']) => {
  setAccountDialogOpen(true);
  dialog.set(booking ? { view, reason, booking } : { view, reason });
};
export const closeAccountDialog = () => {
  setAccountDialogOpen(false);
  dialog.set(null);
};
export const useAccountDialog = () => dialog.use((d) => d);

// Spec 4/8: a 401 anywhere logs out (lib/session cleared it) and opens login.
onSessionExpired(() => openAccountDialog('login', 'expired'));

export { chooseGuest, GUEST_CHOICE_KEY, GUEST_CHOICE_TTL_MS, guestChosen } from './start-login';
