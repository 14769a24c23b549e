import { onSessionExpired } from './session-store';
import { readStorage, writeStorage } from '../../lib/storage';
import { storeSlice } from '../../shared/store';

/** The account dialogs (spec 2 Dialogs); login, sign-up and recovery open each other. */
export type AccountView = 'login' | 'signup' | 'recovery' | 'user-mode';
/** Why it opened: at start (spec 2 Entry rules), by the user, or after a 401 (spec 4/8). */
export type AccountDialogReason = 'start' | 'user' | 'expired';
export interface AccountDialogState {
  view: AccountView;
  reason: AccountDialogReason;
}

/** The account's slice of the one store: which account dialog is open, if any. */
const dialog = storeSlice<AccountDialogState | null>('accountDialog', () => null);

export const openAccountDialog = (view: AccountView, reason: AccountDialogReason = 'user') => dialog.set({ view, reason });
export const closeAccountDialog = () => dialog.set(null);
export const useAccountDialog = () => dialog.use((d) => d);

// Spec 4/8: a 401 anywhere logs out (lib/session cleared it) and opens login.
onSessionExpired(() => openAccountDialog('login', 'expired'));

/**
 * "Continue without registering" is remembered for a day (decision 0017), so a reload or the
 * next step of the same visit does not ask again; a new visit the next day is asked again.
 */
export const GUEST_CHOICE_KEY = 'guest_choice';
export const GUEST_CHOICE_TTL_MS = 24 * 60 * 60 * 1000;

export function guestChosen(now = Date.now()): boolean {
  const at = Number(readStorage(GUEST_CHOICE_KEY));
  return at > 0 && at <= now && now - at < GUEST_CHOICE_TTL_MS;
}

export const chooseGuest = (now = Date.now()) => writeStorage(GUEST_CHOICE_KEY, String(now));
