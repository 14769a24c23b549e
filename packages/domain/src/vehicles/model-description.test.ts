import { describe, expect, it } from 'vitest';
import { modelChoices, orderByYear, variantFor, parseModelDescription, type ParsedModelDescription, yearSortKey } from './model-description';

const PARSE = 'spec 4 "Model descriptions are parsed for a friendly name and a year from a bracketed part"';
const ORDER = 'spec 4 "ordered by last two digits, entries without a four-digit year last"';
const DEDUPE = 'spec 4 "models are de-duplicated by friendly name; if several models share a friendly name the year select is required"';

describe('parseModelDescription', () => {
  it.each<[string, string, ParsedModelDescription]>([
    [`${PARSE}: closed range`, 'GOLF VII (2017-2020)', { friendlyName: 'GOLF VII', year: '2017-2020', from: 2017, to: 2020 }],
    [`${PARSE}: open range`, 'ID.3 (2020-)', { friendlyName: 'ID.3', year: '2020-', from: 2020, to: null }],
    [`${PARSE}: no bracket`, 'MEGANE', { friendlyName: 'MEGANE', year: null, from: null, to: null }],
    [`${PARSE}: single year`, 'CLASE A (2018)', { friendlyName: 'CLASE A', year: '2018', from: 2018, to: 2018 }],
    [`${PARSE}: blanks inside the bracket dropped`, 'IBIZA V ( 2017 - 2021 )', { friendlyName: 'IBIZA V', year: '2017-2021', from: 2017, to: 2021 }],
    [`${PARSE}: blanks collapsed`, '  SERIE 3   TOURING (2019-)  ', { friendlyName: 'SERIE 3 TOURING', year: '2019-', from: 2019, to: null }],
    [`${PARSE}: month and year`, 'C4 (09/2010-06/2018)', { friendlyName: 'C4', year: '09/2010-06/2018', from: 2010, to: 2018 }],
    [`${PARSE}: two-digit years keep the text, no four-digit year`, 'PUNTO (99-03)', { friendlyName: 'PUNTO', year: '99-03', from: null, to: null }],
    [`${PARSE}: a bracket without digits is part of the name`, 'GOLF (GTI)', { friendlyName: 'GOLF (GTI)', year: null, from: null, to: null }],
    [`${PARSE}: only the trailing bracket is the year`, '500 (312) (2007-2024)', { friendlyName: '500 (312)', year: '2007-2024', from: 2007, to: 2024 }],
    [`${PARSE}: a description that is only a bracket keeps it as name`, '(2017-2020)', { friendlyName: '(2017-2020)', year: null, from: null, to: null }],
  ])('%s: %s', (_rule, input, expected) => {
    expect(parseModelDescription(input)).toEqual(expected);
  });
});

describe('yearSortKey', () => {
  it.each<[string, string | null, number | null]>([
    [`${ORDER}: last year of a closed range`, '2017-2020', 20],
    [`${ORDER}: open range keys on its start`, '2020-', 20],
    [`${ORDER}: single year`, '2008', 8],
    [`${ORDER}: literal reading, 1999 keys 99`, '1993-1999', 99],
    [`${ORDER}: two-digit years have no four-digit year`, '99-03', null],
    [`${ORDER}: no year`, null, null],
  ])('%s: %s -> %s', (_rule, year, expected) => {
    expect(yearSortKey(year)).toBe(expected);
  });
});

describe('orderByYear', () => {
  it.each<[string, (string | null)[], (string | null)[]]>([
    [`${ORDER}: ascending by last two digits`, ['2017-2020', '2012-2016', '2020-'], ['2012-2016', '2017-2020', '2020-']],
    [`${ORDER}: without a four-digit year last, in catalogue order`, [null, '2015-2018', '99-03', '2008-2012'], ['2008-2012', '2015-2018', null, '99-03']],
    [`${ORDER}: equal keys keep catalogue order`, ['2020-', '2017-2020'], ['2020-', '2017-2020']],
    [`${ORDER}: literal reading puts 1999 after 2020`, ['1993-1999', '2016-2020'], ['2016-2020', '1993-1999']],
  ])('%s', (_rule, years, expected) => {
    expect(orderByYear(years, (y) => y)).toEqual(expected);
  });
});

describe('modelChoices', () => {
  const m = (umc: string, model_description: string) => ({ umc, model_description });
  it(`${DEDUPE}: one choice per friendly name, first-appearance order`, () => {
    const choices = modelChoices([
      m('VW-GOLF7B', 'GOLF VII (2017-2020)'),
      m('VW-POLO6', 'POLO VI (2017-)'),
      m('VW-GOLF7A', 'GOLF VII (2012-2016)'),
      m('VW-GOLF8', 'GOLF VIII (2020-)'),
    ]);
    expect(choices.map((c) => [c.friendlyName, c.yearRequired, c.variants.map((v) => v.model.umc)])).toEqual([
      ['GOLF VII', true, ['VW-GOLF7A', 'VW-GOLF7B']],
      ['POLO VI', false, ['VW-POLO6']],
      ['GOLF VIII', false, ['VW-GOLF8']],
    ]);
  });
  it(`${DEDUPE}: the variants carry their year text for the select`, () => {
    const [golf] = modelChoices([m('a', 'GOLF VII (2017-2020)'), m('b', 'GOLF VII')]);
    expect(golf?.variants.map((v) => v.year)).toEqual(['2017-2020', null]);
  });
  it(`${DEDUPE}: the distinct years, and the select shown only with more than one (spec 5)`, () => {
    const [golf, polo] = modelChoices([m('a', 'GOLF VII (2017-2020)'), m('b', 'GOLF VII (2012-2016)'), m('c', 'POLO (2017-)'), m('d', 'POLO (2017-)')]);
    expect([golf?.years, golf?.yearRequired, golf?.yearShown]).toEqual([['2012-2016', '2017-2020'], true, true]);
    expect([polo?.years, polo?.yearRequired, polo?.yearShown]).toEqual([['2017-'], true, false]);
  });
  it('no models, no choices', () => {
    expect(modelChoices([])).toEqual([]);
  });
});

describe('variantFor', () => {
  const m = (umc: string, model_description: string) => ({ umc, model_description });
  const [golf, polo, ibiza] = modelChoices([
    m('G7B', 'GOLF VII (2017-2020)'),
    m('G7A', 'GOLF VII (2012-2016)'),
    m('P6', 'POLO VI (2017-)'),
    m('I5A', 'IBIZA V (2017-)'),
    m('I5B', 'IBIZA V (2017-)'),
  ]);
  it.each<[string, ReturnType<typeof modelChoices>[number] | undefined, string | null, string | null]>([
    [`${DEDUPE}: the chosen year's model`, golf, '2012-2016', 'G7A'],
    [`${DEDUPE}: no year chosen yet`, golf, null, null],
    [`${DEDUPE}: a year of no variant`, golf, '1999-2003', null],
    ['one variant: no year needed', polo, null, 'P6'],
    ['spec 5 "shown only if more than one year": same year, the first variant', ibiza, null, 'I5A'],
  ])('%s', (_rule, choice, year, expected) => {
    expect(variantFor(choice!, year)?.umc ?? null).toBe(expected);
  });
});
