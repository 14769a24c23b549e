/*
 * This visit (form version, the entry rules' flags, a visit id given in the URL): the slice's
 * actions, all used at entry, so they are the store's own (booking-store.ts), re-exported here.
 * Callers import the module as a namespace (`import * as visitActions`). Making the visit id
 * is offerActions.ensureAbsuid (the price calculations send it).
 */
export { setAbsuidFromUrl, setEntry, setFormVersion } from './booking-store';
