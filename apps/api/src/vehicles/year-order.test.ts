import { modelChoices, parseModelDescription } from '@parking/domain/vehicles/model-description';
import { describe, expect, it } from 'vitest';
import { VEHICLE_MAKES, VEHICLE_MODELS } from './seed-data/catalogue';

/**
 * Decision 0023 "the spec's year ordering": spec 4 orders the year select "by last two digits,
 * entries without a four-digit year last", which would put a 1990s generation after a 2020s
 * one. The catalogue never has such a pair under one friendly name, so on our data the spec's
 * order is the chronological one. This checks it for every make (no database needed).
 */
describe('the year select order of the seeded catalogue (spec 4, decision 0023)', () => {
  it.each(VEHICLE_MAKES.map((m) => [m.make_code] as const))('%s: the spec order is chronological for every shared friendly name', (makeCode) => {
    const choices = modelChoices(VEHICLE_MODELS.filter((m) => m.make_code === makeCode));
    for (const choice of choices.filter((c) => c.variants.length > 1)) {
      const lastYears = choice.variants.map((v) => parseModelDescription(v.model.model_description).to ?? Number.POSITIVE_INFINITY);
      expect(lastYears, choice.friendlyName).toEqual([...lastYears].sort((a, b) => a - b));
    }
  });

  it('has models asking for the year (several variants of one friendly name)', () => {
    const shared = VEHICLE_MAKES.flatMap((m) => modelChoices(VEHICLE_MODELS.filter((x) => x.make_code === m.make_code)).filter((c) => c.yearRequired));
    expect(shared.length).toBeGreaterThanOrEqual(3);
  });
});
