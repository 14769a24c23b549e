import type { ReservationCarServicesWire } from '@parking/domain/contracts/car-service';

/**
 * Issue 16.5: the confirmation's car-service rows (label, value): each service with its
 * price, the custom requests, the workshop order's reference, status and history.
 */
export function workshopOrderRows(
  cs: ReservationCarServicesWire | null | undefined,
  t: (key: string, vars?: Record<string, unknown>) => string,
  euros: (n: number) => string,
  when: (iso: string) => string,
): [string, string][] {
  if (!cs) return [];
  const rows: [string, string][] = [];
  for (const s of cs.car_services) rows.push([s.name, euros(s.price + s.emission_fee)]);
  if (cs.customized_tires_request) {
    const r = cs.customized_tires_request;
    rows.push([t('custom_tyres'), `${r.quantity} × ${r.size}${r.brand_preference ? ` (${r.brand_preference})` : ''} · ${t('quote_later')}`]);
  }
  if (cs.service_request) rows.push([t('custom_service'), `${cs.service_request.description} · ${t('quote_later')}`]);
  const o = cs.workshop_order;
  if (o) {
    rows.push([t('workshop_order'), `${o.reference} · ${o.workshop}`]);
    rows.push([t('order_status'), t(`status_${o.status}`)]);
    for (const h of o.history) rows.push([t(`status_${h.status}`), when(h.at)]);
  }
  return rows;
}
