/**
 * Who may read and change a vehicle (spec 6 Roles and permissions; issue 15.5).
 *
 * - Guest: "enters plate by hand", "unauthenticated endpoints for vehicle clearing, missing
 *   car model, car details": a guest works on the vehicles its own booking created (the api
 *   knows which: `heldVehicleIds`) and no other.
 * - Client: "saved vehicles"; "Only logged-in users update an existing vehicle"; issue 15
 *   "only owners change their vehicles".
 * - Agent acting for a client: "clientId above 1 (agent acting for client) sees that
 *   client's vehicles; clientId 1 gives plate entry". Sees, so reads: changing stays the
 *   owner's.
 * - A vehicle is registered to a client when "id_client (above 1 means registered)" (spec 3);
 *   otherwise it is a guest vehicle, which a client takes over on login
 *   ("a guest vehicle is registered to the user", spec 4).
 */
export type VehicleActor =
  | { type: 'anonymous' }
  | { type: 'guest'; heldVehicleIds: readonly number[] }
  | { type: 'client'; userId: number; heldVehicleIds?: readonly number[] }
  | { type: 'agent'; clientId: number };

export interface VehicleOwnership {
  id: number;
  /** spec 3 Vehicle id_client: above 1 means registered to that client */
  idClient: number | null;
}

export type VehicleAction =
  /** get one vehicle (GET vehicle/{id}) */
  | 'read'
  /** update, rename, set workshop type, set umc, delete: an existing vehicle's own data */
  | 'change'
  /** car_details (body, motor, km) and clear_vehicle_identification: "for user and guest" */
  | 'complete'
  /** PUT vehicle/register_guest_vehicle/{id}: a client takes over the guest vehicle it booked with */
  | 'register_guest_vehicle';

export type VehicleDecision = 'allow' | 'unauthenticated' | 'forbidden';

/** The 'clientId 1' of spec 6: no client, so plate entry instead of saved vehicles. */
export const NO_CLIENT_ID = 1;

export function isRegistered(v: VehicleOwnership): boolean {
  return v.idClient !== null && v.idClient > NO_CLIENT_ID;
}

function holds(actor: VehicleActor, v: VehicleOwnership): boolean {
  return (actor.type === 'guest' || actor.type === 'client') && (actor.heldVehicleIds ?? []).includes(v.id);
}

function owns(actor: VehicleActor, v: VehicleOwnership): boolean {
  return actor.type === 'client' && isRegistered(v) && v.idClient === actor.userId;
}

export function decideVehicle(actor: VehicleActor, action: VehicleAction, v: VehicleOwnership): VehicleDecision {
  if (actor.type === 'anonymous') return 'unauthenticated';
  // a guest logs in for anything beyond the guest vehicles of its own booking
  if (actor.type === 'guest' && (isRegistered(v) || action === 'change' || action === 'register_guest_vehicle')) {
    return 'unauthenticated';
  }
  switch (action) {
    case 'read':
      if (owns(actor, v) || (!isRegistered(v) && holds(actor, v))) return 'allow';
      return actor.type === 'agent' && isRegistered(v) && v.idClient === actor.clientId ? 'allow' : 'forbidden';
    case 'change':
      return owns(actor, v) ? 'allow' : 'forbidden';
    case 'complete':
      return owns(actor, v) || (!isRegistered(v) && holds(actor, v)) ? 'allow' : 'forbidden';
    case 'register_guest_vehicle':
      return actor.type === 'client' && !isRegistered(v) && holds(actor, v) ? 'allow' : 'forbidden';
  }
}

/**
 * Whose saved vehicles the vehicle dialog lists, and whom a new vehicle belongs to: the
 * client's own, the client an agent acts for (clientId above 1), else nobody (null): plate
 * entry or selectors, and the new vehicle is a guest vehicle (spec 7 create "type null when
 * not logged"; "client_id as string for agent").
 */
export function vehiclesClientId(actor: VehicleActor): number | null {
  if (actor.type === 'client') return actor.userId;
  if (actor.type === 'agent' && actor.clientId > NO_CLIENT_ID) return actor.clientId;
  return null;
}
