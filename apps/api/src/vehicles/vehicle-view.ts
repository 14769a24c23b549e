import type { ReservationVehicleWire, VehicleInformationWire, VehicleWire, WorkshopType } from '@parking/domain/contracts/vehicle';
import type { VehicleState } from '@parking/domain/vehicles/completeness';
import { formatWireDate } from '@parking/domain/time/madrid';
import { parseModelDescription } from '@parking/domain/vehicles/model-description';
import { displayPlate } from '@parking/domain/vehicles/plate';
import { NO_CLIENT_ID } from '@parking/domain/vehicles/rights';
import type { VehicleCatalogue } from './vehicle-catalogue';
import type { StoredVehicle } from './vehicle-repository';

/** A stored vehicle as every vehicle call answers it (spec 3 Vehicle). */

function informationOf(stored: StoredVehicle, catalogue: VehicleCatalogue): VehicleInformationWire | null {
  const i = stored.identification;
  if (!i) return null;
  const umcData = catalogue.umcData(i.umc);
  const model = catalogue.model(i.umc);
  const parsed = parseModelDescription(model?.model_description ?? umcData?.modelDescription ?? '');
  const body = i.bodyApplicabilitycode ? catalogue.body(i.bodyApplicabilitycode) : null;
  const motor = i.motorApplicabilitycode ? catalogue.motor(i.motorApplicabilitycode) : null;
  const bodyDesc = i.bodyDesc ?? body?.desc ?? null;
  return {
    make_code: umcData?.makeCode ?? '',
    make_description: umcData?.makeDescription ?? '',
    model_description: umcData?.modelDescription ?? '',
    friendlyName: parsed.friendlyName,
    year: parsed.year,
    umc: i.umc,
    umc_data: umcData ?? { makeCode: '', makeDescription: '', modelDescription: '', umc: i.umc },
    propulsion_code: i.propulsionCode ?? motor?.propulsion_code ?? null,
    propulsion: (i.propulsionCode ?? motor?.propulsion_code) ? (catalogue.propulsion(i.propulsionCode ?? motor!.propulsion_code)?.propulsion ?? null) : null,
    motor_applicabilitycode: i.motorApplicabilitycode,
    motor_desc: i.motorDesc ?? motor?.friendlyName ?? null,
    body_applicabilitycode: i.bodyApplicabilitycode,
    body_description: bodyDesc,
    body_desc: bodyDesc,
  };
}

export function toVehicleWire(stored: StoredVehicle, catalogue: VehicleCatalogue): VehicleWire {
  const v = stored.vehicle;
  const idClient = v.idClient ?? NO_CLIENT_ID;
  return {
    id: v.id,
    id_client: idClient,
    client_id: String(idClient),
    plate: v.plate,
    plate_display: v.plate === null ? null : displayPlate(v.plate),
    country: v.country,
    type: v.type,
    colour: v.colour,
    km: v.km,
    km_timestamp: v.kmTimestamp ? formatWireDate(v.kmTimestamp) : null,
    workshop_type: v.workshopType as WorkshopType | null,
    id_gt_vehicle_information: stored.identification?.idGtVehicleInformation ?? null,
    vehicle_information: informationOf(stored, catalogue),
  };
}

/**
 * The summary's vehicle section (spec 2: plate, make and model, km) and the confirmation
 * e-mail's: make and model from the identification, else the not-found form's type.
 */
export function toReservationVehicle(stored: StoredVehicle, catalogue: VehicleCatalogue): ReservationVehicleWire {
  const v = stored.vehicle;
  const umcData = stored.identification ? catalogue.umcData(stored.identification.umc) : null;
  const makeAndModel = umcData ? `${umcData.makeDescription} ${umcData.modelDescription}` : v.type;
  return {
    id: v.id,
    plate: v.plate,
    plate_display: v.plate === null ? null : displayPlate(v.plate),
    make_description: umcData?.makeDescription ?? null,
    model_description: umcData?.modelDescription ?? null,
    make_and_model: makeAndModel,
    km: v.km,
    km_timestamp: v.kmTimestamp ? formatWireDate(v.kmTimestamp) : null,
  };
}

/**
 * Spec 3 Vehicle state, what the domain's completeness rule reads (`vehicleComplete(state,
 * requirements, now)`, vehicles/completeness.ts): for car services (issue 16).
 */
export function toVehicleState(stored: StoredVehicle, catalogue: VehicleCatalogue): VehicleState {
  const v = stored.vehicle;
  const i = stored.identification;
  return {
    id: v.id,
    umc: i?.umc ?? null,
    motorCode: i?.motorApplicabilitycode ?? null,
    motorDesc: i?.motorDesc ?? null,
    bodyCode: i?.bodyApplicabilitycode ?? null,
    bodyDesc: i?.bodyDesc ?? null,
    km: v.km,
    kmTimestamp: v.kmTimestamp,
    workshopType: v.workshopType,
    makeCode: i ? (catalogue.umcData(i.umc)?.makeCode ?? null) : null,
  };
}
