/**
 * Demo accounts (issue 10, README "Demo accounts"), seeded into an empty database unless
 * DEMO_ACCOUNTS=off (off by default when NODE_ENV=production). The password hashes were
 * computed once with auth/password.ts (scrypt N=2^17) and are kept here, so a first start does
 * not spend a second or more per account hashing; auth/accounts-seed.test.ts checks each against its
 * password.
 */
export const DEMO_PASSWORDS = {
  client: 'Demo-cliente-2026',
  business: 'Demo-empresa-2026',
  employee: 'Demo-empleado-2026',
  agency: 'Demo-agencia-2026',
} as const;

export const DEMO_HASHES: Record<keyof typeof DEMO_PASSWORDS, string> = {
  client: 'scrypt$17$8$1$qeOaEgVFrWMuMqArKzA0rQ==$xA9pkjnhVsrBcQ7UE1ViCQU4GltsN8sVMi6fUtbM0zE=',
  business: 'scrypt$17$8$1$0WOLn1/f2YbMxNpL30HQNw==$/iEEgpfsh4rtcKgFvABCH0C81ggn2Ij81h6JIfJ5YoI=',
  employee: 'scrypt$17$8$1$JKMxTvv61oQZHLVlLOGFSA==$O2K48iJ9bqPjFbIuRckcr4HhFlg7vSM8K+darPNRvxg=',
  agency: 'scrypt$17$8$1$WxjE9EHIzZBM59oHyswRZA==$UpPbNI5j0YSBKvP9bcxA+gI/rxZbz2fVul5kmr6ZftY=',
};

export const DEMO_COMPANY = {
  name: 'Viajes Demo',
  companyName: 'Viajes Demo SL',
  nif: 'B12345674',
  blockPremium: false,
  blockWashes: true,
  blockPremiumForSomeUsers: true,
  enableBookingRecords: true,
};

const address = { address: 'Carrer de Mallorca 401', city: 'Barcelona', zip: '08013', state: 'Barcelona', country: 'ES' };

export const DEMO_USERS = {
  client: {
    email: 'cliente@demo.parking',
    name: 'Lucía',
    lastName: 'Martín Soler',
    phone: '+34600000001',
    zipCode: '08013',
    language: 'es',
    pointsCents: 1250,
    /** one particular profile; no default: particular mode */
    profiles: [{ name: 'Lucía Martín Soler', nif: '87654321X', ...address, company: false }],
  },
  business: {
    email: 'empresa@demo.parking',
    name: 'Jordi',
    lastName: 'Puig Ferrer',
    phone: '+34600000002',
    zipCode: '08013',
    language: 'es',
    pointsCents: 0,
    /** a particular profile and the company's; the company's is the default (business mode) */
    profiles: [
      { name: 'Jordi Puig Ferrer', nif: '12345678Z', ...address, company: false },
      { name: 'Viajes Demo SL', nif: 'B12345674', ...address, company: true },
    ],
  },
  employee: {
    email: 'empleado@demo.parking',
    name: 'Marta',
    lastName: 'Vidal Roca',
    phone: '+34600000003',
    zipCode: '08013',
    language: 'es',
    pointsCents: 0,
    profiles: [{ name: 'Viajes Demo SL', nif: 'B12345674', ...address, company: true }],
  },
} as const;

export const DEMO_AGENCY = { alias: 'agencia-demo', companyName: 'Agencia Demo SL' };

/** The company's own id for its profiles (spec 4: de-duplication prefers a profile with id_company). */
export const DEMO_ID_COMPANY = 1001;
