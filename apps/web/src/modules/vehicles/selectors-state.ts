import { type CatalogueModel, type ModelChoice, modelChoices, variantFor } from '@parking/domain/vehicles/model-description';

/**
 * The make -> model -> year -> propulsion selectors of the vehicle dialog (spec 4 Vehicle flow,
 * spec 5 Vehicle selectors) as a pure reducer, so the resets are tested without a browser:
 * - choosing a make loads models and resets model, year, propulsion;
 * - choosing a model resets year and propulsion;
 * - choosing a year resets the propulsion (another variant has other propulsions);
 * - models are de-duplicated by friendly name, the year is asked (and required) only when
 *   the friendly name has variants of more than one year, ordered by the domain's rule.
 * The rules themselves (friendly name, year order, which variant) are the domain's
 * (`modelChoices`, `variantFor`); this file only keeps the choices and their resets.
 */
export interface SelectorsState {
  makeCode: string;
  /** the chosen friendly name */
  model: string;
  year: string;
  propulsion: string;
}

export const emptySelectors = (): SelectorsState => ({ makeCode: '', model: '', year: '', propulsion: '' });

export type SelectorsAction =
  | { type: 'make'; value: string }
  | { type: 'model'; value: string }
  | { type: 'year'; value: string }
  | { type: 'propulsion'; value: string }
  | { type: 'reset' };

export function selectorsReducer(s: SelectorsState, a: SelectorsAction): SelectorsState {
  switch (a.type) {
    case 'make':
      return a.value === s.makeCode ? s : { makeCode: a.value, model: '', year: '', propulsion: '' };
    case 'model':
      return a.value === s.model ? s : { ...s, model: a.value, year: '', propulsion: '' };
    case 'year':
      return a.value === s.year ? s : { ...s, year: a.value, propulsion: '' };
    case 'propulsion':
      return { ...s, propulsion: a.value };
    case 'reset':
      return emptySelectors();
  }
}

/** The year select's value for a variant without a bracketed year ('' means "not chosen"). */
export const NO_YEAR = '-';
export const yearValue = (year: string | null): string => year ?? NO_YEAR;

export interface SelectorsView<M extends CatalogueModel> {
  choices: ModelChoice<M>[];
  choice: ModelChoice<M> | null;
  /** the year select is shown (and required) */
  yearShown: boolean;
  /** the catalogue model the choices stand for, once model (and year when shown) are chosen */
  model: M | null;
  /** make, model, year (when shown) and propulsion chosen */
  complete: boolean;
}

export function selectorsView<M extends CatalogueModel>(s: SelectorsState, models: readonly M[]): SelectorsView<M> {
  const choices = modelChoices(models);
  const choice = choices.find((c) => c.friendlyName === s.model) ?? null;
  const yearShown = choice?.yearShown ?? false;
  const year = s.year === NO_YEAR ? null : s.year;
  const model = choice && (!yearShown || s.year !== '') ? variantFor(choice, year) : null;
  const complete = s.makeCode !== '' && model !== null && s.propulsion !== '';
  return { choices, choice, yearShown, model, complete };
}
