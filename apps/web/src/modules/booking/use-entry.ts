import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CatalogResponse } from '@parking/domain/contracts/catalog';
import { type EntryDecision, resolveEntry } from '@parking/domain/entry/entry-rules';
import { hasSession } from '../../lib/session';
import { useCatalog } from '../catalog/use-catalog';
import { showError } from './error-banner';
import { applyEntryDecision } from './apply-entry';
import { storeSlice } from '../../shared/store';
import { bookingStore } from './booking-store';
import { applySnapshotOnEntry } from './snapshot-entry';

/**
 * The entry rules read the URL the app was opened with: once per page load, not per mount. A
 * slice of the one store of its own, so neither a new booking nor a logout (which clear the
 * booking) runs them again.
 */
const entryRun = storeSlice('entryRun', () => ({ resolved: false, route: null as string | null }));

/** tests only */
export function resetEntryForTests() {
  entryRun.set({ resolved: false, route: null });
}

export interface EntryState {
  /** true once the entry rules ran and any redirect they asked for has landed */
  ready: boolean;
  /** the path the entry rules explicitly chose (exempt from the step guard) */
  entryRoute: string | null;
}

/**
 * A link to an existing booking (issue 17: modify, agent) is opened by a module above this one
 * (modules/manage): the layout passes it in. It answers null when the URL holds no such link,
 * else a promise of whether the booking opened (false: the layout shows the link's problem
 * instead of any step).
 */
export type OpenBookingLink = (decision: EntryDecision, catalog: CatalogResponse | undefined) => Promise<boolean> | null;

export function useEntry(openLink?: OpenBookingLink): EntryState {
  const catalog = useCatalog();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [target, setTarget] = useState<string | null | undefined>(entryRun.get().resolved ? null : undefined);

  const settled = !catalog.loading || catalog.error !== null || catalog.data !== undefined;

  useEffect(() => {
    if (entryRun.get().resolved || !settled) return;
    entryRun.set({ resolved: true, route: null });
    // Without the catalogue the rules still run (no terminal is then valid): the user lands
    // on where-when with the error banner instead of a blank page.
    if (catalog.error) showError(catalog.error);
    const decision = resolveEntry({
      query: Object.fromEntries(searchParams),
      now: new Date(),
      terminals: catalog.data?.terminals ?? [],
      hasAccessToken: hasSession(),
      path: location.pathname,
    });
    applyEntryDecision(decision, catalog.data);
    const finish = (restored: boolean) => {
      let route = restored ? null : decision.route;
      // Billing focus (spec 2) needs a booking: without a stored one, Book could only fail
      // (issue 8), so the visit starts on where-when instead.
      if (route === '/traveler-data' && bookingStore.get().productId === null) route = '/where-when';
      entryRun.set({ resolved: true, route });
      if (route && route !== location.pathname) {
        setTarget(route);
        // The query goes along, as if the link had been opened on that step: the booking and
        // the tokens live in memory only (the snapshot is saved on Continue), so a reload must
        // read them from the URL again (spec 4 even looks for the agent token in the URL on a
        // reload). Where-when is the fallback for parameters that did not hold: those go.
        const search = route === '/where-when' ? '' : location.search;
        navigate({ pathname: route, search }, { replace: true });
      } else {
        setTarget(null);
      }
    };
    // Issue 17.5: a modify or agent link shows a step only once the server opened its booking.
    const opening = openLink?.(decision, catalog.data) ?? null;
    if (opening) {
      void opening.then(
        (opened) => finish(!opened),
        () => finish(true),
      );
      return;
    }
    // Spec 4 Snapshot: a reload within 15 minutes brings the booking back where it was.
    const restoring = applySnapshotOnEntry(Object.fromEntries(searchParams), Date.now());
    if (restoring === false) finish(false);
    else void restoring.then(finish, () => finish(false));
  }, [settled, catalog.data, catalog.error, searchParams, location.pathname, location.search, navigate, openLink]);

  const landed = typeof target === 'string' && location.pathname === target;
  useEffect(() => {
    // Once the redirect landed, later navigations are the user's own.
    if (landed) setTarget(null);
  }, [landed]);

  const ready = target === null || landed;
  return { ready, entryRoute: entryRun.get().route };
}
