import { manageLinkOf } from '@parking/domain/entry/manage-entry';
import type { OpenBookingLink } from '../booking/use-entry';

/**
 * The entry's opener of modify and agent links (useEntry's `openLink`). On the first screen:
 * only the check of the URL; the opener itself loads when a link is there (120 KB budget).
 */
export const openBookingLink: OpenBookingLink = (decision, catalog) => {
  const link = manageLinkOf(decision);
  if (!link) return null;
  return import('./open-managed').then((m) => m.openManagedBooking(link, catalog)).then((r) => r.ok);
};
