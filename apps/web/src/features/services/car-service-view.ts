/** Spec 3 Car service: id and name are all this step shows until the car-services issue. */
export function carServiceNames(list: readonly unknown[]): { id: number; name: string }[] {
  const out: { id: number; name: string }[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const raw = item as Record<string, unknown>;
    const id = Number(raw.id ?? raw.id_car_service);
    if (Number.isFinite(id) && typeof raw.name === 'string' && raw.name) out.push({ id, name: raw.name });
  }
  return out;
}
