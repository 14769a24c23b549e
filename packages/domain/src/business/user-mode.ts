/**
 * User mode: particular or business (spec 4 "Business mode", "User-mode dialog"; spec 6
 * "Tracking user type"). Pure rules shared by the web's dialog and the api.
 */

/** The part of a billing profile these rules read (BillingProfileView has it all). */
export interface ModeProfile {
  id: number;
  nif: string;
  /** the company the profile belongs to; null = a particular (personal) profile */
  companyId: number | null;
  /** the company's own id in the invoicing records; preferred when de-duplicating (spec 4) */
  id_company: number | null;
}

/** The value the user-mode dialog sends for "particular" (spec 4: "profile id, or 'empty'"). */
export const PARTICULAR = 'empty' as const;
export type DefaultProfileChoice = number | typeof PARTICULAR;

/** NIFs compared as written on an invoice: case, spaces, dots and dashes do not make another company. */
export function normalizeNif(nif: string): string {
  return nif.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Spec 4: "company profiles are those with companyId; duplicates by nif cleaned, preferring a
 * profile with id_company else the higher id". Newest (highest id) first.
 */
export function companyProfiles<P extends ModeProfile>(profiles: readonly P[]): P[] {
  const byNif = new Map<string, P>();
  for (const p of profiles) {
    if (p.companyId === null) continue;
    const key = normalizeNif(p.nif);
    const kept = byNif.get(key);
    if (!kept || better(p, kept)) byNif.set(key, p);
  }
  return [...byNif.values()].sort((a, b) => b.id - a.id);
}

function better(candidate: ModeProfile, kept: ModeProfile): boolean {
  const c = candidate.id_company !== null;
  const k = kept.id_company !== null;
  if (c !== k) return c;
  return candidate.id > kept.id;
}

/** Spec 4: "highest id preselected" (among the de-duplicated company profiles); null when none. */
export function preselectedProfileId(profiles: readonly ModeProfile[]): number | null {
  const list = companyProfiles(profiles);
  return list.length ? list[0]!.id : null;
}

/** The default invoice profile, or null for particular (no default, 'empty', or an id no longer the user's). */
export function defaultProfileOf<P extends ModeProfile>(profiles: readonly P[], defaultId: number | null): P | null {
  if (defaultId === null) return null;
  return profiles.find((p) => p.id === defaultId) ?? null;
}

/** Spec 4: "Business mode is on when the default invoice profile is a company profile". */
export function isBusinessMode(defaultProfile: Pick<ModeProfile, 'companyId'> | null): boolean {
  return defaultProfile !== null && defaultProfile.companyId !== null;
}

/**
 * Spec 2 Header: the switch offers business "only when a profile has a company"; spec 2
 * Dialogs: from business the choice is particular or stay.
 */
export function canSwitchToBusiness(profiles: readonly ModeProfile[]): boolean {
  return profiles.some((p) => p.companyId !== null);
}

/**
 * What confirming the dialog may store (spec 4: "profile id, or 'empty' for particular"):
 * 'empty', or the id of one of the user's own profiles. Anything else is refused (null).
 */
export function validDefaultChoice(profiles: readonly ModeProfile[], choice: DefaultProfileChoice): DefaultProfileChoice | null {
  if (choice === PARTICULAR) return PARTICULAR;
  return profiles.some((p) => p.id === choice) ? choice : null;
}

export type TrackingUserType = 'agency' | 'particular' | 'empresa' | 'profesional' | 'sporadic guest';

/**
 * Spec 6: "Tracking user type: agency, particular (no default invoice profile), empresa
 * (default profile has companyId), profesional, sporadic guest". The spec defines the first
 * three; the other two are read as the remaining cases (docs/decisions: accounts business
 * rules): a client whose default profile has no company is profesional (invoices to a NIF
 * of their own), and a traveller with no account is a sporadic guest.
 */
export function trackingUserType(
  who: { type: 'guest' } | { type: 'agency' } | { type: 'client'; defaultProfile: Pick<ModeProfile, 'companyId'> | null },
): TrackingUserType {
  if (who.type === 'agency') return 'agency';
  if (who.type === 'guest') return 'sporadic guest';
  if (who.defaultProfile === null) return 'particular';
  return who.defaultProfile.companyId !== null ? 'empresa' : 'profesional';
}
