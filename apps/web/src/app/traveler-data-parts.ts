import { nextTask } from '../lib/next-task';

type TravelerDataModule = typeof import('../features/traveler-data/traveler-data-page');

/**
 * Traveller data's chunks build the forms' zod schemas as they are evaluated (the forms', the
 * ids', the car services' contract): one import evaluated them all in one task of 20-30 ms on
 * this VM (90-120 ms on the phone Lighthouse simulates, decision 0059). A page opened on this
 * step (a reload: its loader has preloaded every chunk) evaluates them a part per task instead,
 * as the start dialog does (decision 0051): each import evaluates only what the previous ones
 * have not, and each names a module already in the page's chunk graph (one that got a chunk of
 * its own would change that graph).
 */
async function inParts(): Promise<TravelerDataModule> {
  await import('@parking/domain/validation/forms').then((m) => m.requiredEmail);
  await nextTask();
  await import('@parking/domain/contracts/car-service').then((m) => m.carServicesQuery);
  await nextTask();
  return import('../features/traveler-data/traveler-data-page');
}

let page: Promise<TravelerDataModule> | undefined;

/**
 * The step's module. `opening`: the page opened on this step (app/router.tsx, preloadStep); from
 * services, one import, which fetches every chunk at once (no round trip after another). A module
 * of its own, so these imports' preload lists stay out of the first screen's JavaScript.
 */
export function travelerDataPage(opening?: boolean): Promise<TravelerDataModule> {
  page ??= opening ? inParts() : import('../features/traveler-data/traveler-data-page');
  return page;
}
