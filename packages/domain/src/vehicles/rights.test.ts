import { describe, expect, it } from 'vitest';
import { decideVehicle, type VehicleAction, type VehicleActor, type VehicleDecision, vehiclesClientId, type VehicleOwnership } from './rights';

const CLIENT = 'spec 6 "Client (valid token, client role): saved vehicles ... Only logged-in users update an existing vehicle"';
const AGENT = 'spec 6 "clientId above 1 (agent acting for client) sees that client\'s vehicles; clientId 1 gives plate entry"';
const GUEST = 'spec 6 "Guest: ... unauthenticated endpoints for vehicle clearing, missing car model, car details"';
const LOGIN = 'spec 4 "a guest vehicle is registered to the user"';

const owner: VehicleActor = { type: 'client', userId: 42 };
const other: VehicleActor = { type: 'client', userId: 43 };
const agentFor: VehicleActor = { type: 'agent', clientId: 42 };
const agentOther: VehicleActor = { type: 'agent', clientId: 43 };
const guest: VehicleActor = { type: 'guest', heldVehicleIds: [9] };
const otherGuest: VehicleActor = { type: 'guest', heldVehicleIds: [10] };
const anonymous: VehicleActor = { type: 'anonymous' };
const loggedInGuest: VehicleActor = { type: 'client', userId: 43, heldVehicleIds: [9] };

const saved: VehicleOwnership = { id: 7, idClient: 42 };
const guestCar: VehicleOwnership = { id: 9, idClient: null };
const guestCarClient1: VehicleOwnership = { id: 9, idClient: 1 };

describe('decideVehicle: the ownership matrix of a saved vehicle (issue 15 "owner, another client, an agent for the client, a guest, anonymous")', () => {
  const rows: [string, VehicleActor, Record<VehicleAction, VehicleDecision>][] = [
    [`${CLIENT}: the owner`, owner, { read: 'allow', change: 'allow', complete: 'allow', register_guest_vehicle: 'forbidden' }],
    [`${CLIENT}: another client`, other, { read: 'forbidden', change: 'forbidden', complete: 'forbidden', register_guest_vehicle: 'forbidden' }],
    [`${AGENT}: an agent for the client sees, does not change`, agentFor, { read: 'allow', change: 'forbidden', complete: 'forbidden', register_guest_vehicle: 'forbidden' }],
    [`${AGENT}: an agent for another client`, agentOther, { read: 'forbidden', change: 'forbidden', complete: 'forbidden', register_guest_vehicle: 'forbidden' }],
    [`${GUEST}: a guest logs in first`, guest, { read: 'unauthenticated', change: 'unauthenticated', complete: 'unauthenticated', register_guest_vehicle: 'unauthenticated' }],
    ['anonymous', anonymous, { read: 'unauthenticated', change: 'unauthenticated', complete: 'unauthenticated', register_guest_vehicle: 'unauthenticated' }],
  ];
  it.each(rows)('%s', (_rule, actor, expected) => {
    const got = Object.fromEntries((Object.keys(expected) as VehicleAction[]).map((a) => [a, decideVehicle(actor, a, saved)]));
    expect(got).toEqual(expected);
  });
});

describe('decideVehicle: a guest vehicle', () => {
  const rows: [string, VehicleActor, VehicleOwnership, Record<VehicleAction, VehicleDecision>][] = [
    [`${GUEST}: the guest that created it completes and clears it`, guest, guestCar, { read: 'allow', change: 'unauthenticated', complete: 'allow', register_guest_vehicle: 'unauthenticated' }],
    [`${GUEST}: id_client 1 is a guest vehicle too (spec 3 "above 1 means registered")`, guest, guestCarClient1, { read: 'allow', change: 'unauthenticated', complete: 'allow', register_guest_vehicle: 'unauthenticated' }],
    [`${GUEST}: another guest's vehicle`, otherGuest, guestCar, { read: 'forbidden', change: 'unauthenticated', complete: 'forbidden', register_guest_vehicle: 'unauthenticated' }],
    [`${LOGIN}: the guest, now logged in, registers it`, loggedInGuest, guestCar, { read: 'allow', change: 'forbidden', complete: 'allow', register_guest_vehicle: 'allow' }],
    [`${LOGIN}: a client who did not book with it`, owner, guestCar, { read: 'forbidden', change: 'forbidden', complete: 'forbidden', register_guest_vehicle: 'forbidden' }],
    [`${LOGIN}: once registered to someone, holding it is not enough`, loggedInGuest, saved, { read: 'forbidden', change: 'forbidden', complete: 'forbidden', register_guest_vehicle: 'forbidden' }],
    [`${AGENT}: an agent does not see guest vehicles`, agentFor, guestCar, { read: 'forbidden', change: 'forbidden', complete: 'forbidden', register_guest_vehicle: 'forbidden' }],
  ];
  it.each(rows)('%s', (_rule, actor, vehicle, expected) => {
    const got = Object.fromEntries((Object.keys(expected) as VehicleAction[]).map((a) => [a, decideVehicle(actor, a, vehicle)]));
    expect(got).toEqual(expected);
  });
});

describe('vehiclesClientId', () => {
  it.each<[string, VehicleActor, number | null]>([
    [`${CLIENT}: a client lists its own`, owner, 42],
    [`${AGENT}: clientId above 1`, agentFor, 42],
    [`${AGENT}: clientId 1 gives plate entry`, { type: 'agent', clientId: 1 }, null],
    [`${GUEST}: a guest has no saved vehicles`, guest, null],
    ['anonymous has no saved vehicles', anonymous, null],
  ])('%s', (_rule, actor, expected) => {
    expect(vehiclesClientId(actor)).toBe(expected);
  });
});
