import { bookingStore, setTrip as set, type Trip } from './booking-store';

const tripField = <K extends keyof Trip>(key: K, value: Trip[K]) => set({ [key]: value } as Partial<Trip>);

/*
 * Spec 3 Trip: each setter and its removal (a removal resets the field to null, flags to their
 * default), as the trip slice's named actions. The plain setter of several fields (setTrip)
 * and removeTrip are the store's own (booking-store.ts). Callers import this module as a
 * namespace (`import * as tripActions`), so a chunk carries only the actions it calls.
 */
export const setFlightNumber = (v: string | null) => tripField('flight_number', v);
export const removeFlightNumber = () => tripField('flight_number', null);
export const setShip = (v: string | null) => tripField('ship', v);
export const removeShip = () => tripField('ship', null);
export const setPassengers = (inP: number | null, outP: number | null = inP) => set({ in_passengers: inP, out_passengers: outP });
export const removePassengers = () => set({ in_passengers: null, out_passengers: null });
export const setTerminals = (inT: number | null, outT: number | null) => set({ in_terminal: inT, out_terminal: outT });
export const removeTerminals = () => set({ in_terminal: null, out_terminal: null });
/** The common terminals; the lot id derives from the common in-terminal (spec 3). */
export const setCommonTerminals = (inT: number | null, outT: number | null, idLot: number | null = bookingStore.get().trip.id_lot) =>
  set({ common_in_terminal: inT, common_out_terminal: outT, id_lot: idLot });
export const removeCommonTerminals = () => set({ common_in_terminal: null, common_out_terminal: null, id_lot: null });
export const setExtras = (ids: readonly number[]) => tripField('extras', [...ids]);
export const removeExtras = () => tripField('extras', []);
/** Spec 3: the promo code with its request timestamp. */
export const setPromoCode = (code: string | null, now: number = Date.now()) =>
  set({ promo_code: code, promo_requested_at: code === null ? null : now });
export const removePromoCode = () => set({ promo_code: null, promo_requested_at: null });
export const setUrbanParking = (v: number | null) => tripField('urban_parking', v);
export const removeUrbanParking = () => tripField('urban_parking', null);
export const setMasBlau = (v: boolean) => tripField('mas_blau', v);
export const removeMasBlau = () => tripField('mas_blau', false);
export const setModifyingReservation = (v: boolean) => tripField('modifying_reservation', v);
export const removeModifyingReservation = () => tripField('modifying_reservation', false);
export const setSourceMode = (v: Trip['source_mode']) => tripField('source_mode', v);
export const removeSourceMode = () => tripField('source_mode', 'parking');
export const setAppMode = (v: boolean) => tripField('app_mode', v);
export const removeAppMode = () => tripField('app_mode', false);
export const setClientAppMode = (v: boolean) => tripField('client_app_mode', v);
export const removeClientAppMode = () => tripField('client_app_mode', false);
export const setAgentToken = (v: boolean) => tripField('agent_token', v);
export const removeAgentToken = () => tripField('agent_token', false);
export const setIdLot = (v: number | null) => tripField('id_lot', v);
export const removeIdLot = () => tripField('id_lot', null);
