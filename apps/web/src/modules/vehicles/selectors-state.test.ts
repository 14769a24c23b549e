import { describe, expect, it } from 'vitest';
import { emptySelectors, NO_YEAR, selectorsReducer, type SelectorsState, selectorsView, yearValue } from './selectors-state';

// Rows as the seed catalogue has them (apps/api/src/vehicles/seed-data/models.json), in its order.
const golf = [
  { umc: 'VW-001', model_description: 'GOLF IV (1997-2003)' },
  { umc: 'VW-002', model_description: 'GOLF VI (2008-2012)' },
  { umc: 'VW-004', model_description: 'GOLF VII (2017-2020)' },
  { umc: 'VW-003', model_description: 'GOLF VII (2012-2017)' },
  { umc: 'VW-009', model_description: 'GOLF VII' },
  { umc: 'VW-005', model_description: 'GOLF VIII (2020-)' },
];

const chosen = (over: Partial<SelectorsState>): SelectorsState => ({ makeCode: 'VW', model: 'GOLF VII', year: '2012-2017', propulsion: 'D', ...over });

describe('selectorsReducer: spec 4 "choosing a make loads models and resets model, year, propulsion; choosing a model resets year and propulsion"', () => {
  it.each([
    ['a new make resets model, year and propulsion', { type: 'make', value: 'SE' }, { makeCode: 'SE', model: '', year: '', propulsion: '' }],
    ['the same make keeps everything', { type: 'make', value: 'VW' }, chosen({})],
    ['a new model resets year and propulsion', { type: 'model', value: 'GOLF VI' }, chosen({ model: 'GOLF VI', year: '', propulsion: '' })],
    ['the same model keeps year and propulsion', { type: 'model', value: 'GOLF VII' }, chosen({})],
    ['a new year resets the propulsion (ours: another variant, other propulsions)', { type: 'year', value: '2017-2020' }, chosen({ year: '2017-2020', propulsion: '' })],
    ['a propulsion changes only itself', { type: 'propulsion', value: 'G' }, chosen({ propulsion: 'G' })],
    ['reset empties all', { type: 'reset' }, emptySelectors()],
  ] as const)('%s', (_rule, action, expected) => {
    expect(selectorsReducer(chosen({}), action)).toEqual(expected);
  });
});

describe('selectorsView: spec 4 "models are de-duplicated by friendly name ... year select ... ordered by last two digits, entries without a four-digit year last"', () => {
  it('offers one choice per friendly name, in catalogue order', () => {
    const v = selectorsView(emptySelectors(), golf);
    expect(v.choices.map((c) => c.friendlyName)).toEqual(['GOLF IV', 'GOLF VI', 'GOLF VII', 'GOLF VIII']);
  });

  it('orders the years of a shared friendly name by their last two digits, no-year last', () => {
    const v = selectorsView(chosen({ year: '', propulsion: '' }), golf);
    expect(v.yearShown).toBe(true);
    expect(v.choice?.years).toEqual(['2012-2017', '2017-2020', null]);
    expect(v.model).toBeNull();
    expect(v.complete).toBe(false);
  });

  it('a model with one year asks no year and stands for its only variant', () => {
    const v = selectorsView({ makeCode: 'VW', model: 'GOLF VI', year: '', propulsion: 'D' }, golf);
    expect(v.yearShown).toBe(false);
    expect(v.model?.umc).toBe('VW-002');
    expect(v.complete).toBe(true);
  });

  it('the chosen year picks its variant; a variant without year is chosen by NO_YEAR', () => {
    expect(selectorsView(chosen({ year: '2017-2020' }), golf).model?.umc).toBe('VW-004');
    expect(selectorsView(chosen({ year: yearValue(null) }), golf).model?.umc).toBe('VW-009');
    expect(yearValue(null)).toBe(NO_YEAR);
  });

  it('spec 5 "make, model, propulsion required; year required only when the model has several variants"', () => {
    expect(selectorsView(chosen({ propulsion: '' }), golf).complete).toBe(false);
    expect(selectorsView(chosen({ makeCode: '' }), golf).complete).toBe(false);
    expect(selectorsView(chosen({ model: 'NOT A MODEL' }), golf).complete).toBe(false);
    expect(selectorsView(chosen({}), golf).complete).toBe(true);
  });
});
