/** A fixed clock for api tests: Monday 1 June 2026, 10:00 Madrid (CEST). */
export const TEST_NOW = new Date('2026-06-01T08:00:00Z');
