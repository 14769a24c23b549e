/**
 * Spec 4 Terms: "Bookings with car services need two more confirmations, insurance and
 * authorisation to move the vehicle." Decision 0025 reads a custom tyre or service request as
 * a car service for this: the workshop moves the car for it as well. The api asks for the two
 * confirmations by this same function (reservation-service validateFor).
 */
export function needsWorkshopTerms(booking: { estimate: boolean; customTyres: boolean; serviceRequest: boolean }): boolean {
  return booking.estimate || booking.customTyres || booking.serviceRequest;
}
