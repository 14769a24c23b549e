/*
 * Spec 3 Booking data (dates, place, product, the reservation it became): the slice has one
 * action, its plain setter, which is the store's own (the entry and where-when use it).
 * Callers import the module as a namespace (`import * as bookingDataActions`).
 */
export { setBookingData as set } from './booking-store';
