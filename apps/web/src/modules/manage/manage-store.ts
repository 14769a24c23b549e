import type { ChangeResponse, ManageView } from '@parking/domain/contracts/manage';
import type { ManageLink, ManageProblem } from '@parking/domain/entry/manage-entry';
import { storeSlice } from '../../shared/store';

/**
 * The visit's link to an existing booking (issue 17: modify and agent links), as a slice of the
 * one store (decision 0012). `loading` while the server answers, `open` once the booking is in
 * the booking store (modify or ERP mode), `problem` when the link cannot open it: the booking
 * layout then shows the message and a way to a new booking instead of any step.
 */
export interface ManageState {
  link: ManageLink | null;
  state: 'idle' | 'loading' | 'open' | 'problem';
  problem: ManageProblem | null;
  /** the booking as the server sent it when the link opened it (the change starts from its prefill) */
  view: ManageView | null;
  /** the last saved change (the confirmation says what it charged or refunded) */
  lastChange: ChangeResponse | null;
}

const idle = (): ManageState => ({ link: null, state: 'idle', problem: null, view: null, lastChange: null });

const slice = storeSlice<ManageState>('manage', idle);

export const manageStore = {
  get: slice.get,
  set: (partial: Partial<ManageState>) => slice.set({ ...slice.get(), ...partial }),
  reset: () => slice.set(idle()),
};

export function useManage<T>(select: (s: ManageState) => T): T {
  return slice.use(select);
}
