/**
 * Spec 3 Extra "type (wash), service_type ('2' = parking space)": the kind of an extra as an
 * answer describes it. The api sends `type` 'wash', 'space' or 'double_space' (contracts/offer
 * OfferExtra); older answers and stored offers may carry only `service_type` '2' for the space,
 * 'double-space' or a `double_space` flag. Anything else is 'other'.
 */
export type ExtraKind = 'wash' | 'space' | 'double_space' | 'other';

export function extraKindOf(raw: { type?: unknown; service_type?: unknown; double_space?: unknown }): ExtraKind {
  const type = String(raw.type ?? '').toLowerCase();
  const serviceType = String(raw.service_type ?? '');
  if (type === 'double_space' || type === 'double-space' || raw.double_space === true) return 'double_space';
  if (type === 'wash') return 'wash';
  if (serviceType === '2' || type === 'space') return 'space';
  return 'other';
}
